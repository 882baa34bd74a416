import type { RequestOptions } from './request';
import { request } from './request';

// Local until packages/contracts exports the health schema; keep in step with the server.
export interface HealthResponse {
  status: 'ok';
  database: 'pglite' | 'postgres';
  version: string;
}

export function getHealth(opts?: Pick<RequestOptions, 'signal' | 'timeoutMs' | 'baseUrl'>) {
  return request<HealthResponse>('GET', '/api/health', opts);
}
