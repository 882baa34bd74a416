import {
  isLanguageTag,
  languageRecord,
  subscriptionTiers,
  TIER_NAMES,
  UNKNOWN_COUNTRY_LABEL,
  type AnalyticsPeriod,
  type KpiOverview,
  type LabelValue,
  type SubscriptionTier,
  type TimeSeriesPoint,
} from '@codeflow/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { asNumber, sqlRows } from '../../db/sqlRows';
import { bucketsOf, isoDay } from './buckets';

const DAY_MS = 86_400_000;

/**
 * GET /api/analytics/kpi-overview, one statement. Active users are distinct users with a
 * session seen in the last 24 hours (daily) or 30 days (monthly); time spent sums every
 * session from its start to its end (or its last activity while open).
 */
export async function kpiOverview(db: Db, now = new Date()): Promise<KpiOverview> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  const result = await db.execute(sql`
    select
      (select count(*) from users) as total_users,
      (select coalesce(sum(count), 0) from flowchart_language_counts) as total_flowcharts,
      (select count(distinct user_id) from sessions where last_seen_at >= ${dayAgo}) as dau,
      (select count(distinct user_id) from sessions where last_seen_at >= ${monthAgo}) as mau,
      (select coalesce(sum(time_spent_seconds), 0) from admin_user_stats) as seconds`);
  const row = sqlRows<Record<string, unknown>>(result)[0] ?? {};
  return {
    total_users: asNumber(row.total_users),
    total_flowcharts: asNumber(row.total_flowcharts),
    daily_active_users: asNumber(row.dau),
    monthly_active_users: asNumber(row.mau),
    total_time_spent_hours: Math.round((Math.max(0, asNumber(row.seconds)) / 3600) * 10) / 10,
  };
}

const TRUNC: Record<AnalyticsPeriod, string> = { daily: 'day', weekly: 'week', monthly: 'month' };

/**
 * GET /api/analytics/flowcharts-over-time: flowcharts created (saved; a later delete does not
 * take it back) per UTC day, ISO week
 * (from Monday) or month, every bucket of the range present with 0 when none.
 */
export async function flowchartsOverTime(
  db: Db,
  query: {
    period: AnalyticsPeriod;
    start_date?: string | undefined;
    end_date?: string | undefined;
  },
  now = new Date(),
): Promise<TimeSeriesPoint[]> {
  // the query schema refused an inverted or too long range
  const range = bucketsOf(query.period, query.start_date, query.end_date, now);
  const unit = sql.raw(`'${TRUNC[query.period]}'`);
  const result = await db.execute(sql`
    select to_char(date_trunc(${unit}, day::timestamp), 'YYYY-MM-DD') as bucket, sum(created) as n
    from flowchart_daily_counts
    where day >= ${isoDay(range.from)}::date and day < ${isoDay(range.until)}::date
    group by 1`);
  const counts = new Map<string, number>();
  for (const row of sqlRows<{ bucket: string; n: unknown }>(result)) {
    counts.set(row.bucket, asNumber(row.n));
  }
  return range.buckets.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

const byValue = (a: LabelValue, b: LabelValue) =>
  b.value - a.value || a.label.localeCompare(b.label);

/**
 * GET /api/analytics/subscriptions-distribution: users per tier they are served with now (a paid
 * tier past its expiry counts as Free), every tier listed.
 */
export async function subscriptionsDistribution(db: Db, now = new Date()): Promise<LabelValue[]> {
  const result = await db.execute(sql`
    select case
        when subscription_tier in ('pro', 'premium', 'organization')
          and subscription_expiry_date is not null and subscription_expiry_date <= ${now}
        then 'free' else subscription_tier end as tier,
      count(*) as n
    from users group by 1`);
  const counts = new Map<string, number>();
  for (const row of sqlRows<{ tier: string; n: unknown }>(result)) {
    counts.set(row.tier, asNumber(row.n));
  }
  return subscriptionTiers.map((tier: SubscriptionTier) => ({
    label: TIER_NAMES[tier],
    value: counts.get(tier) ?? 0,
  }));
}

function languageLabel(tag: string): string {
  if (isLanguageTag(tag)) return languageRecord(tag).displayName;
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

/** GET /api/analytics/language-usage: saved flowcharts per language, most used first. */
export async function languageUsage(db: Db): Promise<LabelValue[]> {
  const result = await db.execute(
    sql`select language, count as n from flowchart_language_counts where count > 0`,
  );
  return sqlRows<{ language: string; n: unknown }>(result)
    .map((row) => ({ label: languageLabel(row.language), value: asNumber(row.n) }))
    .sort(byValue);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryLabel(code: string | null): string {
  if (!code) return UNKNOWN_COUNTRY_LABEL;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * GET /api/analytics/user-geography: users per country of their latest session that has one.
 * A session's country is recorded only from a trusted proxy's header (auth/requestMeta.ts);
 * users without any are "Unknown". Every user is counted once.
 */
export async function userGeography(db: Db): Promise<LabelValue[]> {
  const result = await db.execute(sql`
    with known as (
      select last_country as country, count(*) as n from admin_user_stats
      where last_country is not null group by last_country
    )
    select country, n from known
    union all
    select null, (select count(*) from users) - (select coalesce(sum(n), 0) from known)`);
  return sqlRows<{ country: string | null; n: unknown }>(result)
    .map((row) => ({ label: countryLabel(row.country), value: asNumber(row.n) }))
    .filter((row) => row.value > 0)
    .sort(byValue);
}
