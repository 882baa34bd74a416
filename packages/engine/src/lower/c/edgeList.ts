/**
 * Test helper: a chart's edges as readable strings `kind:label -edge-> kind:label`, so golden
 * tests assert the flowchart's shape by what the nodes say, never by generated ids.
 */
import { generateFlowchart } from '../../node';
import type { FlowGraph } from '../../graph/types';

export async function graphOf(code: string, language: string): Promise<FlowGraph> {
  const result = await generateFlowchart({ code, language });
  if (!result.graph) throw new Error(`no graph: ${result.error ?? 'unknown error'}`);
  return result.graph;
}

export function edgesOf(graph: FlowGraph, chartName: string): string[] {
  const chart = graph.charts.find((c) => c.name === chartName);
  if (!chart) {
    throw new Error(`no chart '${chartName}' in ${graph.charts.map((c) => c.name).join(', ')}`);
  }
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const show = (id: string): string => {
    const n = nodes.get(id);
    return n ? `${n.kind}:${n.label}` : id;
  };
  return graph.edges
    .filter((e) => nodes.get(e.from)?.chart === chart.id)
    .map((e) => `${show(e.from)} -${e.kind}-> ${show(e.to)}`);
}

/** Edges of one chart of the code's flowchart. */
export async function edges(code: string, language: string, chartName: string): Promise<string[]> {
  return edgesOf(await graphOf(code, language), chartName);
}
