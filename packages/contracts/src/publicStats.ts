import { z } from 'zod';

/**
 * GET /api/public/stats: the landing page's counters, only figures the database can back.
 * `flowcharts_created` counts every flowchart ever saved (the plan counter of each account that
 * still exists); `users` the accounts that exist now.
 */
export const publicStatsSchema = z.object({
  users: z.number().int().nonnegative(),
  flowcharts_created: z.number().int().nonnegative(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

/** how long the server (and the browser) reuse one answer */
export const PUBLIC_STATS_MAX_AGE_SECONDS = 60;
