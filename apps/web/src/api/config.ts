import type { PublicConfig } from '@codeflow/contracts';
import { request } from './request';

/** GET /api/config: server flags the signed-out UI needs (is Google sign-in on?). */
export function getPublicConfig(signal?: AbortSignal) {
  return request<PublicConfig>('GET', '/api/config', { signal, notifyUnauthorized: false });
}
