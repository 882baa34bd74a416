/**
 * "Paths from Start" and "Paths to End" through a node (issue 23 item 2): every node and edge on
 * some way from the chart's Start to the node, or from the node to the chart's End. Loops make
 * the ways infinite, so a node or edge is on a way when it is reachable from the first end and
 * reaches the second.
 */
import type { FlowEdge, FlowGraph } from '../graph/types';

export type PathHighlight = { nodes: Set<string>; edges: Set<string> };

/** How a drawn edge is named in a PathHighlight (the SVG's data-from / data-to). */
export function edgeKey(from: string, to: string): string {
  return `${from}->${to}`;
}

export function pathsFromStart(graph: FlowGraph, nodeId: string): PathHighlight {
  const chart = chartOf(graph, nodeId);
  if (!chart) return empty();
  return between(graph, chart.start, nodeId);
}

export function pathsToEnd(graph: FlowGraph, nodeId: string): PathHighlight {
  const chart = chartOf(graph, nodeId);
  if (!chart) return empty();
  return between(graph, nodeId, chart.end);
}

function empty(): PathHighlight {
  return { nodes: new Set(), edges: new Set() };
}

function chartOf(graph: FlowGraph, nodeId: string) {
  const node = graph.nodes.find((n) => n.id === nodeId);
  return node && graph.charts.find((c) => c.id === node.chart);
}

function between(graph: FlowGraph, from: string, to: string): PathHighlight {
  const forward = reach(
    graph.edges,
    from,
    (e) => e.from,
    (e) => e.to,
  );
  const backward = reach(
    graph.edges,
    to,
    (e) => e.to,
    (e) => e.from,
  );
  const out = empty();
  if (!forward.has(to)) return out;
  for (const id of forward) if (backward.has(id)) out.nodes.add(id);
  for (const e of graph.edges) {
    // the region's edges are not drawn: the `try` node's one edge stands for them
    if (e.inTryRegion) continue;
    if (forward.has(e.from) && backward.has(e.to)) out.edges.add(edgeKey(e.from, e.to));
  }
  return out;
}

function reach(
  edges: readonly FlowEdge[],
  origin: string,
  tail: (e: FlowEdge) => string,
  head: (e: FlowEdge) => string,
): Set<string> {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    const list = next.get(tail(e)) ?? [];
    list.push(head(e));
    next.set(tail(e), list);
  }
  const seen = new Set([origin]);
  const stack = [origin];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    for (const n of next.get(id) ?? []) {
      if (seen.has(n)) continue;
      seen.add(n);
      stack.push(n);
    }
  }
  return seen;
}
