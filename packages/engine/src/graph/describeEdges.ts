import type { FlowGraph } from './types';

/**
 * The edges of one chart as readable strings, `from --kind--> to` (with `kind:label` when the
 * edge is labelled), where nodes are named by their label. Golden tests assert on these instead
 * of generated ids. `chart` is a chart name or id; the module chart when omitted.
 */
export function describeEdges(graph: FlowGraph, chart?: string): string[] {
  const c =
    chart === undefined
      ? graph.charts[0]
      : (graph.charts.find((x) => x.name === chart) ?? graph.charts.find((x) => x.id === chart));
  if (!c) throw new Error(`no chart ${chart ?? ''}`);
  const label = new Map<string, string>();
  for (const n of graph.nodes) if (n.chart === c.id) label.set(n.id, n.label);
  return graph.edges
    .filter((e) => label.has(e.from))
    .map((e) => {
      const kind = e.label !== undefined ? `${e.kind}:${e.label}` : e.kind;
      return `${label.get(e.from) ?? e.from} --${kind}--> ${label.get(e.to) ?? e.to}`;
    });
}
