/**
 * Test helper: a FlowGraph's charts as readable edge strings, so golden tests name nodes by kind
 * and label (`loop:while (x > 0) -back-> ...`), never by generated ids.
 */
import type { FlowGraph, FlowNode } from '../../graph/types';

export type ChartView = {
  names: string[];
  /** `kind:label -edgeKind-> kind:label` for every edge of the chart named `name` */
  edges: (name: string) => string[];
  /** `kind:label@line` for every node of the chart named `name` */
  nodes: (name: string) => string[];
  kindOf: (name: string) => string | undefined;
};

function show(node: FlowNode | undefined): string {
  return node ? `${node.kind}:${node.label}` : '?';
}

export function chartEdges(graph: FlowGraph): ChartView {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const chartId = (name: string): string => {
    const chart = graph.charts.find((c) => c.name === name);
    if (!chart)
      throw new Error(`no chart ${name}; charts: ${graph.charts.map((c) => c.name).join(', ')}`);
    return chart.id;
  };
  return {
    names: graph.charts.map((c) => c.name),
    edges: (name) => {
      const id = chartId(name);
      return graph.edges
        .filter((e) => byId.get(e.from)?.chart === id)
        .map((e) => `${show(byId.get(e.from))} -${e.kind}-> ${show(byId.get(e.to))}`);
    },
    nodes: (name) => {
      const id = chartId(name);
      return graph.nodes
        .filter((n) => n.chart === id)
        .map((n) => `${n.kind}:${n.label}${n.range ? `@${n.range.startLine}` : ''}`);
    },
    kindOf: (name) => graph.charts.find((c) => c.name === name)?.kind,
  };
}
