/** Node-type sets and small tree helpers shared by the JavaScript and TypeScript lowerings. */
import type { Range } from '../../ir/types';
import { oneLine, rangeOf, type SyntaxNode } from '../common';

/** Nodes that start a function with its own body (and so, maybe, its own chart). */
export const FUNCTION_TYPES = new Set([
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'function',
  'generator_function',
  'arrow_function',
  'method_definition',
]);

export const CLASS_TYPES = new Set(['class_declaration', 'class', 'abstract_class_declaration']);

/** Source text on one line, without the trailing `;`, leaving out `cuts` (nested bodies: `{...}`). */
export function stmtText(
  node: SyntaxNode,
  cuts: readonly { start: number; end: number }[] = [],
): string {
  let text = node.text;
  // cuts are in source order and disjoint; web-tree-sitter indices count UTF-16 units like slice
  for (let i = cuts.length - 1; i >= 0; i--) {
    const cut = cuts[i] as { start: number; end: number };
    text =
      text.slice(0, cut.start - node.startIndex) + '{...}' + text.slice(cut.end - node.startIndex);
  }
  return trimSemicolons(oneLine(text));
}

/** Drops trailing `;` (a loop: `/;+$/` is quadratic on a long run of `;` inside a string). */
function trimSemicolons(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ';' || text[end - 1] === ' ')) end--;
  return text.slice(0, end);
}

/** Text of `node` from its start (or after `after`) up to (not including) `stop`, on one line. */
export function headerText(node: SyntaxNode, stop: SyntaxNode | null, after?: SyntaxNode): string {
  const from = after ? after.endIndex - node.startIndex : 0;
  if (!stop) return oneLine(node.text.slice(from));
  return oneLine(node.text.slice(from, stop.startIndex - node.startIndex));
}

/** Lines from the start of `node` to the line where `stop` starts (a header above its body). */
export function headerRange(node: SyntaxNode, stop: SyntaxNode | null): Range {
  const start = rangeOf(node).startLine;
  return { startLine: start, endLine: stop ? stop.startPosition.row + 1 : rangeOf(node).endLine };
}

/** `(x > 0)` → `x > 0` */
export function unparen(node: SyntaxNode): string {
  if (node.type === 'parenthesized_expression') {
    const inner = node.namedChildren.filter((c) => c && c.type !== 'comment');
    if (inner.length === 1 && inner[0]) return oneLine(inner[0].text);
  }
  return oneLine(node.text);
}

/** The first unnamed child token of the given type (`while`, `await`, `of` ...). */
export function token(node: SyntaxNode, type: string): SyntaxNode | null {
  for (const c of node.children) if (c && !c.isNamed && c.type === type) return c;
  return null;
}
