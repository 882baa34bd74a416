/** Filtering `descendantsOfType` results (a native, fast walk) by the subtrees they sit in. */
import type { SyntaxNode } from '../common';

/** The nodes not inside any of `fences` (lambda bodies, class bodies: code that runs elsewhere). */
export function outside(nodes: SyntaxNode[], fences: SyntaxNode[]): SyntaxNode[] {
  if (fences.length === 0) return nodes;
  return nodes.filter(
    (n) =>
      !fences.some(
        (f) => f.startIndex <= n.startIndex && n.endIndex <= f.endIndex && f.id !== n.id,
      ),
  );
}
