import type {
  Features,
  Flowchart,
  FlowchartCreate,
  FlowchartUpdate,
  SharedFlowchart,
} from '@codeflow/contracts';
import { request } from '../../api/request';

/** GET /api/flowcharts/{id} */
export function getFlowchart(id: string, signal?: AbortSignal): Promise<Flowchart> {
  return request<Flowchart>('GET', `/api/flowcharts/${encodeURIComponent(id)}`, { signal });
}

/** POST /api/flowcharts */
export function createFlowchart(body: FlowchartCreate): Promise<Flowchart> {
  return request<Flowchart>('POST', '/api/flowcharts', { json: body });
}

/** PUT /api/flowcharts/{id} */
export function updateFlowchart(id: string, body: FlowchartUpdate): Promise<Flowchart> {
  return request<Flowchart>('PUT', `/api/flowcharts/${encodeURIComponent(id)}`, { json: body });
}

/** GET /api/shared/{shareId} */
export function getSharedFlowchart(
  shareId: string,
  signal?: AbortSignal,
): Promise<SharedFlowchart> {
  return request<SharedFlowchart>('GET', `/api/shared/${encodeURIComponent(shareId)}`, { signal });
}

/**
 * GET /api/subscription/features. The auth feature will provide these app-wide; until it does
 * the editor asks for them itself.
 */
export function getFeatures(signal?: AbortSignal): Promise<Features> {
  return request<Features>('GET', '/api/subscription/features', { signal });
}
