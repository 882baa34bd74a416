import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per sign-in (password or Google). An access token names its session (`sid`), so ending
 * the session revokes that token; last_seen_at feeds "time spent" in the admin area.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip'),
    /** ISO 3166 alpha-2, only from a trusted proxy header (CF-IPCountry, X-Country-Code) */
    country: text('country'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_started_idx').on(t.userId, t.startedAt),
    // analytics: users active in the last day / 30 days
    index('sessions_last_seen_idx').on(t.lastSeenAt),
  ],
);

/**
 * Email-verification and password-reset tokens. Only the SHA-256 of the token is stored; a row
 * is deleted when used (single use) and when a newer token of the same kind is issued.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify_email', 'reset_password'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A verification link from a sign-up carries that sign-up's password hash and name: using
     * the link sets them (decision 004, account pre-hijacking). Null for other links.
     */
    pendingPasswordHash: text('pending_password_hash'),
    pendingFullName: text('pending_full_name'),
  },
  (t) => [index('one_time_tokens_user_kind_idx').on(t.userId, t.kind)],
);

/**
 * Fixed-window counters for rate limits, shared by every server instance: one row per key and
 * window, incremented with an atomic upsert.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limits_expires_idx').on(t.expiresAt),
  ],
);
