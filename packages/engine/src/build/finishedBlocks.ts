import type { FlowBlock } from '../graph/types';

/**
 * The blocks worth folding: those holding no node dropped, and a block whose whole content is one
 * inner block (an `if` that is a loop body's only statement) merged with it, keeping the outer
 * title. Inner blocks are re-parented to the nearest block kept.
 */
export function finishedBlocks(blocks: readonly FlowBlock[]): FlowBlock[] {
  const children = new Map<string, FlowBlock[]>();
  const total = new Map<string, number>();
  for (const b of blocks) total.set(b.id, b.nodes.length);
  // blocks come outer before inner: sum the sizes from the innermost up
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i];
    if (!b || b.parent === undefined) continue;
    total.set(b.parent, (total.get(b.parent) ?? 0) + (total.get(b.id) ?? 0));
  }
  for (const b of blocks) {
    if (b.parent === undefined || (total.get(b.id) ?? 0) === 0) continue;
    const list = children.get(b.parent) ?? [];
    list.push(b);
    children.set(b.parent, list);
  }
  const out: FlowBlock[] = [];
  const visit = (b: FlowBlock, parent: string | undefined): void => {
    let inner = children.get(b.id) ?? [];
    const merges = b.nodes.length === 0 && inner.length === 1;
    // kept as it is when nothing changes: the incremental engine hands the same block objects
    // over build after build (definitionReuse.ts), and the editor's graph delta then sees them
    // unchanged at a glance instead of comparing them deeply
    const kept: FlowBlock =
      b.parent === parent && !merges ? b : { ...b, nodes: [...b.nodes] };
    if (parent === undefined) delete kept.parent;
    else kept.parent = parent;
    // a block that is nothing but one inner block: one block, the outer title
    while (kept.nodes.length === 0 && inner.length === 1 && inner[0]) {
      kept.nodes.push(...inner[0].nodes);
      inner = children.get(inner[0].id) ?? [];
    }
    out.push(kept);
    for (const c of inner) visit(c, kept.id);
  };
  for (const b of blocks) {
    if (b.parent === undefined && (total.get(b.id) ?? 0) > 0) visit(b, undefined);
  }
  return out;
}
