import { namedChildren, rangeOf, type SyntaxNode } from '../common';
import type { Handler, Stmt, Try } from '../../ir/types';
import { headerEnd, linesBetween, textUpTo } from './text';

export type TryClauses = {
  /** the protected block */
  body: SyntaxNode | null;
  lower: (n: SyntaxNode | null) => Stmt[];
  /** the handler a clause is, or undefined when it is not a catch */
  handler: (clause: SyntaxNode) => Handler | undefined;
  /** the finally a clause is, or undefined */
  finally?: (clause: SyntaxNode) => Try['finally'] | undefined;
};

/**
 * A try statement whose catch and finally clauses are its named children (C++, Java, C#, PHP):
 * the handlers and the finally in source order, then the protected body; the try's range runs
 * from the `try` keyword to the line of the body's opening brace.
 */
export function tryStatement(node: SyntaxNode, clauses: TryClauses): Try {
  const handlers: Handler[] = [];
  let fin: Try['finally'];
  for (const clause of namedChildren(node)) {
    const handler = clauses.handler(clause);
    if (handler) handlers.push(handler);
    else fin = clauses.finally?.(clause) ?? fin;
  }
  const stmt: Try = {
    type: 'try',
    range: { startLine: rangeOf(node).startLine, endLine: rangeOf(clauses.body ?? node).startLine },
    body: clauses.lower(clauses.body),
    handlers,
  };
  if (fin) stmt.finally = fin;
  return stmt;
}

/** `catch (…) { … }` with a `body` field: drawn as its header up to the body. */
export function catchClause(
  code: string,
  clause: SyntaxNode,
  types: string[],
  lower: (n: SyntaxNode | null) => Stmt[],
): Handler {
  const handlerBody = clause.childForFieldName('body');
  return {
    header: textUpTo(code, clause, handlerBody),
    range: linesBetween(clause, headerEnd(clause, handlerBody)),
    types,
    body: lower(handlerBody),
  };
}
