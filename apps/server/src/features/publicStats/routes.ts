import {
  PUBLIC_STATS_MAX_AGE_SECONDS,
  publicStatsEndpoints,
  type PublicStats,
} from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { readPublicStats } from './readPublicStats';

/**
 * GET /api/public/stats: anonymous, and counted at most once a minute per process, so the
 * landing page's visitors never add load to the database beyond one small query a minute.
 */
export default async function publicStatsRoutes(app: AppInstance): Promise<void> {
  const { db } = app;
  const maxAgeMs = PUBLIC_STATS_MAX_AGE_SECONDS * 1000;
  let cached: { at: number; stats: Promise<PublicStats> } | undefined;

  route(app, publicStatsEndpoints.stats, async (_request, reply) => {
    const now = Date.now();
    if (!cached || now - cached.at >= maxAgeMs) {
      const stats = readPublicStats(db);
      cached = { at: now, stats };
      // a failed count is not remembered: the next visitor asks again
      stats.catch(() => {
        if (cached?.stats === stats) cached = undefined;
      });
    }
    const stats = await cached.stats;
    // the same figures for everyone: shared caches may keep them as long as we do
    void reply.header('Cache-Control', `public, max-age=${PUBLIC_STATS_MAX_AGE_SECONDS}`);
    return stats;
  });
}
