import { authEndpoints } from '@codeflow/contracts';
import { call } from './call';

/** GET /api/config: server flags the signed-out UI needs (is Google sign-in on?). */
export function getPublicConfig(signal?: AbortSignal) {
  return call(authEndpoints.publicConfig, { signal, notifyUnauthorized: false });
}
