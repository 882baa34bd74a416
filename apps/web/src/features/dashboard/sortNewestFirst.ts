/** docs/product.md#dashboard: the dashboard lists flowcharts by updated_at, newest first. */
export function sortNewestFirst<T extends { updated_at: string }>(items: readonly T[]): T[] {
  // Unparseable dates sort last rather than poisoning the comparison with NaN.
  const time = (item: T) => {
    const t = Date.parse(item.updated_at);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...items].sort((a, b) => time(b) - time(a));
}
