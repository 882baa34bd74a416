import { defineEndpoint } from '../endpoint';
import { publicStatsSchema } from '../publicStats';

export const publicStatsEndpoints = {
  /** Anonymous and cached a minute: the landing page's counters. */
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/public/stats',
    access: 'public',
    responses: { 200: publicStatsSchema },
  }),
};
