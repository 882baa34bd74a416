import { healthEndpoints, type Health } from '@codeflow/contracts';
import { call } from './call';
import type { RequestOptions } from './request';

export type HealthResponse = Health;

export function getHealth(
  opts?: Pick<RequestOptions, 'signal' | 'timeoutMs' | 'baseUrl'>,
): Promise<HealthResponse> {
  return call(healthEndpoints.health, { ...opts });
}
