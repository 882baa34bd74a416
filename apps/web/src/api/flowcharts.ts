import {
  endpointPath,
  flowchartEndpoints as endpoints,
  type Flowchart,
  type FlowchartCreate,
  type FlowchartListItem,
  type FlowchartUpdate,
} from '@codeflow/contracts';
import { call } from './call';

/** The path of one flowchart, from the endpoint table (the share calls hang below it). */
export function flowchartPath(id: string): string {
  return endpointPath(endpoints.get, { id });
}

/** GET /api/flowcharts/user: the signed-in user's flowcharts (no code, no diagram). */
export function listFlowcharts(signal?: AbortSignal): Promise<FlowchartListItem[]> {
  return call(endpoints.list, { signal });
}

/** GET /api/flowcharts/{id} */
export function getFlowchart(id: string, signal?: AbortSignal): Promise<Flowchart> {
  return call(endpoints.get, { params: { id }, signal });
}

/** POST /api/flowcharts */
export function createFlowchart(body: FlowchartCreate): Promise<Flowchart> {
  return call(endpoints.create, { body });
}

/** PUT /api/flowcharts/{id} */
export function updateFlowchart(id: string, body: FlowchartUpdate): Promise<Flowchart> {
  return call(endpoints.update, { params: { id }, body });
}

/** DELETE /api/flowcharts/{id} (204; the lifetime count is not given back). */
export async function deleteFlowchart(id: string): Promise<void> {
  await call(endpoints.delete, { params: { id } });
}

/**
 * GET /api/flowcharts/{id}/thumbnail: the dashboard card's picture, a PNG the server draws from
 * the saved code (decision 029); null when the code cannot be drawn.
 */
export async function getThumbnail(id: string, signal?: AbortSignal): Promise<Blob | null> {
  const answer = await call(endpoints.thumbnail, { params: { id }, signal });
  return answer ?? null;
}

/** POST /api/flowcharts/{id}/duplicate: a copy, counted against the plan's limit like a new save. */
export function duplicateFlowchart(id: string): Promise<Flowchart> {
  return call(endpoints.duplicate, { params: { id } });
}
