import type { GenerateRequest, GenerateResponse } from '@codeflow/contracts';
import { request } from './request';

/** Generation is aborted after 10000 ms (docs/product.md#constants-and-limits). */
export const GENERATION_TIMEOUT_MS = 10_000;

/** POST /api/generate-flowchart (docs/product.md#api). Rejects with ApiError. */
export function generateFlowchart(
  body: GenerateRequest,
  signal?: AbortSignal,
): Promise<GenerateResponse> {
  return request<GenerateResponse>('POST', '/api/generate-flowchart', {
    json: body,
    signal,
    timeoutMs: GENERATION_TIMEOUT_MS,
  });
}
