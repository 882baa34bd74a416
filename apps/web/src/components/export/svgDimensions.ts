/** Width and height of an SVG drawing from its viewBox ("minX minY width height"). */
export function viewBoxSize(viewBox: string | null): { width: number; height: number } | null {
  if (!viewBox) return null;
  const parts = viewBox
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [, , width = 0, height = 0] = parts;
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The longest canvas side browsers allocate (Chromium's and Firefox's limit). */
export const MAX_CANVAS_SIDE = 16_384;

/** Canvas pixel size for a raster export: `scale`× the drawing, capped so browsers can allocate it. */
export function rasterSize(
  width: number,
  height: number,
  scale = 2,
  maxSide = MAX_CANVAS_SIDE,
): { width: number; height: number; scale: number } {
  const fit = Math.min(scale, maxSide / width, maxSide / height);
  const s = Math.max(0.1, fit);
  return {
    width: Math.max(1, Math.round(width * s)),
    height: Math.max(1, Math.round(height * s)),
    scale: s,
  };
}

/**
 * What to tell the user when the canvas limit lowers the scale asked for (null: it does not):
 * the scale used instead and why, and where a bigger picture can be had.
 */
export function reducedScaleNote(width: number, height: number, scale: number): string | null {
  const size = rasterSize(width, height, scale);
  if (size.scale >= scale - 0.005) return null;
  const px = (n: number) => n.toLocaleString('en-US');
  return `PNG and JPEG at ${size.scale.toFixed(2)}× instead of ${scale}× (${px(size.width)} × ${px(size.height)} px): the browser's canvas holds at most ${px(MAX_CANVAS_SIDE)} pixels a side. For a bigger picture, export SVG (no size limit) or PDF tiled pages.`;
}
