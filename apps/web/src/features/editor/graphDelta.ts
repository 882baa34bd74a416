import type { Chart, FlowBlock, FlowEdge, FlowGraph, FlowNode } from '@codeflow/engine';

/**
 * A FlowGraph sent from the engine worker as what changed since the previous one sent: the nodes,
 * edges, charts and foldable blocks both graphs begin and end with are kept from the copy the
 * main thread already holds, only the middle is copied. Structured cloning a 20,000-line file's
 * graph (~21,000 nodes, ~1,000 charts, blocks listing every node id) cost the main thread
 * ~190 ms a keystroke, a long task; a keystroke inside one function now sends that function's
 * part (decision 045): the parts before it are the same, and those after it too as long as the
 * keystroke added no node (a node more renumbers every later id). The worker and the client
 * each keep the last graph, numbered.
 */
export type GraphDelta = {
  delta: true;
  /** the number of the graph this one builds on */
  base: number;
  version: number;
  graph: Omit<FlowGraph, 'nodes' | 'edges' | 'charts' | 'blocks'>;
  nodes: Splice<FlowNode>;
  edges: Splice<FlowEdge>;
  charts: Splice<Chart>;
  /** absent when the graph has no blocks */
  blocks?: Splice<FlowBlock>;
};

/** A list as the previous one's first `head` items, then `items`, then its last `tail` items. */
export type Splice<T> = { head: number; items: T[]; tail: number };

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

/** Deep equality of plain data (charts, blocks: strings, numbers, arrays, small objects). */
function samePlain(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((k) => samePlain(x[k], y[k]));
}

function splice<T>(
  before: readonly T[],
  after: readonly T[],
  same: (x: T, y: T) => boolean,
): Splice<T> {
  const n = Math.min(before.length, after.length);
  let head = 0;
  while (head < n && same(before[head]!, after[head]!)) head++;
  let tail = 0;
  while (
    tail < n - head &&
    same(before[before.length - 1 - tail]!, after[after.length - 1 - tail]!)
  )
    tail++;
  return { head, items: after.slice(head, after.length - tail), tail };
}

/** What to send for `graph` when the other side holds `previous` (null: nothing yet). */
export function encodeGraph(
  previous: SentGraph | null,
  graph: FlowGraph,
  version: number,
): GraphDelta | FlowGraph {
  if (!previous || previous.graph.language !== graph.language) return graph;
  const { nodes, edges, charts, blocks, ...rest } = graph;
  const delta: GraphDelta = {
    delta: true,
    base: previous.version,
    version,
    graph: rest,
    nodes: splice(previous.graph.nodes, nodes, sameNode),
    edges: splice(previous.graph.edges, edges, sameEdge),
    charts: splice(previous.graph.charts, charts, samePlain),
  };
  if (delta.nodes.head + delta.nodes.tail === 0) return graph;
  if (blocks) delta.blocks = splice(previous.graph.blocks ?? [], blocks, samePlain);
  return delta;
}

export function isGraphDelta(value: unknown): value is GraphDelta {
  return typeof value === 'object' && value !== null && (value as GraphDelta).delta === true;
}

function apply<T>(held: readonly T[], sent: Splice<T>): T[] {
  const out = held.slice(0, sent.head);
  for (const item of sent.items) out.push(item);
  for (let i = held.length - sent.tail; i < held.length; i++) out.push(held[i]!);
  return out;
}

/** The graph `sent` stands for, given the last graph received (`held`). */
export function decodeGraph(held: SentGraph | null, sent: GraphDelta): FlowGraph {
  if (!held || held.version !== sent.base) {
    throw new Error(
      `graph ${sent.version} builds on ${sent.base}, but ${held?.version ?? 'none'} is held`,
    );
  }
  const graph: FlowGraph = {
    ...sent.graph,
    charts: apply(held.graph.charts, sent.charts),
    nodes: apply(held.graph.nodes, sent.nodes),
    edges: apply(held.graph.edges, sent.edges),
  };
  if (sent.blocks) graph.blocks = apply(held.graph.blocks ?? [], sent.blocks);
  return graph;
}
