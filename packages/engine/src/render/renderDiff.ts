/**
 * The combined drawing of a chart diff (decision 030): both versions in one layout (the union
 * graph, src/diff/unionGraph.ts), added nodes and edges green, removed ones red and ghosted,
 * changed nodes amber, unchanged ones as usual, with a legend above. Same renderer and writers as
 * any chart, so the SVG, PNG and PDF exports keep the colours and the legend.
 */
import type { ChartDiff, GraphDiff } from '../diff/types';
import { unionGraph } from '../diff/unionGraph';
import { planDot } from './emitDot';
import { layoutDot } from './graphviz';
import { buildScene, type Scene } from './scene';
import { DIFF_LEGEND } from './theme';
import { writeSvg, type SvgOptions } from './writeSvg';

export type DiffDrawOptions = {
  /** draw only this chart: its name (new, else old) or its diff; default: every chart */
  chart?: string | ChartDiff;
};

function plan(diff: GraphDiff, options: DiffDrawOptions) {
  const drawing = unionGraph(diff, options.chart);
  return planDot(drawing.graph, { marks: { nodes: drawing.nodes, edges: drawing.edges } });
}

/** The combined drawing as DOT (colours included, so `dot -Tsvg` alone draws it faithfully). */
export function emitDiffDot(diff: GraphDiff, options: DiffDrawOptions = {}): string {
  return plan(diff, options).dot;
}

/** Lays out the combined drawing; the scene carries the diff legend. */
export async function layoutDiff(diff: GraphDiff, options: DiffDrawOptions = {}): Promise<Scene> {
  const planned = plan(diff, options);
  const scene = buildScene(planned, await layoutDot(planned.dot));
  scene.legend = DIFF_LEGEND;
  return scene;
}

/** The combined drawing as one SVG document. */
export async function renderDiffSvg(
  diff: GraphDiff,
  options: DiffDrawOptions & SvgOptions = {},
): Promise<string> {
  return writeSvg(await layoutDiff(diff, options), options);
}
