import type { FlowGraph } from '@codeflow/engine';
import type { Scene } from '@codeflow/engine/render';

/** Main thread -> renderer worker: lay out and draw `graph` (one chart, or all when `chart` is unset). */
export type RenderRequest = { id: number; graph: FlowGraph; chart?: string };

/** The finished SVG and the scene it was drawn from (the PDF export draws the same scene). */
export type RenderAnswer = { svg: string; scene: Scene; ms: number };

export type RenderResponse =
  ({ id: number; ok: true } & RenderAnswer) | { id: number; ok: false; error: string };
