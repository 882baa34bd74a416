/** The minimap's box (CSS px); the drawing is scaled to fit inside it. */
export const MINIMAP_MAX = { w: 168, h: 200 };

export type Size = { w: number; h: number };
export type Point = { x: number; y: number };
export type Rect = { x: number; y: number; w: number; h: number };

/** The minimap's scale and size for a drawing of `drawing` (drawing units). */
export function minimapFit(drawing: Size, box: Size = MINIMAP_MAX): { m: number; size: Size } {
  if (drawing.w <= 0 || drawing.h <= 0) return { m: 0, size: { w: 0, h: 0 } };
  const m = Math.min(box.w / drawing.w, box.h / drawing.h);
  return { m, size: { w: drawing.w * m, h: drawing.h * m } };
}

/**
 * The part of the drawing the viewport shows, in minimap pixels: the viewport scrolled to
 * `scroll`, showing `viewport` CSS px of a drawing placed at `origin` and scaled by `k`.
 * Clipped to the minimap.
 */
export function visibleRect(
  scroll: Point,
  viewport: Size,
  origin: Point,
  k: number,
  m: number,
  minimap: Size,
): Rect {
  const x0 = ((scroll.x - origin.x) / k) * m;
  const y0 = ((scroll.y - origin.y) / k) * m;
  const x1 = x0 + (viewport.w / k) * m;
  const y1 = y0 + (viewport.h / k) * m;
  const cx0 = Math.max(0, Math.min(minimap.w, x0));
  const cy0 = Math.max(0, Math.min(minimap.h, y0));
  const cx1 = Math.max(0, Math.min(minimap.w, x1));
  const cy1 = Math.max(0, Math.min(minimap.h, y1));
  return { x: cx0, y: cy0, w: cx1 - cx0, h: cy1 - cy0 };
}

/** The scroll that centres the viewport on the drawing point under minimap pixel `at`. */
export function scrollToCentre(
  at: Point,
  viewport: Size,
  origin: Point,
  k: number,
  m: number,
): Point {
  if (m <= 0) return { x: 0, y: 0 };
  return {
    x: origin.x + (at.x / m) * k - viewport.w / 2,
    y: origin.y + (at.y / m) * k - viewport.h / 2,
  };
}
