/**
 * Diff of two FlowGraphs of one file (either may be null: the file was added or deleted): charts
 * matched (matchCharts.ts), each matched pair diffed node by node (diffChart.ts).
 */
import type { Chart, FlowEdge, FlowGraph, FlowNode } from '../graph/types';
import { diffChart, type ChartSide } from './diffChart';
import { matchCharts } from './matchCharts';
import type { ChartDiff, DiffStatus, EdgeCounts, GraphDiff, NodeCounts } from './types';

function sides(graph: FlowGraph | null): Map<string, ChartSide> {
  const out = new Map<string, ChartSide>();
  if (!graph) return out;
  const nodes = new Map<string, FlowNode[]>();
  const edges = new Map<string, FlowEdge[]>();
  const chartOf = new Map<string, string>();
  for (const n of graph.nodes) {
    chartOf.set(n.id, n.chart);
    const list = nodes.get(n.chart);
    if (list) list.push(n);
    else nodes.set(n.chart, [n]);
  }
  for (const e of graph.edges) {
    const chart = chartOf.get(e.from);
    if (chart === undefined || chartOf.get(e.to) !== chart) continue;
    const list = edges.get(chart);
    if (list) list.push(e);
    else edges.set(chart, [e]);
  }
  for (const c of graph.charts)
    out.set(c.id, { chart: c, nodes: nodes.get(c.id) ?? [], edges: edges.get(c.id) ?? [] });
  return out;
}

/** The node of its parent chart that declares each chart: the first one on its first line. */
function declaringNodes(graph: FlowGraph | null, all: Map<string, ChartSide>): Map<Chart, string> {
  const out = new Map<Chart, string>();
  for (const c of graph?.charts ?? []) {
    if (c.parent === undefined) continue;
    const decl = all
      .get(c.parent)
      ?.nodes.find((n) => n.range?.startLine === c.range.startLine && n.id !== c.start);
    if (decl) out.set(c, decl.id);
  }
  return out;
}

export function diffGraphs(oldGraph: FlowGraph | null, newGraph: FlowGraph | null): GraphDiff {
  const before = sides(oldGraph);
  const after = sides(newGraph);
  const oldCharts = oldGraph?.charts ?? [];
  const newCharts = newGraph?.charts ?? [];
  const nodesOf = (m: Map<string, ChartSide>): Map<string, readonly FlowNode[]> =>
    new Map([...m].map(([id, s]) => [id, s.nodes]));
  const matched = matchCharts(oldCharts, newCharts, nodesOf(before), nodesOf(after));
  const oldOf = new Map<Chart, Chart>([...matched].map(([o, n]) => [n, o]));
  const oldDeclarations = new Map<string, string | null>();
  for (const [c, id] of declaringNodes(oldGraph, before))
    oldDeclarations.set(id, matched.get(c)?.id ?? null);
  const newDeclarations = new Map<string, string | null>();
  for (const [c, id] of declaringNodes(newGraph, after))
    newDeclarations.set(id, oldOf.has(c) ? c.id : null);

  // removed charts go right after the chart that preceded them in the old version
  const removedAfter = new Map<Chart | undefined, Chart[]>();
  let prev: Chart | undefined;
  for (const o of oldCharts) {
    const twin = matched.get(o);
    if (twin) prev = twin;
    else {
      const list = removedAfter.get(prev);
      if (list) list.push(o);
      else removedAfter.set(prev, [o]);
    }
  }
  const charts: ChartDiff[] = [];
  const pushRemoved = (at: Chart | undefined): void => {
    for (const o of removedAfter.get(at) ?? []) charts.push(diffChart(before.get(o.id), undefined));
  };
  pushRemoved(undefined);
  for (const n of newCharts) {
    const o = oldOf.get(n);
    charts.push(
      diffChart(
        o ? before.get(o.id) : undefined,
        after.get(n.id),
        oldDeclarations,
        newDeclarations,
      ),
    );
    pushRemoved(n);
  }

  const nodes: NodeCounts = { added: 0, removed: 0, changed: 0 };
  const edges: EdgeCounts = { added: 0, removed: 0 };
  for (const c of charts) {
    nodes.added += c.nodes.added;
    nodes.removed += c.nodes.removed;
    nodes.changed += c.nodes.changed;
    edges.added += c.edges.added;
    edges.removed += c.edges.removed;
  }
  const status: DiffStatus = !oldGraph
    ? newGraph
      ? 'added'
      : 'unchanged'
    : !newGraph
      ? 'removed'
      : charts.every((c) => c.status === 'unchanged')
        ? 'unchanged'
        : 'changed';
  return { status, old: oldGraph, new: newGraph, charts, nodes, edges };
}
