import { flowchartEndpoints, type ShareLink, type SharedFlowchart } from '@codeflow/contracts';
import { call } from './call';

/** POST /api/flowcharts/{id}/share: the active link, or a new one. */
export function createShareLink(flowchartId: string): Promise<ShareLink> {
  return call(flowchartEndpoints.share, { params: { id: flowchartId } });
}

/** DELETE /api/flowcharts/{id}/share: the link stops working at once. */
export async function revokeShareLink(flowchartId: string): Promise<void> {
  await call(flowchartEndpoints.revokeShare, { params: { id: flowchartId } });
}

/** GET /api/shared/{shareId}: a flowchart someone shared, read-only. */
export function getSharedFlowchart(
  shareId: string,
  signal?: AbortSignal,
): Promise<SharedFlowchart> {
  return call(flowchartEndpoints.shared, { params: { shareId }, signal });
}
