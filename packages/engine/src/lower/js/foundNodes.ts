/** The nodes `scanStatement` looks at, found once per file. */
import type { SyntaxNode } from '../common';
import { CLASS_TYPES, FUNCTION_TYPES } from './syntax';

const WANTED = [...FUNCTION_TYPES, ...CLASS_TYPES, 'yield_expression'];

/** The nodes scanStatement looks at, for the whole file, in document order. */
export type FoundNodes = { nodes: SyntaxNode[]; starts: number[] };

/**
 * One search of the whole tree, inside the wasm side: per statement searches (or walking every
 * node from JavaScript) cost several times more, most of it crossing into wasm and back.
 */
export function findNodes(root: SyntaxNode): FoundNodes {
  const nodes = root.descendantsOfType(WANTED);
  return { nodes, starts: nodes.map((n) => n.startIndex) };
}

export function firstAtOrAfter(starts: readonly number[], index: number): number {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((starts[mid] as number) < index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** top-level nodes searched on their own, before one search of the whole tree */
const NODES_ALONE = 8;

/**
 * The found nodes of the whole tree (searched when first asked), and those each top-level node
 * is lowered with when the incremental engine reuses the others' IR: its own for the first few
 * lowered (a keystroke lowers one again, and searching a 20,000-line file for it cost more than
 * lowering it), the whole tree's once more are (a file opened: one search is cheaper).
 */
export function foundNodes(root: SyntaxNode): {
  whole: () => FoundNodes;
  of: (node: SyntaxNode) => FoundNodes;
} {
  let whole: FoundNodes | undefined;
  let alone = 0;
  const all = (): FoundNodes => (whole ??= findNodes(root));
  return { whole: all, of: (node) => (alone++ < NODES_ALONE ? findNodes(node) : all()) };
}
