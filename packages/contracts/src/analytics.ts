import { z } from 'zod';

/**
 * The admin area's analytics (docs/product.md#super-admin-screen, #api). Admin role only. What
 * each figure counts is written down in docs/product.md#analytics-figures. Every date is UTC.
 */

export const analyticsMessages = {
  // docs/product.md#messages, verbatim
  loadInitialFailed: 'Failed to load initial analytics data.',
  loadTimeSeriesFailed: 'Failed to load flowchart time-series data.',
  loading: 'Loading Analytics...',
  // ours
  invalidDate: 'Dates must be valid dates written yyyy-MM-dd.',
  rangeInverted: 'start_date must not be after end_date.',
  rangeTooLong: 'The date range may cover at most 3700 days.',
} as const;

/** Analytics default range (docs/product.md#constants-and-limits): 30 days back to today, daily. */
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export const analyticsPeriodSchema = z.enum(ANALYTICS_PERIODS);
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;
/** Longest range one time-series call covers, in days (about 10 years). */
export const ANALYTICS_MAX_DAYS = 3700;

/** GET /api/analytics/kpi-overview */
export const kpiOverviewSchema = z.object({
  total_users: z.number().int(),
  total_flowcharts: z.number().int(),
  /** distinct users with a session active in the last 24 hours */
  daily_active_users: z.number().int(),
  /** distinct users with a session active in the last 30 days */
  monthly_active_users: z.number().int(),
  /** every session's length summed, in hours, one decimal */
  total_time_spent_hours: z.number(),
});
export type KpiOverview = z.infer<typeof kpiOverviewSchema>;

/**
 * Years a day may name: the day after the last one must still be a four-digit year (the
 * database refuses year 10000), and year 0 does not exist in PostgreSQL.
 */
const FIRST_YEAR = 1;
const LAST_YEAR = 9998;

/** yyyy-MM-dd, a real calendar day (not 2025-02-30) between years 1 and 9998 */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, analyticsMessages.invalidDate)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    const year = d.getUTCFullYear();
    return (
      !Number.isNaN(d.getTime()) &&
      d.toISOString().slice(0, 10) === v &&
      year >= FIRST_YEAR &&
      year <= LAST_YEAR
    );
  }, analyticsMessages.invalidDate);

const DAY_MS = 86_400_000;

/** A range's last day: the one asked for, or today (UTC) as the time series defaults to. */
function endOf(q: { end_date?: string | undefined }): number {
  return q.end_date ? Date.parse(q.end_date) : Date.parse(new Date().toISOString().slice(0, 10));
}

/**
 * GET /api/analytics/flowcharts-over-time. Defaults: daily, from 30 days before today to today
 * (UTC). Both ends are included.
 */
export const timeSeriesQuerySchema = z
  .object({
    period: analyticsPeriodSchema.default('daily'),
    start_date: isoDaySchema.optional(),
    end_date: isoDaySchema.optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: analyticsMessages.rangeInverted,
    path: ['start_date'],
  })
  .refine(
    // a start alone runs to today: capped like a range naming both ends
    (q) => !q.start_date || endOf(q) - Date.parse(q.start_date) <= ANALYTICS_MAX_DAYS * DAY_MS,
    { message: analyticsMessages.rangeTooLong, path: ['start_date'] },
  );
export type TimeSeriesQuery = z.input<typeof timeSeriesQuerySchema>;

/**
 * One bucket: `date` is its first day (yyyy-MM-dd): the day, the Monday of an ISO week, or the
 * 1st of a month. Every bucket of the range is present, with 0 when nothing was created.
 */
export const timeSeriesPointSchema = z.object({ date: z.string(), count: z.number().int() });
export type TimeSeriesPoint = z.infer<typeof timeSeriesPointSchema>;
export const timeSeriesSchema = z.array(timeSeriesPointSchema);

/** Subscription distribution, language usage, user geography: labels capitalised for display. */
export const labelValueSchema = z.object({ label: z.string(), value: z.number().int() });
export type LabelValue = z.infer<typeof labelValueSchema>;
export const labelValueListSchema = z.array(labelValueSchema);

/** The label of users whose country is not known (no trusted proxy header). */
export const UNKNOWN_COUNTRY_LABEL = 'Unknown';
