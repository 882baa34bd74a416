import type { PublicStats } from '@codeflow/contracts';
import { request } from './request';

/** GET /api/public/stats (anonymous, cached a minute): the landing page's counters. */
export function getPublicStats(signal?: AbortSignal) {
  return request<PublicStats>('GET', '/api/public/stats', { signal, notifyUnauthorized: false });
}
