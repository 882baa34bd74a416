import type { FlowGraph } from '@codeflow/engine';
import type { Size } from './minimap';
import type { ChartBlock } from './stackCharts';

/**
 * Main thread -> renderer worker: lay out and draw these charts of `graph` (ids, in the order to
 * stack them), or the whole file in one layout when `charts` is empty; with `grid` (the viewport's
 * size in CSS px), in rows chosen to fit it (the overview, overviewGrid.ts) instead of one column.
 */
export type RenderRequest = { id: number; graph: FlowGraph; charts: string[]; grid?: Size };

/** The finished SVG (one document) and where each chart sits in it. */
export type RenderAnswer = {
  svg: string;
  width: number;
  height: number;
  blocks: ChartBlock[];
  ms: number;
};

export type RenderResponse =
  ({ id: number; ok: true } & RenderAnswer) | { id: number; ok: false; error: string };
