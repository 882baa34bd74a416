/**
 * Golden-test helpers: a chart's edges as readable strings, written by `describeEdges` (the one
 * edge formatter), so tests assert a flowchart's shape by what its nodes say, never by generated
 * ids. The C, C++, Java and JavaScript tests use the `kinds` notation (`kind:label -kind->
 * kind:label`); build, compact and Python tests call `describeEdges` with `labels`.
 */
import { describeEdges, findChart } from '../graph/describeEdges';
import type { FlowGraph } from '../graph/types';
import { generateFlowchart } from '../node';

export async function graphOf(code: string, language: string): Promise<FlowGraph> {
  const result = await generateFlowchart({ code, language });
  if (!result.graph) throw new Error(`no graph: ${result.error ?? 'unknown error'}`);
  return result.graph;
}

/** Edges of one chart of the code's flowchart, in the `kinds` notation. */
export async function edges(code: string, language: string, chartName: string): Promise<string[]> {
  return describeEdges(await graphOf(code, language), chartName, 'kinds');
}

export type ChartView = {
  names: string[];
  /** `kind:label -edgeKind-> kind:label` for every edge of the chart named `name` */
  edges: (name: string) => string[];
  /** `kind:label@line` for every node of the chart named `name` */
  nodes: (name: string) => string[];
  kindOf: (name: string) => string | undefined;
};

export function chartEdges(graph: FlowGraph): ChartView {
  return {
    names: graph.charts.map((c) => c.name),
    edges: (name) => describeEdges(graph, name, 'kinds'),
    nodes: (name) => {
      const id = findChart(graph, name).id;
      return graph.nodes
        .filter((n) => n.chart === id)
        .map((n) => `${n.kind}:${n.label}${n.range ? `@${n.range.startLine}` : ''}`);
    },
    kindOf: (name) => graph.charts.find((c) => c.name === name)?.kind,
  };
}
