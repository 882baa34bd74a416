/** The diagram's view: translate by (x, y) CSS pixels, then scale by k. */
export type View = { x: number; y: number; k: number };

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 8;
export const IDENTITY: View = { x: 0, y: 0, k: 1 };

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Zooms by `factor` keeping the point (px, py) of the viewport fixed under the cursor. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const k = clamp(view.k * factor, MIN_SCALE, MAX_SCALE);
  const ratio = k / view.k;
  return { k, x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** The view that shows a content box of `cw`×`ch` whole and centred in a `vw`×`vh` viewport. */
export function fitView(cw: number, ch: number, vw: number, vh: number, padding = 16): View {
  if (cw <= 0 || ch <= 0 || vw <= 0 || vh <= 0) return IDENTITY;
  const k = clamp(
    Math.min((vw - 2 * padding) / cw, (vh - 2 * padding) / ch, 1.5),
    MIN_SCALE,
    MAX_SCALE,
  );
  return { k, x: (vw - cw * k) / 2, y: Math.max(padding, (vh - ch * k) / 2) };
}

/** Wheel delta to zoom factor: smooth for trackpads, ~10% per mouse-wheel notch. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-clamp(deltaY, -100, 100) / 1000);
}

/** Below this the chart's 14 px text drops under ~11 px: the default view never goes lower. */
export const READABLE_MIN_SCALE = 0.8;
/** The default view never magnifies past this (a tiny chart stays its natural size, a bit larger). */
export const READABLE_MAX_SCALE = 1.25;

/**
 * The default view of a `cw`×`ch` chart in a `vw`×`vh` viewport: fit to the width, but never
 * below READABLE_MIN_SCALE (the rest is reached by panning), top-aligned so a tall chart opens at
 * its Start; centred horizontally when it fits.
 */
export function readableView(cw: number, ch: number, vw: number, vh: number, padding = 16): View {
  if (cw <= 0 || ch <= 0 || vw <= 0 || vh <= 0) return IDENTITY;
  const k = clamp((vw - 2 * padding) / cw, READABLE_MIN_SCALE, READABLE_MAX_SCALE);
  const x = cw * k <= vw - 2 * padding ? (vw - cw * k) / 2 : padding;
  const y = ch * k <= vh - 2 * padding ? Math.max(padding, (vh - ch * k) / 2) : padding;
  return { k, x, y };
}

/** 100 %: natural size, keeping the point at the viewport's centre in place. */
export function actualSize(view: View, vw: number, vh: number): View {
  return zoomAt(view, 1 / view.k, vw / 2, vh / 2);
}
