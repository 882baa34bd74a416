import type { SyntaxNode } from '../common';
import type { If, Stmt } from '../../ir/types';
import { condText, linesBetween } from './text';

/**
 * An `if … else if … else` chain as one If, in the C family's grammar shape (fields `condition`,
 * `consequence`, `alternative`; C, C++, Java, C#): each `else if` is one more branch, the last
 * `else` the orelse. `elseOf` finds the else branch's statement (C wraps it in an `else_clause`).
 */
export function ifChain(
  node: SyntaxNode,
  code: string,
  body: (n: SyntaxNode | null) => Stmt[],
  elseOf: (alternative: SyntaxNode | null) => SyntaxNode | null = (a) => a,
): If {
  const stmt: If = { type: 'if', branches: [] };
  let current: SyntaxNode | null = node;
  while (current) {
    const cond = current.childForFieldName('condition') ?? current;
    stmt.branches.push({
      cond: { text: condText(code, cond), range: linesBetween(current, cond) },
      body: body(current.childForFieldName('consequence')),
    });
    const next = elseOf(current.childForFieldName('alternative'));
    if (next?.type === node.type) {
      current = next;
    } else {
      if (next) stmt.orelse = body(next);
      current = null;
    }
  }
  return stmt;
}
