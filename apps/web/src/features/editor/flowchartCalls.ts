import type {
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
