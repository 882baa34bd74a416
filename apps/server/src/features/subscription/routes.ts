import { featuresSchema, noParamsSchema, noQuerySchema } from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { authenticated, requireUser } from '../auth/guard';
import { featuresFor } from '../../plans/effectiveTier';

/** GET /api/subscription/features: the signed-in user's plan features, for their effective tier. */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions
export default async function subscriptionRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/subscription/features',
    {
      preValidation: authenticated,
      schema: {
        params: noParamsSchema,
        querystring: noQuerySchema,
        response: { 200: featuresSchema },
      },
    },
    async (request) => featuresFor(await requireUser(request)),
  );
}
