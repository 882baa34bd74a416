import { shareUrl, type ShareLink } from '@codeflow/contracts';
import { request } from '../../api/request';

/** POST /api/flowcharts/{id}/share: the active link, or a new one. */
export function createShareLink(flowchartId: string): Promise<ShareLink> {
  return request<ShareLink>('POST', `/api/flowcharts/${encodeURIComponent(flowchartId)}/share`);
}

/** DELETE /api/flowcharts/{id}/share: the link stops working at once. */
export async function revokeShareLink(flowchartId: string): Promise<void> {
  await request<undefined>('DELETE', `/api/flowcharts/${encodeURIComponent(flowchartId)}/share`);
}

/** The full address a person can paste anywhere: `${origin}/editor?shareId=…`. */
export function fullShareUrl(origin: string, shareId: string): string {
  return origin.replace(/\/+$/, '') + shareUrl(shareId);
}
