/**
 * Text helpers shared by the C, C++ and Java lowerings. Every label is cut from `code`, the
 * lowering's copy of the input (a wrapped snippet's wrapper is blanked in it), never from
 * `node.text`, so no text the user did not write can reach a label.
 */
import { oneLine, oneLineStatement, rangeOf, type SyntaxNode } from '../common';
import type { Range } from '../../ir/types';

/** The source text of `node`, as written. */
export function textOf(code: string, node: SyntaxNode): string {
  return code.slice(node.startIndex, node.endIndex);
}

const HAS_SPACE = /\s/;

/** A name as written, without whitespace (`std :: vector` → `std::vector`). */
export function nameOf(code: string, node: SyntaxNode): string {
  const text = textOf(code, node);
  // most names hold no whitespace: a test, not a replace that builds a new string
  return HAS_SPACE.test(text) ? text.replace(/\s+/g, '') : text;
}

/** Statement text as drawn: one line, without the trailing `;`. */
export function statementText(code: string, node: SyntaxNode): string {
  return oneLineStatement(textOf(code, node));
}

/** One-line source text from the start of `node` up to (not including) `stop`. */
export function textUpTo(code: string, node: SyntaxNode, stop: SyntaxNode | null): string {
  return oneLine(code.slice(node.startIndex, stop ? stop.startIndex : node.endIndex));
}

/** A condition without its surrounding parentheses: `(a > b)` → `a > b`. */
export function condText(code: string, node: SyntaxNode): string {
  const text = oneLine(textOf(code, node));
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

/** True for a node made only of a snippet wrapper's text (nothing the user wrote). */
export function wrapperOnly(
  node: SyntaxNode,
  ctx: { userStart: number; userEnd: number },
): boolean {
  return ctx.userStart > 0 && (node.endIndex <= ctx.userStart || node.startIndex >= ctx.userEnd);
}
