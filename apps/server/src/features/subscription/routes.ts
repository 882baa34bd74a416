import { subscriptionEndpoints } from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { requireUser } from '../auth/guard';
import { featuresFor } from '../../plans/effectiveTier';

/** GET /api/subscription/features: the signed-in user's plan features, for their effective tier. */
export default async function subscriptionRoutes(app: AppInstance): Promise<void> {
  route(app, subscriptionEndpoints.features, async (request) =>
    featuresFor(await requireUser(request)),
  );
}
