import type { ShareLink, SharedFlowchart } from '@codeflow/contracts';
import { flowchartPath } from './flowcharts';
import { request } from './request';

/** POST /api/flowcharts/{id}/share: the active link, or a new one. */
export function createShareLink(flowchartId: string): Promise<ShareLink> {
  return request<ShareLink>('POST', `${flowchartPath(flowchartId)}/share`);
}

/** DELETE /api/flowcharts/{id}/share: the link stops working at once. */
export async function revokeShareLink(flowchartId: string): Promise<void> {
  await request<undefined>('DELETE', `${flowchartPath(flowchartId)}/share`);
}

/** GET /api/shared/{shareId}: a flowchart someone shared, read-only. */
export function getSharedFlowchart(
  shareId: string,
  signal?: AbortSignal,
): Promise<SharedFlowchart> {
  return request<SharedFlowchart>('GET', `/api/shared/${encodeURIComponent(shareId)}`, { signal });
}
