/**
 * The fold transform (decision 044): FlowGraph + the ids of folded blocks -> the FlowGraph to
 * draw, where each folded block is one summary node ("for item in items — 23 steps, 2 exits")
 * that keeps every edge leaving the block and every edge entering it. Pure: the input is never
 * modified, so the web can call it on every redraw and the generation pipeline can cache it.
 */
import type { FlowBlock, FlowEdge, FlowGraph, FlowNode } from '../graph/types';
import { blockIndex, type BlockIndex } from './blockIndex';

/** The blocks actually drawn folded: those asked for whose enclosing blocks are all open. */
export function outermostFolded(index: BlockIndex, folded: ReadonlySet<string>): FlowBlock[] {
  const out: FlowBlock[] = [];
  for (const block of index.blocks) {
    if (!folded.has(block.id)) continue;
    if (index.ancestors(block.id).some((a) => folded.has(a))) continue;
    out.push(block);
  }
  return out;
}

export function foldGraph(graph: FlowGraph, folded: ReadonlySet<string>): FlowGraph {
  if (!graph.blocks || folded.size === 0) return graph;
  const index = blockIndex(graph);
  const shown = outermostFolded(index, folded);
  if (shown.length === 0) return graph;

  /** node id -> the folded block standing for it */
  const owner = new Map<string, FlowBlock>();
  for (const block of shown) for (const id of index.members(block.id)) owner.set(id, block);
  const rep = (id: string): string => owner.get(id)?.id ?? id;

  const edges: FlowEdge[] = [];
  const seen = new Set<string>();
  const exits = new Map<string, Set<string>>();
  for (const e of graph.edges) {
    const from = rep(e.from);
    const to = rep(e.to);
    const inner = owner.get(e.from);
    if (inner && inner === owner.get(e.to)) continue; // inside one folded block
    const key = `${from}\u0000${to}\u0000${e.kind}\u0000${e.label ?? ''}\u0000${e.inTryRegion ? 1 : 0}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (inner && !e.inTryRegion) {
      const targets = exits.get(inner.id) ?? new Set<string>();
      targets.add(to);
      exits.set(inner.id, targets);
    }
    edges.push(from === e.from && to === e.to ? e : { ...e, from, to });
  }

  const kinds = new Map(graph.nodes.map((n) => [n.id, n.kind]));
  const nodes: FlowNode[] = [];
  const placed = new Set<string>();
  for (const node of graph.nodes) {
    const block = owner.get(node.id);
    if (!block) {
      nodes.push(node);
      continue;
    }
    if (placed.has(block.id)) continue;
    placed.add(block.id);
    nodes.push(summaryNode(block, index.members(block.id), kinds, exits.get(block.id)?.size ?? 0));
  }
  return { ...graph, nodes, edges };
}

function summaryNode(
  block: FlowBlock,
  members: readonly string[],
  kinds: ReadonlyMap<string, FlowNode['kind']>,
  exits: number,
): FlowNode {
  // a compacted graph no longer holds every node the block was built with
  let steps = 0;
  for (const id of members) {
    const kind = kinds.get(id);
    if (kind !== undefined && kind !== 'join') steps++;
  }
  return {
    id: block.id,
    chart: block.chart,
    kind: 'process',
    label: summaryLabel(block.label, steps, exits),
    range: { ...block.range },
    folded: { block: block.id, steps, exits },
  };
}

/** "for item in items — 23 steps, 2 exits" */
export function summaryLabel(label: string, steps: number, exits: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${label} — ${plural(steps, 'step')}, ${plural(exits, 'exit')}`;
}
