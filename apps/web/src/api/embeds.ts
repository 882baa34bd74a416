import { embedEndpoints, type EmbedLink } from '@codeflow/contracts';
import { call } from './call';

/** POST /api/flowcharts/{id}/embed: turns the public picture on (or answers the one that is on). */
export function enableEmbed(flowchartId: string): Promise<EmbedLink> {
  return call(embedEndpoints.enable, { params: { id: flowchartId } });
}

/** DELETE /api/flowcharts/{id}/embed: the picture's URL answers 404 from now on. */
export async function disableEmbed(flowchartId: string): Promise<void> {
  await call(embedEndpoints.disable, { params: { id: flowchartId } });
}
