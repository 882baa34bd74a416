import { ANALYTICS_DEFAULT_DAYS, type AnalyticsPeriod } from '@codeflow/contracts';

const DAY_MS = 86_400_000;

/** yyyy-MM-dd of a UTC date */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function utcDay(text: string): Date {
  return new Date(`${text}T00:00:00Z`);
}

/** The first day of the bucket holding `day` (UTC midnight): itself, its ISO week's Monday, its month's 1st. */
export function bucketStart(day: Date, period: AnalyticsPeriod): Date {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  if (period === 'weekly') return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS);
  if (period === 'monthly') return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  return d;
}

function nextBucket(start: Date, period: AnalyticsPeriod): Date {
  if (period === 'monthly') {
    return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  }
  return new Date(start.getTime() + (period === 'weekly' ? 7 : 1) * DAY_MS);
}

export type Range = {
  /** first instant counted (the first bucket's start) */
  from: Date;
  /** first instant not counted (the day after end_date) */
  until: Date;
  /** every bucket's first day, yyyy-MM-dd, in order */
  buckets: string[];
};

/**
 * The buckets of a time series: from the bucket holding `start` to the one holding `end`, all
 * of them. Defaults: 30 days before today to today (UTC). Counting covers whole buckets, so the
 * first week or month is not cut short by a start date in its middle.
 */
export function bucketsOf(
  period: AnalyticsPeriod,
  start: string | undefined,
  end: string | undefined,
  now: Date,
): Range {
  const endDay = end ? utcDay(end) : utcDay(isoDay(now));
  const startDay = start
    ? utcDay(start)
    : new Date(endDay.getTime() - ANALYTICS_DEFAULT_DAYS * DAY_MS);
  const from = bucketStart(startDay, period);
  const lastStart = bucketStart(endDay, period);
  const buckets: string[] = [];
  for (let b = from; b.getTime() <= lastStart.getTime(); b = nextBucket(b, period)) {
    buckets.push(isoDay(b));
  }
  return { from, until: nextBucket(lastStart, period), buckets };
}
