import type { FlowBlock, FlowGraph } from '../graph/types';

/** A graph's blocks by id, with their nesting (what folding and the default fold walk). */
export type BlockIndex = {
  blocks: readonly FlowBlock[];
  byId: ReadonlyMap<string, FlowBlock>;
  /** the ids of the blocks around this one, innermost first */
  ancestors(id: string): string[];
  /** how many blocks are around this one (0: a block at the chart's top level) */
  depth(id: string): number;
  /** every node the block holds, its inner blocks' included */
  members(id: string): string[];
  /** how many nodes of the graph the block holds (a compacted graph lacks some ids) */
  size(id: string): number;
  /** the innermost block holding a node */
  ownerOf(nodeId: string): string | undefined;
};

export function blockIndex(graph: FlowGraph): BlockIndex {
  const blocks = graph.blocks ?? [];
  const byId = new Map(blocks.map((b) => [b.id, b]));
  const children = new Map<string, string[]>();
  const owner = new Map<string, string>();
  for (const b of blocks) {
    for (const id of b.nodes) owner.set(id, b.id);
    if (b.parent === undefined) continue;
    const list = children.get(b.parent) ?? [];
    list.push(b.id);
    children.set(b.parent, list);
  }
  const present = new Set(graph.nodes.map((n) => n.id));
  const sizes = new Map<string, number>();
  // blocks come outer before inner: sum from the innermost up
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i];
    if (!b) continue;
    let own = 0;
    for (const id of b.nodes) if (present.has(id)) own++;
    sizes.set(b.id, (sizes.get(b.id) ?? 0) + own);
    if (b.parent !== undefined) {
      sizes.set(b.parent, (sizes.get(b.parent) ?? 0) + (sizes.get(b.id) ?? 0));
    }
  }
  const ancestors = (id: string): string[] => {
    const out: string[] = [];
    for (let p = byId.get(id)?.parent; p !== undefined; p = byId.get(p)?.parent) out.push(p);
    return out;
  };
  const members = (id: string): string[] => {
    const out: string[] = [];
    const stack = [id];
    for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
      out.push(...(byId.get(at)?.nodes ?? []));
      stack.push(...(children.get(at) ?? []));
    }
    return out;
  };
  return {
    blocks,
    byId,
    ancestors,
    depth: (id) => ancestors(id).length,
    members,
    size: (id) => sizes.get(id) ?? 0,
    ownerOf: (nodeId) => owner.get(nodeId),
  };
}
