/** Text helpers shared by the C, C++ and Java lowerings. */
import { oneLine, rangeOf, type SyntaxNode } from '../common';
import type { Range } from '../../ir/types';

/** Statement text as drawn: one line, without the trailing `;`. */
export function statementText(node: SyntaxNode): string {
  return oneLine(node.text).replace(/\s*;$/, '');
}

/** One-line source text from the start of `node` up to (not including) `stop`. */
export function textUpTo(code: string, node: SyntaxNode, stop: SyntaxNode | null): string {
  return oneLine(code.slice(node.startIndex, stop ? stop.startIndex : node.endIndex));
}

/** A condition without its surrounding parentheses: `(a > b)` → `a > b`. */
export function condText(node: SyntaxNode): string {
  const text = oneLine(node.text);
  return text.startsWith('(') && text.endsWith(')') ? text.slice(1, -1).trim() : text;
}

/** Lines from the start of `from` to the end of `to`. */
export function linesBetween(from: SyntaxNode, to: SyntaxNode): Range {
  return { startLine: rangeOf(from).startLine, endLine: rangeOf(to).endLine };
}

/** The first child token of the given type (`while`, `:`, `)`...). */
export function token(node: SyntaxNode, type: string): SyntaxNode | undefined {
  for (const child of node.children) if (child && child.type === type) return child;
  return undefined;
}

/** The last unnamed `)` before `body` (end of a `for (...)` / `catch (...)` header). */
export function headerEnd(node: SyntaxNode, body: SyntaxNode | null): SyntaxNode {
  let end: SyntaxNode = node;
  for (const child of node.children) {
    if (!child || (body && child.startIndex >= body.startIndex)) break;
    end = child;
  }
  return end;
}

/** Node identity (tree-sitter hands out a new wrapper object on every access). */
export function sameNode(
  a: SyntaxNode | null | undefined,
  b: SyntaxNode | null | undefined,
): boolean {
  return !!a && !!b && a.id === b.id;
}
