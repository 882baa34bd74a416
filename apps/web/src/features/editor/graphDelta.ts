import type { FlowEdge, FlowGraph, FlowNode } from '@codeflow/engine';

/**
 * A FlowGraph sent from the engine worker as what changed since the previous one sent: the nodes
 * and edges both graphs begin with are kept from the copy the main thread already holds, only the
 * rest is copied. Structured cloning a 20,000-line file's graph (~21,000 nodes) cost the main
 * thread ~190 ms a keystroke, a long task; a keystroke near the end of the file now sends a few
 * nodes (decision 045). The worker and the client each keep the last graph, numbered.
 */
export type GraphDelta = {
  delta: true;
  /** the number of the graph this one builds on */
  base: number;
  version: number;
  graph: Omit<FlowGraph, 'nodes' | 'edges'>;
  keepNodes: number;
  nodes: FlowNode[];
  keepEdges: number;
  edges: FlowEdge[];
};

export type SentGraph = { version: number; graph: FlowGraph };

const sameRange = (a: FlowNode['range'], b: FlowNode['range']): boolean =>
  a === b ||
  (a !== undefined && b !== undefined && a.startLine === b.startLine && a.endLine === b.endLine);

function sameNode(a: FlowNode, b: FlowNode): boolean {
  return (
    a.id === b.id &&
    a.chart === b.chart &&
    a.kind === b.kind &&
    a.label === b.label &&
    a.unreachable === b.unreachable &&
    sameRange(a.range, b.range) &&
    Object.keys(a).length === Object.keys(b).length
  );
}

function sameEdge(a: FlowEdge, b: FlowEdge): boolean {
  return (
    a.from === b.from &&
    a.to === b.to &&
    a.kind === b.kind &&
    a.label === b.label &&
    a.inTryRegion === b.inTryRegion &&
    Object.keys(a).length === Object.keys(b).length
  );
}

function commonPrefix<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && same(a[i]!, b[i]!)) i++;
  return i;
}

/** What to send for `graph` when the other side holds `previous` (null: nothing yet). */
export function encodeGraph(
  previous: SentGraph | null,
  graph: FlowGraph,
  version: number,
): GraphDelta | FlowGraph {
  if (!previous || previous.graph.language !== graph.language) return graph;
  const { nodes, edges, ...rest } = graph;
  const keepNodes = commonPrefix(previous.graph.nodes, nodes, sameNode);
  const keepEdges = commonPrefix(previous.graph.edges, edges, sameEdge);
  if (keepNodes === 0 && keepEdges === 0) return graph;
  return {
    delta: true,
    base: previous.version,
    version,
    graph: rest,
    keepNodes,
    nodes: nodes.slice(keepNodes),
    keepEdges,
    edges: edges.slice(keepEdges),
  };
}

export function isGraphDelta(value: unknown): value is GraphDelta {
  return typeof value === 'object' && value !== null && (value as GraphDelta).delta === true;
}

/** The graph `sent` stands for, given the last graph received (`held`). */
export function decodeGraph(held: SentGraph | null, sent: GraphDelta): FlowGraph {
  if (!held || held.version !== sent.base) {
    throw new Error(
      `graph ${sent.version} builds on ${sent.base}, but ${held?.version ?? 'none'} is held`,
    );
  }
  return {
    ...sent.graph,
    nodes: held.graph.nodes.slice(0, sent.keepNodes).concat(sent.nodes),
    edges: held.graph.edges.slice(0, sent.keepEdges).concat(sent.edges),
  };
}
