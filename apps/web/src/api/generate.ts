import {
  generateEndpoints,
  type GenerateRequest,
  type GenerateResponse,
} from '@codeflow/contracts';
import { call } from './call';

/** Generation is aborted after 10000 ms (docs/product.md#constants-and-limits). */
export const GENERATION_TIMEOUT_MS = 10_000;

/** POST /api/generate-flowchart (docs/product.md#api). Rejects with ApiError. */
export function generateFlowchart(
  body: GenerateRequest,
  signal?: AbortSignal,
): Promise<GenerateResponse> {
  return call(generateEndpoints.generate, { body, signal, timeoutMs: GENERATION_TIMEOUT_MS });
}
