import type { GenerateRequest, GenerateResponse } from '@codeflow/contracts';
import { request } from '../../api/request';

/** SPEC.md §9: generation is aborted after 10000 ms. */
export const GENERATION_TIMEOUT_MS = 10_000;

/** POST /api/generate-flowchart (SPEC.md §7). Rejects with ApiError. */
export function generateOnServer(
  body: GenerateRequest,
  signal?: AbortSignal,
): Promise<GenerateResponse> {
  return request<GenerateResponse>('POST', '/api/generate-flowchart', {
    json: body,
    signal,
    timeoutMs: GENERATION_TIMEOUT_MS,
  });
}
