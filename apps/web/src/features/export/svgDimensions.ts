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

/** Canvas pixel size for a raster export: `scale`× the drawing, capped so browsers can allocate it. */
export function rasterSize(
  width: number,
  height: number,
  scale = 2,
  maxSide = 16_384,
): { width: number; height: number; scale: number } {
  const fit = Math.min(scale, maxSide / width, maxSide / height);
  const s = Math.max(0.1, fit);
  return {
    width: Math.max(1, Math.round(width * s)),
    height: Math.max(1, Math.round(height * s)),
    scale: s,
  };
}
