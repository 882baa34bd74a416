import {
  subscriptionTiers,
  type AdminUserListQuery,
  type AdminUserRow,
  type DashboardStats,
  type SubscriptionTier,
  type UserRole,
} from '@codeflow/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { asNumber, sqlRows } from '../../db/sqlRows';

const DAY_MS = 86_400_000;

/** "3h 12m", "45m", "0m": the admin list's Time Spent. */
export function formatTimeSpent(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

/** Ceil of the remaining days (negative once expired), null without an expiry date. */
export function daysLeft(expiry: Date | null, now: Date): number | null {
  if (!expiry) return null;
  // + 0 turns -0 into 0
  return Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS) + 0;
}

/**
 * One user as the row query sends it: a JSON array in this order (see listUserRows). Timestamps
 * come as whole epoch milliseconds (what a driver's Date would hold), null when absent.
 */
type RowTuple = [
  id: string,
  email: string,
  fullName: string,
  role: UserRole,
  tier: SubscriptionTier,
  expiryMs: number | null,
  isVerified: boolean,
  disabled: boolean,
  createdMs: number,
  flowchartCount: number | string,
  lastLoginMs: number | null,
  timeSpent: number | string,
];

const isoOrNull = (ms: number | null): string | null =>
  ms === null ? null : new Date(ms).toISOString();

function rowDto(row: RowTuple, now: Date): AdminUserRow {
  const [id, email, fullName, role, tier, expiryMs, isVerified, disabled, createdMs] = row;
  const expiry = expiryMs === null ? null : new Date(expiryMs);
  const seconds = Math.max(0, Math.round(asNumber(row[11])));
  return {
    id,
    email,
    full_name: fullName,
    role,
    subscription_tier: tier,
    subscription_expiry_date: expiry?.toISOString() ?? null,
    days_left: daysLeft(expiry, now),
    flowchart_count: asNumber(row[9]),
    last_login: isoOrNull(row[10]),
    total_time_spent_formatted: formatTimeSpent(seconds),
    total_time_spent_seconds: seconds,
    is_verified: isVerified,
    disabled,
    created_at: new Date(createdMs).toISOString(),
  };
}

export type UserFilters = Pick<AdminUserListQuery, 'search' | 'role' | 'tier' | 'status'> & {
  ids?: readonly string[] | undefined;
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` can be a users.id (a uuid): anything else names no user. */
export function isUserId(id: string): boolean {
  return UUID.test(id);
}

function whereOf(filters: UserFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    parts.push(sql`(u.email ilike ${pattern} or u.full_name ilike ${pattern})`);
  }
  if (filters.role) parts.push(sql`u.role = ${filters.role}`);
  if (filters.tier) parts.push(sql`u.subscription_tier = ${filters.tier}`);
  if (filters.status) parts.push(sql`u.disabled = ${filters.status === 'disabled'}`);
  if (filters.ids) {
    const ids = filters.ids.filter(isUserId);
    parts.push(
      ids.length > 0
        ? sql`u.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  return sql.join(parts, sql` and `);
}

// per-user figures from the roll-up (admin_user_stats, kept by the migration's triggers)
const flowchartCount = sql`coalesce(st.flowchart_count, 0)`;
const lastLogin = sql`st.last_login`;
const timeSpent = sql`coalesce(st.time_spent_seconds, 0)`;

export type UserSort = NonNullable<AdminUserListQuery['sort']>;

function orderOf(sort: UserSort, order: 'asc' | 'desc'): SQL {
  const dir = order === 'asc' ? sql`asc` : sql`desc`;
  const nulls = order === 'asc' ? sql`nulls first` : sql`nulls last`;
  const key: Record<UserSort, SQL> = {
    created_at: sql`u.created_at`,
    email: sql`u.email`,
    full_name: sql`lower(u.full_name)`,
    last_login: lastLogin,
    flowchart_count: flowchartCount,
    days_left: sql`u.subscription_expiry_date`,
  };
  // the id breaks ties, so pages never overlap
  return sql`${key[sort]} ${dir} ${nulls}, u.id ${dir}`;
}

export type UserListOptions = UserFilters & {
  sort: UserSort;
  order: 'asc' | 'desc';
  limit?: number | undefined;
  offset?: number | undefined;
};

// a timestamptz as whole epoch milliseconds, cut (not rounded) like a driver's Date
const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * The admin user rows matching `options`, in its order (every row without a limit).
 *
 * Why one aggregated text instead of one result row per user: the unpaged list and the CSV
 * export read every user (10,000 in bench/admin), and decoding that many result rows column by
 * column in the driver cost most of the call (on PGlite ~150 ms of ~190 ms, on PostgreSQL about
 * half). PostgreSQL builds each row as a JSON array (it escapes the texts) and joins them into a
 * single text, which one JSON.parse reads back: 3-4 times faster on PGlite. `n` keeps the order
 * through the aggregate.
 */
export async function listUserRows(
  db: Db,
  options: UserListOptions,
  now = new Date(),
): Promise<AdminUserRow[]> {
  const limit = options.limit === undefined ? sql`` : sql`limit ${options.limit}`;
  const offset = options.offset ? sql`offset ${options.offset}` : sql``;
  const order = orderOf(options.sort, options.order);
  const result = await db.execute(sql`
    select coalesce(string_agg(x.j, ',' order by x.n), '') as j from (
      select json_build_array(u.id, u.email, u.full_name, u.role, u.subscription_tier,
          ${epochMs(sql`u.subscription_expiry_date`)}, u.is_verified, u.disabled,
          ${epochMs(sql`u.created_at`)}, ${flowchartCount}, ${epochMs(lastLogin)}, ${timeSpent}
        )::text as j,
        row_number() over (order by ${order}) as n
      from users u left join admin_user_stats st on st.user_id = u.id
      where ${whereOf(options)}
      order by ${order}
      ${limit} ${offset}
    ) x`);
  const text = sqlRows<{ j: string | null }>(result)[0]?.j ?? '';
  const tuples = JSON.parse(`[${text}]`) as RowTuple[];
  return tuples.map((row) => rowDto(row, now));
}

/** How many users match `filters` (all pages). */
export async function countUsers(db: Db, filters: UserFilters): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from users u where ${whereOf(filters)}`);
  return asNumber(sqlRows<{ n: unknown }>(result)[0]?.n);
}

/** One user's admin row, or undefined. */
export async function findUserRow(db: Db, id: string): Promise<AdminUserRow | undefined> {
  if (!isUserId(id)) return undefined;
  const [row] = await listUserRows(db, { ids: [id], sort: 'created_at', order: 'desc' });
  return row;
}

/** GET /api/admin/dashboard-stats, in one statement. */
export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const result = await db.execute(sql`
    select
      (select count(*) from users) as total_users,
      (select coalesce(sum(count), 0) from flowchart_language_counts) as total_flowcharts,
      (select count(*) from users where not disabled) as active_users,
      (select coalesce(json_object_agg(t.tier, t.n), '{}'::json) from
        (select subscription_tier as tier, count(*) as n from users group by subscription_tier) t
      ) as breakdown`);
  const row = sqlRows<{
    total_users: unknown;
    total_flowcharts: unknown;
    active_users: unknown;
    breakdown: unknown;
  }>(result)[0];
  const raw = (typeof row?.breakdown === 'string' ? JSON.parse(row.breakdown) : row?.breakdown) as
    Record<string, unknown> | undefined;
  const breakdown = Object.fromEntries(
    subscriptionTiers.map((tier) => [tier, asNumber(raw?.[tier])]),
  ) as Record<SubscriptionTier, number>;
  return {
    total_users: asNumber(row?.total_users),
    total_flowcharts: asNumber(row?.total_flowcharts),
    active_users: asNumber(row?.active_users),
    subscription_breakdown: breakdown,
  };
}
