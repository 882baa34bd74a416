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
