import { ANALYTICS_DEFAULT_DAYS, type AnalyticsPeriod } from '@codeflow/contracts';

const DAY_MS = 86_400_000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * docs/product.md#constants-and-limits: the chart starts at 30 days back to today (UTC, as the
 * server counts), both ends included.
 */
export function defaultAnalyticsRange(now: number = Date.now()): { start: string; end: string } {
  return { start: isoDay(now - ANALYTICS_DEFAULT_DAYS * DAY_MS), end: isoDay(now) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bucket's axis label: "Nov 23" (day), "Wk Nov 17" (week from its Monday), "Nov 2026" (month). */
export function bucketLabel(date: string, period: AnalyticsPeriod): string {
  const [y, m, d] = date.split('-').map(Number);
  const month = MONTHS[(m ?? 1) - 1] ?? '';
  if (period === 'monthly') return `${month} ${y}`;
  if (period === 'weekly') return `Wk ${month} ${d}`;
  return `${month} ${d}`;
}
