import { defineEndpoint } from '../endpoint';
import { healthSchema } from '../health';

export const healthEndpoints = {
  /** Up, and the database answers (503 otherwise). */
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    responses: { 200: healthSchema },
  }),
};
