/**
 * FlowGraph -> laid-out Scene -> SVG: the renderer's entry points. Pure and DOM-free: it runs in
 * Node (CLI, server) and in a Web Worker (the editor); Graphviz is loaded on the first call.
 */
import type { FlowGraph } from '../graph/types';
import { planDot, type DotOptions } from './emitDot';
import { layoutDot } from './graphviz';
import { buildScene, type Scene } from './scene';
import { writeSvg, type SvgOptions } from './writeSvg';

export type RenderOptions = DotOptions & SvgOptions;

/** Lays out the charts of `graph` (all, or `options.chart`). */
export async function layoutFlowGraph(graph: FlowGraph, options: DotOptions = {}): Promise<Scene> {
  const plan = planDot(graph, options);
  return buildScene(plan, await layoutDot(plan.dot));
}

/** Lays out and draws the charts of `graph` as one SVG document. */
export async function renderSvg(graph: FlowGraph, options: RenderOptions = {}): Promise<string> {
  return writeSvg(await layoutFlowGraph(graph, options), options);
}
