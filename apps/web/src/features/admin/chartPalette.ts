/** docs/product.md#constants-and-limits: the charts use six fixed colours, in this order. */
export const CHART_PALETTE = [
  '#4f46e5', // indigo
  '#0ea5e9', // sky
  '#a855f7', // purple
  '#f97316', // orange
  '#22c55e', // green
  '#ef4444', // red
] as const;

/** Colour of the i-th slice; past six they repeat. */
export function paletteColour(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length] ?? CHART_PALETTE[0];
}
