import { subscriptionEndpoints } from '@codeflow/contracts';
import { call } from './call';

/** GET /api/subscription/features: what the signed-in user's plan allows. */
export function getSubscriptionFeatures(signal?: AbortSignal) {
  return call(subscriptionEndpoints.features, { signal });
}
