import type {
  Flowchart,
  FlowchartCreate,
  FlowchartListItem,
  FlowchartThumbnail,
  FlowchartUpdate,
} from '@codeflow/contracts';
import { request } from './request';

/** The path of one flowchart; the share calls hang below it. */
export function flowchartPath(id: string): string {
  return `/api/flowcharts/${encodeURIComponent(id)}`;
}

/** GET /api/flowcharts/user: the signed-in user's flowcharts (no code, no diagram). */
export function listFlowcharts(signal?: AbortSignal): Promise<FlowchartListItem[]> {
  return request<FlowchartListItem[]>('GET', '/api/flowcharts/user', { signal });
}

/** GET /api/flowcharts/{id} */
export function getFlowchart(id: string, signal?: AbortSignal): Promise<Flowchart> {
  return request<Flowchart>('GET', flowchartPath(id), { signal });
}

/** POST /api/flowcharts */
export function createFlowchart(body: FlowchartCreate): Promise<Flowchart> {
  return request<Flowchart>('POST', '/api/flowcharts', { json: body });
}

/** PUT /api/flowcharts/{id} */
export function updateFlowchart(id: string, body: FlowchartUpdate): Promise<Flowchart> {
  return request<Flowchart>('PUT', flowchartPath(id), { json: body });
}

/** DELETE /api/flowcharts/{id} (204; the lifetime count is not given back). */
export async function deleteFlowchart(id: string): Promise<void> {
  await request<undefined>('DELETE', flowchartPath(id));
}

/** GET /api/flowcharts/{id}/thumbnail: the SVG saved for the dashboard card ('' when none). */
export async function getThumbnail(id: string, signal?: AbortSignal): Promise<string> {
  const answer = await request<FlowchartThumbnail>('GET', `${flowchartPath(id)}/thumbnail`, {
    signal,
  });
  return answer.svg;
}

/** POST /api/flowcharts/{id}/duplicate: a copy, counted against the plan's limit like a new save. */
export function duplicateFlowchart(id: string): Promise<Flowchart> {
  return request<Flowchart>('POST', `${flowchartPath(id)}/duplicate`);
}
