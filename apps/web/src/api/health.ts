import type { Health } from '@codeflow/contracts';
import type { RequestOptions } from './request';
import { request } from './request';

export type HealthResponse = Health;

export function getHealth(opts?: Pick<RequestOptions, 'signal' | 'timeoutMs' | 'baseUrl'>) {
  return request<HealthResponse>('GET', '/api/health', opts);
}
