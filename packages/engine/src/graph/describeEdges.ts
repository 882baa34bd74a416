import type { Chart, FlowEdge, FlowGraph, FlowNode } from './types';

/**
 * How an edge string names its nodes and edge.
 * - `labels`: `from --kind--> to` (`kind:label` when the edge is labelled), nodes by label.
 * - `kinds`: `kind:label -kind-> kind:label`, nodes by kind and label, edge by kind only.
 */
export type EdgeNotation = 'labels' | 'kinds';

/** A chart by name, else by id; the module chart when omitted. */
export function findChart(graph: FlowGraph, chart?: string): Chart {
  const c =
    chart === undefined
      ? graph.charts[0]
      : (graph.charts.find((x) => x.name === chart) ?? graph.charts.find((x) => x.id === chart));
  if (!c) {
    throw new Error(
      `no chart ${chart ?? ''}; charts: ${graph.charts.map((x) => x.name).join(', ')}`,
    );
  }
  return c;
}

/** One edge as a string, in the given notation: the only place that writes edge strings. */
export function edgeString(
  edge: FlowEdge,
  from: FlowNode | undefined,
  to: FlowNode | undefined,
  notation: EdgeNotation,
): string {
  if (notation === 'kinds') {
    const show = (n: FlowNode | undefined, id: string): string => (n ? `${n.kind}:${n.label}` : id);
    return `${show(from, edge.from)} -${edge.kind}-> ${show(to, edge.to)}`;
  }
  const kind = edge.label !== undefined ? `${edge.kind}:${edge.label}` : edge.kind;
  return `${from?.label ?? edge.from} --${kind}--> ${to?.label ?? edge.to}`;
}

/**
 * The edges of one chart as readable strings (see EdgeNotation; `labels` unless told), so golden
 * tests assert on what the nodes say instead of generated ids. `chart` is a chart name or id; the
 * module chart when omitted.
 */
export function describeEdges(
  graph: FlowGraph,
  chart?: string,
  notation: EdgeNotation = 'labels',
): string[] {
  const c = findChart(graph, chart);
  const nodes = new Map<string, FlowNode>();
  for (const n of graph.nodes) nodes.set(n.id, n);
  return graph.edges
    .filter((e) => nodes.get(e.from)?.chart === c.id)
    .map((e) => edgeString(e, nodes.get(e.from), nodes.get(e.to), notation));
}
