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

/** A function or class node: the expression walkers stop at these (their code is elsewhere). */
export function isScope(node: SyntaxNode): boolean {
  return (
    FUNCTION_TYPES.has(node.type) ||
    CLASS_TYPES.has(node.type) ||
    node.type === 'class_static_block'
  );
}

/** A function whose body is a block gets a chart; `x => x * 2` stays inside its statement. */
export function hasBlockBody(node: SyntaxNode): boolean {
  return node.childForFieldName('body')?.type === 'statement_block';
}

/** Source text on one line, without the trailing `;`. */
export function stmtText(node: SyntaxNode): string {
  return oneLine(textWithoutBodies(node)).replace(/;+$/, '').trim();
}

/**
 * The node's text with the bodies of nested block-bodied functions replaced by `{...}`: those
 * bodies are drawn in their own charts, so repeating them in a label only hides the statement.
 */
export function textWithoutBodies(node: SyntaxNode): string {
  const cuts: { start: number; end: number }[] = [];
  const visit = (n: SyntaxNode): void => {
    for (const c of n.namedChildren) {
      if (!c) continue;
      if ((FUNCTION_TYPES.has(c.type) && hasBlockBody(c)) || c.type === 'class_body') {
        const body = c.type === 'class_body' ? c : c.childForFieldName('body');
        if (body) cuts.push({ start: body.startIndex, end: body.endIndex });
        continue;
      }
      visit(c);
    }
  };
  visit(node);
  if (cuts.length === 0) return node.text;
  // web-tree-sitter indices count UTF-16 code units, like String.prototype.slice
  const text = node.text;
  let out = '';
  let at = node.startIndex;
  for (const cut of cuts) {
    out += text.slice(at - node.startIndex, cut.start - node.startIndex) + '{...}';
    at = cut.end;
  }
  return out + text.slice(at - node.startIndex);
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
