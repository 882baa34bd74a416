/** PHP functions, classes, interfaces, traits and enums → FunctionDefs with charts of their own. */
import { namedChildren, rangeOf, type SyntaxNode } from '../common';
import type { FunctionDef, Stmt } from '../../ir/types';
import { linesBetween, textOf, textUpTo } from '../shared/text';
import { lowerBody, lowerStatement, type PhpContext } from './statements';

function lowerFunction(node: SyntaxNode, ctx: PhpContext): FunctionDef {
  const nameNode = node.childForFieldName('name');
  const short = nameNode ? textOf(ctx.code, nameNode) : 'function';
  const name = ctx.className ? `${ctx.className}.${short}` : short;
  const body = node.childForFieldName('body');
  const params = node.childForFieldName('parameters');
  const header = node.childForFieldName('return_type') ?? params ?? nameNode ?? node;
  return {
    type: 'function',
    kind: ctx.className ? 'method' : 'function',
    name,
    signature: textUpTo(ctx.code, node, body).replace(/\s*\{$/, ''),
    range: rangeOf(node),
    headerRange: linesBetween(node, header),
    body: lowerBody(body, { ...ctx, chart: name, breakables: [] }),
    // PHP declares functions and classes when it compiles the file, not where they stand
    executes: false,
    ...(ctx.className ? { listed: true as const } : {}),
  };
}

function lowerType(node: SyntaxNode, ctx: PhpContext): FunctionDef {
  const nameNode = node.childForFieldName('name');
  const name = nameNode ? textOf(ctx.code, nameNode) : 'class';
  const body = node.childForFieldName('body');
  const inner: PhpContext = { ...ctx, className: name, chart: name, breakables: [] };
  const members: Stmt[] = (body ? namedChildren(body) : []).flatMap((m) =>
    m.type === 'method_declaration' ? [lowerFunction(m, inner)] : lowerStatement(m, inner),
  );
  return {
    type: 'function',
    kind: 'class',
    name,
    signature: textUpTo(ctx.code, node, body),
    range: rangeOf(node),
    headerRange: linesBetween(node, nameNode ?? node),
    body: members,
    executes: false,
    // listed where it stands: PHP declares a class that extends or implements one at run time
    listed: true,
  };
}

export function lowerDeclaration(node: SyntaxNode, ctx: PhpContext): Stmt[] {
  if (node.type === 'function_definition' || node.type === 'method_declaration') {
    return [lowerFunction(node, ctx)];
  }
  return [lowerType(node, ctx)];
}
