/**
 * The loops of the C-family lowerings whose grammars share their shapes (Java, C#): `do … while`,
 * `while`, the for-each and `for (init; cond; update)`. Each language lowers the body and says
 * what differs: the for-each's node type, the `do … while` header as drawn, the `for` parts'
 * field names and how a part reads.
 */
import { rangeOf, type SyntaxNode } from '../common';
import type { Loop, Simple, SimpleKind, Stmt } from '../../ir/types';
import { condText, headerEnd, linesBetween, statementText, textUpTo, token } from './text';

export type CLoopShape = {
  code: string;
  /** the loop's statements, lowered by the language */
  body: Stmt[];
  labels?: string[] | undefined;
  /** the `do … while` node's header as drawn (`while (x > 0)`) */
  doWhileHeader: (cond: SyntaxNode | null) => string;
  /** the for-each's node type (`enhanced_for_statement`, `foreach_statement`) */
  foreach: string;
  /** the fields of a `for`'s initializer and update parts */
  initField: string;
  /** node type of a declaration among a `for`'s initializers */
  declaration: string;
  /** the language's node for a plain statement with the given text */
  simple: (node: SyntaxNode, kind: SimpleKind, text: string) => Simple;
};

/** Every node of a field (`for (a, b; …)` has several initializers). */
export function fieldNodes(node: SyntaxNode, field: string): SyntaxNode[] {
  return node.childrenForFieldName(field).filter((c): c is SyntaxNode => c !== null);
}

/** `for (a, b; ...; x++, y--)`: the initializer or update parts as one statement. */
function forPart(parts: SyntaxNode[], shape: CLoopShape): Stmt[] | undefined {
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (!first || !last) return undefined;
  const text = parts.map((p) => statementText(shape.code, p)).join(', ');
  const kind = first.type === shape.declaration ? 'declaration' : 'process';
  return [{ ...shape.simple(first, kind, text), range: linesBetween(first, last) }];
}

export function cLoop(node: SyntaxNode, shape: CLoopShape): Loop {
  const loopBody = node.childForFieldName('body');
  const cond = node.childForFieldName('condition');
  const header = textUpTo(shape.code, node, loopBody);
  const base = { body: shape.body, ...(shape.labels ? { labels: shape.labels } : {}) };
  const condition = cond
    ? { cond: { text: condText(shape.code, cond), range: rangeOf(cond) } }
    : {};
  if (node.type === 'do_statement') {
    const whileToken = token(node, 'while') ?? node;
    return {
      type: 'loop',
      kind: 'dowhile',
      header: shape.doWhileHeader(cond),
      range: linesBetween(whileToken, node),
      ...condition,
      ...base,
    };
  }
  if (node.type === 'while_statement') {
    return {
      type: 'loop',
      kind: 'while',
      header,
      range: linesBetween(node, cond ?? node),
      ...condition,
      ...base,
    };
  }
  if (node.type === shape.foreach) {
    return {
      type: 'loop',
      kind: 'foreach',
      header,
      range: linesBetween(node, headerEnd(node, loopBody)),
      ...base,
    };
  }
  const init = forPart(fieldNodes(node, shape.initField), shape);
  const update = forPart(fieldNodes(node, 'update'), shape);
  return {
    type: 'loop',
    kind: 'for',
    header,
    range: linesBetween(node, headerEnd(node, loopBody)),
    ...condition,
    ...(init ? { init } : {}),
    ...(update ? { update } : {}),
    ...base,
  };
}
