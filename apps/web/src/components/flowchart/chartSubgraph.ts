import type { FlowGraph } from '@codeflow/engine';

/**
 * The part of `graph` that drawing `charts` needs: those charts, their nodes and the edges between
 * them (every edge stays inside one chart), and their foldable blocks. The renderer worker is sent this instead of the whole
 * file's graph: a 20,000-line file's graph is ~3.6 MB, copied on the main thread for every
 * redraw of one chart (decision 045). No chart ids: the whole file is drawn, the whole graph goes.
 */
export function chartSubgraph(graph: FlowGraph, charts: readonly string[]): FlowGraph {
  const keep = new Set(charts);
  if (keep.size === 0 || graph.charts.every((c) => keep.has(c.id))) return graph;
  const nodes = graph.nodes.filter((n) => keep.has(n.chart));
  const ids = new Set(nodes.map((n) => n.id));
  const part: FlowGraph = {
    ...graph,
    charts: graph.charts.filter((c) => keep.has(c.id)),
    nodes,
    edges: graph.edges.filter((e) => ids.has(e.from)),
  };
  // the foldable blocks list every node id of the file: only the drawn charts' go
  if (graph.blocks) part.blocks = graph.blocks.filter((b) => keep.has(b.chart));
  return part;
}
