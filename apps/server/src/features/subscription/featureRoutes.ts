import type { Features } from '@codeflow/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/guard';
import { featuresFor } from './effectiveTier';

/** GET /api/subscription/features: the signed-in user's plan features, for their effective tier. */
export function subscriptionFeatureRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/subscription/features', async (request): Promise<Features> => {
    const user = await requireUser(request);
    return featuresFor(user);
  });
  return Promise.resolve();
}
