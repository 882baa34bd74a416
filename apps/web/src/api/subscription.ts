import type { Features } from '@codeflow/contracts';
import { request } from './request';

/** GET /api/subscription/features: what the signed-in user's plan allows. */
export function getSubscriptionFeatures(signal?: AbortSignal) {
  return request<Features>('GET', '/api/subscription/features', { signal });
}
