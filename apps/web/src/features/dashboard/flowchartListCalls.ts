import type { FlowchartListItem } from '@codeflow/contracts';
import { request } from '../../api/request';

/** GET /api/flowcharts/user: the signed-in user's flowcharts (no code, no diagram). */
export function listFlowcharts(signal?: AbortSignal): Promise<FlowchartListItem[]> {
  return request<FlowchartListItem[]>('GET', '/api/flowcharts/user', { signal });
}

/** DELETE /api/flowcharts/{id} (204; the lifetime count is not given back). */
export async function deleteFlowchart(id: string): Promise<void> {
  await request<undefined>('DELETE', `/api/flowcharts/${encodeURIComponent(id)}`);
}
