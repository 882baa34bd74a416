import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Roll-ups for the admin area (docs/decisions/016-admin-audit-and-analytics.md): kept current by
 * statement-level triggers of the migration on flowcharts and sessions, so the user list and
 * analytics read a few thousand small rows instead of aggregating 100,000s on every call. No
 * service writes them.
 */

/** Per user: saved flowcharts now, last sign-in, time signed in, country of the latest session that had one. */
export const adminUserStats = pgTable(
  'admin_user_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    flowchartCount: integer('flowchart_count').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    timeSpentSeconds: doublePrecision('time_spent_seconds').notNull().default(0),
    lastCountry: text('last_country'),
  },
  (t) => [index('admin_user_stats_last_login_idx').on(t.lastLogin)],
);

/** Flowcharts created per UTC day (deleting one later does not lower its day). */
export const flowchartDailyCounts = pgTable('flowchart_daily_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  created: integer('created').notNull().default(0),
});

/** Saved flowcharts per language, now. */
export const flowchartLanguageCounts = pgTable('flowchart_language_counts', {
  language: text('language').primaryKey(),
  count: integer('count').notNull().default(0),
});
