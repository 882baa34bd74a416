/**
 * Statement text with the bodies of the closures inside shown as `{…}` (each closure has a chart
 * of its own), and a header's lines: shared by the lowerings that index their closures (Go, Rust).
 */
import { oneLineStatement, rangeOf, type SyntaxNode } from '../common';
import type { Range } from '../../ir/types';
import type { Descendants, Found } from './descendants';

/**
 * One line from the node's start to `end`, each closure's body (the `body` field of an indexed
 * node that `closureBody` accepts) shown as `{…}`, without a trailing `;`.
 */
export function shortenedText(
  node: SyntaxNode,
  ctx: { code: string; index: Descendants },
  closureBody: (f: Found) => SyntaxNode | null,
  end = node.endIndex,
): string {
  let text = '';
  let at = node.startIndex;
  for (const f of ctx.index.within(node)) {
    if (f.start < at || f.end > end) continue;
    const body = closureBody(f);
    if (!body) continue;
    text += ctx.code.slice(at, body.startIndex) + '{…}';
    at = body.endIndex;
  }
  text += ctx.code.slice(at, end);
  return oneLineStatement(text);
}

/** The lines from the node's start to its body's `{` (a header). */
export function headerRange(node: SyntaxNode, body: SyntaxNode | null): Range {
  const start = rangeOf(node).startLine;
  return { startLine: start, endLine: body ? body.startPosition.row + 1 : rangeOf(node).endLine };
}
