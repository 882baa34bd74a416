/** Ruby methods, classes and modules → FunctionDefs, each with a chart of its own. */
import { oneLine, rangeOf, type SyntaxNode } from '../common';
import type { FunctionDef, Range, Stmt } from '../../ir/types';
import { nameOf } from '../shared/text';
import { lowerBody, type RubyContext } from './statements';

/** `x = 1`, `@a += b`, `h[k] ||= v`: an assignment is the method's value too, but reads as one. */
const ASSIGNMENT = /^[^=(]*?[^=!<>]=(?!=|~|>)/;

/**
 * A method returns the value of its last expression: that statement is drawn as its return (in
 * every branch that ends the body), so the chart shows where the value comes from.
 */
function implicitReturn(stmts: Stmt[]): void {
  const last = stmts[stmts.length - 1];
  if (!last) return;
  switch (last.type) {
    case 'simple':
      if (last.kind === 'process' && !ASSIGNMENT.test(last.text)) {
        stmts[stmts.length - 1] = {
          type: 'return',
          text: last.text,
          range: last.range,
          ...(last.calls ? { calls: last.calls } : {}),
        };
      }
      return;
    case 'if':
      for (const b of last.branches) implicitReturn(b.body);
      if (last.orelse) implicitReturn(last.orelse);
      return;
    case 'switch':
      for (const c of last.cases) implicitReturn(c.body);
      return;
    case 'try':
      // an `ensure` runs after the value is computed; the value is still the body's
      if (!last.orelse) implicitReturn(last.body);
      else implicitReturn(last.orelse);
      for (const h of last.handlers) implicitReturn(h.body);
      return;
    default:
      return;
  }
}

/** The header's lines: from `def` to the end of the parameters (or the name). */
function headerOf(node: SyntaxNode): { range: Range; end: number } {
  const params = node.childForFieldName('parameters');
  const name = node.childForFieldName('name');
  const last = params ?? name ?? node;
  return {
    range: { startLine: rangeOf(node).startLine, endLine: rangeOf(last).endLine },
    end: last.endIndex,
  };
}

export function lowerMethod(node: SyntaxNode, ctx: RubyContext): Stmt {
  const nameNode = node.childForFieldName('name');
  const short = nameNode ? nameOf(ctx.code, nameNode) : 'method';
  const name = [...ctx.scope, short].join('.');
  const header = headerOf(node);
  const body = node.childForFieldName('body');
  const inner: RubyContext = { ...ctx, chart: name, retryLabel: undefined };
  const stmts = lowerBody(body, inner);
  implicitReturn(stmts);
  const def: FunctionDef = {
    type: 'function',
    kind: node.type === 'singleton_method' || ctx.scope.length > 0 ? 'method' : 'function',
    name,
    signature: oneLine(ctx.code.slice(node.startIndex, header.end)),
    range: rangeOf(node),
    headerRange: header.range,
    body: stmts,
    // `def` is a statement Ruby runs: it defines the method where it stands
    executes: true,
  };
  return def;
}

export function lowerClass(node: SyntaxNode, ctx: RubyContext): Stmt {
  const nameNode = node.childForFieldName('name');
  const value = node.childForFieldName('value');
  const short = nameNode
    ? nameOf(ctx.code, nameNode).replace(/::/g, '.')
    : value
      ? `<< ${nameOf(ctx.code, value)}`
      : 'class';
  const scope = node.type === 'singleton_class' ? ctx.scope : [...ctx.scope, short];
  const name =
    node.type === 'singleton_class' ? [...ctx.scope, 'singleton'].join('.') : scope.join('.');
  const superclass = node.childForFieldName('superclass');
  const headerLast = superclass ?? value ?? nameNode ?? node;
  const body = node.childForFieldName('body');
  return {
    type: 'function',
    kind: 'class',
    name,
    signature: oneLine(ctx.code.slice(node.startIndex, headerLast.endIndex)),
    range: rangeOf(node),
    headerRange: { startLine: rangeOf(node).startLine, endLine: rangeOf(headerLast).endLine },
    body: lowerBody(body, { ...ctx, scope, chart: name, retryLabel: undefined }),
    executes: true,
  };
}
