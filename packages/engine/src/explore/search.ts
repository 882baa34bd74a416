/**
 * Search in a chart (issue 23 item 2): the nodes whose text holds the query, in source order, and
 * which folded blocks hide a node (unfolding them shows the match).
 */
import type { FlowGraph } from '../graph/types';
import { blockIndex } from './blockIndex';

/** Ids of the nodes of `charts` (all when absent) whose label holds `query`, case-insensitive. */
export function searchNodes(graph: FlowGraph, query: string, charts?: readonly string[]): string[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const wanted = charts ? new Set(charts) : null;
  const hits = graph.nodes.filter(
    (n) =>
      (!wanted || wanted.has(n.chart)) &&
      n.kind !== 'start' &&
      n.kind !== 'end' &&
      n.label.toLowerCase().includes(q),
  );
  const lines = new Map(graph.nodes.map((n) => [n.id, n.range?.startLine ?? 0]));
  const line = (id: string) => lines.get(id) ?? 0;
  const order = new Map(graph.nodes.map((n, i) => [n.id, i]));
  return hits
    .map((n) => n.id)
    .sort((a, b) => line(a) - line(b) || (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/** The folded blocks (of `folded`) that hold `nodeId`: unfold them and the node is drawn. */
export function blocksHiding(
  graph: FlowGraph,
  nodeId: string,
  folded: ReadonlySet<string>,
): string[] {
  const index = blockIndex(graph);
  const inner = index.ownerOf(nodeId);
  if (inner === undefined) return [];
  return [inner, ...index.ancestors(inner)].filter((id) => folded.has(id));
}
