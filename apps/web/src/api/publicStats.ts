import { publicStatsEndpoints } from '@codeflow/contracts';
import { call } from './call';

/** GET /api/public/stats (anonymous, cached a minute): the landing page's counters. */
export function getPublicStats(signal?: AbortSignal) {
  return call(publicStatsEndpoints.stats, { signal, notifyUnauthorized: false });
}
