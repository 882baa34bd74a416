/** Java classes, interfaces, enums, records and their members → class and method definitions. */
import { namedChildren, rangeOf, type SyntaxNode } from '../common';
import type { FunctionDef, Simple, Stmt } from '../../ir/types';
import { isTypeDeclaration, lowerStatement, simple, type JavaContext } from './statements';
import { textOf, textUpTo } from '../shared/text';

function annotations(node: SyntaxNode): SyntaxNode[] {
  const modifiers = namedChildren(node).find((c) => c.type === 'modifiers');
  return modifiers
    ? namedChildren(modifiers).filter(
        (c) => c.type === 'marker_annotation' || c.type === 'annotation',
      )
    : [];
}

/** Header text from the node's start to `stop`, without its annotations (they are decorators). */
function headerWithoutAnnotations(
  node: SyntaxNode,
  stop: SyntaxNode | null,
  ctx: JavaContext,
): string {
  let text = ctx.code.slice(node.startIndex, stop ? stop.startIndex : node.endIndex);
  for (const a of annotations(node)) text = text.replace(textOf(ctx.code, a), '');
  return text.replace(/\s+/g, ' ').trim();
}

function decorated(def: FunctionDef, node: SyntaxNode, ctx: JavaContext): FunctionDef {
  const found = annotations(node)
    .map((a) => textOf(ctx.code, a).replace(/\s+/g, ' ').trim())
    .filter((a) => a !== '');
  return found.length > 0 ? { ...def, decorators: found } : def;
}

/** The text of a field's node (`name`, `type`), '' when absent. */
function fieldText(node: SyntaxNode, field: string, ctx: JavaContext): string {
  const child = node.childForFieldName(field);
  return child ? textOf(ctx.code, child).trim() : '';
}

function qualified(ctx: JavaContext, short: string): string {
  return ctx.className ? `${ctx.className}.${short}` : short;
}

function lowerMethod(node: SyntaxNode, ctx: JavaContext): Stmt[] {
  const body = node.childForFieldName('body');
  if (!body) return [simple(node, 'declaration', ctx)];
  const throwsClause = namedChildren(node).find((c) => c.type === 'throws');
  const name = fieldText(node, 'name', ctx) || 'method';
  const def: FunctionDef = {
    type: 'function',
    kind: 'method',
    name: qualified(ctx, name),
    signature: headerWithoutAnnotations(node, throwsClause ?? body, ctx),
    range: rangeOf(node),
    headerRange: { startLine: rangeOf(node).startLine, endLine: rangeOf(body).startLine },
    body: lowerStatement(body, ctx),
    executes: false,
  };
  return [decorated(def, node, ctx)];
}

/** `static { ... }` and `{ ... }` in a class body: each gets its own chart. */
function lowerInitializer(node: SyntaxNode, ctx: JavaContext): Stmt[] {
  const isStatic = node.type === 'static_initializer';
  const block = isStatic ? namedChildren(node).find((c) => c.type === 'block') : node;
  return [
    {
      type: 'function',
      kind: 'method',
      name: qualified(ctx, isStatic ? '<static init>' : '<instance init>'),
      signature: isStatic ? 'static initializer' : 'instance initializer',
      range: rangeOf(node),
      headerRange: {
        startLine: rangeOf(node).startLine,
        endLine: rangeOf(block ?? node).startLine,
      },
      body: block ? lowerStatement(block, ctx) : [],
      executes: false,
    },
  ];
}

function lowerEnumConstant(node: SyntaxNode, ctx: JavaContext): Stmt[] {
  const body = node.childForFieldName('body');
  const name = fieldText(node, 'name', ctx) || 'constant';
  const decl = simple(node, 'declaration', ctx, textUpTo(ctx.code, node, body));
  return body ? [decl, ...lowerType(node, ctx, name)] : [decl];
}

export function lowerMembers(nodes: SyntaxNode[], ctx: JavaContext): Stmt[] {
  return declarationBlocks(nodes.map((member) => ({ member, stmts: lowerMember(member, ctx) })));
}

/**
 * Consecutive enum constants without bodies are one declaration block (`RED, GREEN, BLUE`), not
 * a flow of one box each (issue 22 item 12). Their lines run in order inside the one node.
 */
function declarationBlocks(lowered: { member: SyntaxNode; stmts: Stmt[] }[]): Stmt[] {
  const out: Stmt[] = [];
  let block: Simple | undefined;
  for (const { member, stmts } of lowered) {
    const only = stmts.length === 1 ? stmts[0] : undefined;
    if (member.type !== 'enum_constant' || only?.type !== 'simple') {
      block = undefined;
      out.push(...stmts);
      continue;
    }
    if (!block) {
      block = { ...only };
      out.push(block);
      continue;
    }
    block.text = `${block.text}, ${only.text}`;
    block.range = { startLine: block.range.startLine, endLine: only.range.endLine };
    if (only.calls) block.calls = [...(block.calls ?? []), ...only.calls];
  }
  return out;
}

function lowerMember(member: SyntaxNode, ctx: JavaContext): Stmt[] {
  switch (member.type) {
    case 'method_declaration':
    case 'constructor_declaration':
    case 'compact_constructor_declaration':
      // listed in the class chart with the fields around it (IR FunctionDef.listed)
      return lowerMethod(member, ctx).map((s) =>
        s.type === 'function' ? { ...s, listed: true as const } : s,
      );
    case 'static_initializer':
    case 'block':
      return lowerInitializer(member, ctx);
    case 'enum_constant':
      return lowerEnumConstant(member, ctx);
    case 'enum_body_declarations':
      return lowerMembers(namedChildren(member), ctx);
    case 'annotation_type_element_declaration':
      return [simple(member, 'declaration', ctx)];
    default:
      return isTypeDeclaration(member) ? lowerType(member, ctx) : lowerStatement(member, ctx);
  }
}

/**
 * A class-like declaration → a class definition whose body holds its members. `name` overrides
 * the declared name (anonymous classes, enum constants with bodies).
 */
export function lowerType(node: SyntaxNode, ctx: JavaContext, name?: string): Stmt[] {
  const body =
    node.childForFieldName('body') ??
    namedChildren(node).find((c) => c.type === 'class_body') ??
    null;
  const anonymous = node.type === 'object_creation_expression';
  const short = name ?? (fieldText(node, 'name', ctx) || 'class');
  const full = anonymous
    ? `(anonymous ${fieldText(node, 'type', ctx) || 'class'})`
    : qualified(ctx, short);
  const inner: JavaContext = { ...ctx, className: full };
  const def: FunctionDef = {
    type: 'function',
    kind: 'class',
    name: full,
    signature: anonymous
      ? textUpTo(ctx.code, node, body)
      : headerWithoutAnnotations(node, body, ctx),
    range: rangeOf(node),
    headerRange: { startLine: rangeOf(node).startLine, endLine: rangeOf(body ?? node).startLine },
    body: body ? lowerMembers(namedChildren(body), inner) : [],
    executes: false,
  };
  return [decorated(def, node, ctx)];
}
