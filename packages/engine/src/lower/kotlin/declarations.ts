/** Kotlin classes, objects, functions and accessors → definitions with charts of their own. */
import { namedChildren, rangeOf, typedNamedChildren, type SyntaxNode } from '../common';
import type { FunctionDef, Simple, Stmt } from '../../ir/types';
import { statementText, textOf, textUpTo } from '../shared/text';
import { lowerChildren, lowerStatement, simple, type KotlinContext } from './statements';

const TYPES = new Set(['class_declaration', 'object_declaration', 'companion_object']);

type Scoped = KotlinContext & { scope?: string };

function qualified(ctx: Scoped, short: string): string {
  return ctx.scope ? `${ctx.scope}.${short}` : short;
}

function annotationsOf(node: SyntaxNode, ctx: KotlinContext): string[] {
  const modifiers = namedChildren(node).find((c) => c.type === 'modifiers');
  if (!modifiers) return [];
  return namedChildren(modifiers)
    .filter((c) => c.type === 'annotation')
    .map((a) => statementText(ctx.code, a));
}

/** Header text from after the annotations to `stop`. */
function header(node: SyntaxNode, stop: SyntaxNode | null, ctx: KotlinContext): string {
  const modifiers = namedChildren(node).find((c) => c.type === 'modifiers');
  const annotations = modifiers
    ? namedChildren(modifiers).filter((c) => c.type === 'annotation')
    : [];
  const last = annotations[annotations.length - 1];
  const from = last ? last.endIndex : node.startIndex;
  return ctx.code
    .slice(from, stop ? stop.startIndex : node.endIndex)
    .replace(/\s+/g, ' ')
    .trim();
}

/** `{ ... }` or `= expr` (its value is returned). */
function lowerFunctionBody(body: SyntaxNode | undefined, ctx: KotlinContext): Stmt[] {
  if (!body) return [];
  const inner = namedChildren(body)[0];
  if (!inner) return [];
  if (inner.type === 'block') return lowerChildren(inner, ctx);
  const lowered = lowerStatement(inner, ctx);
  const last = lowered[lowered.length - 1];
  // `fun f() = expr`: the expression's value is returned
  if (lowered.length === 1 && last?.type === 'simple') {
    return [
      {
        type: 'return',
        text: `= ${last.text}`,
        range: last.range,
        ...(last.calls ? { calls: last.calls } : {}),
      },
    ];
  }
  return lowered;
}

function definition(
  node: SyntaxNode,
  ctx: Scoped,
  name: string,
  kind: FunctionDef['kind'],
  signature?: string,
): FunctionDef {
  // the children's types as the comment filter read them (every read is a call into wasm)
  const children = typedNamedChildren(node);
  const at = children.types.findIndex((t) => t === 'function_body' || t === 'block');
  const body = at < 0 ? undefined : children.nodes[at];
  const bodyType = at < 0 ? undefined : children.types[at];
  const full = qualified(ctx, name);
  const inner: Scoped = { ...ctx, scope: full, loopLambdas: [] };
  const annotations = annotationsOf(node, ctx);
  const def: FunctionDef = {
    type: 'function',
    kind,
    name: full,
    signature: signature ?? header(node, body ?? null, ctx),
    range: rangeOf(node),
    headerRange: { startLine: rangeOf(node).startLine, endLine: rangeOf(body ?? node).startLine },
    body:
      body && bodyType === 'block' ? lowerChildren(body, inner) : lowerFunctionBody(body, inner),
    executes: false,
  };
  return annotations.length > 0 ? { ...def, decorators: annotations } : def;
}

/** `fun f()`, `fun Int.twice()` (an extension function: charted as `Int.twice`). */
function lowerFunction(node: SyntaxNode, ctx: Scoped): FunctionDef {
  const nameNode = node.childForFieldName('name');
  const name = nameNode ? textOf(ctx.code, nameNode) : 'fun';
  const children = typedNamedChildren(node);
  const receiver = children.nodes.find(
    (c, i) =>
      (children.types[i] === 'user_type' || children.types[i] === 'nullable_type') &&
      nameNode &&
      c.endIndex <= nameNode.startIndex,
  );
  const short = receiver ? `${textOf(ctx.code, receiver).replace(/<.*$/, '')}.${name}` : name;
  return definition(node, ctx, short, ctx.scope ? 'method' : 'function');
}

/** A property: one declaration, plus a chart per accessor with a body. */
function lowerProperty(node: SyntaxNode, ctx: Scoped): Stmt[] {
  const accessors = namedChildren(node).filter((c) => c.type === 'getter' || c.type === 'setter');
  if (accessors.length === 0) return lowerStatement(node, ctx);
  const variable = namedChildren(node).find((c) => c.type === 'variable_declaration');
  const name = variable ? textOf(ctx.code, variable.namedChildren[0] ?? variable) : 'property';
  const first = accessors[0]!;
  const decl = simple(
    node,
    'declaration',
    ctx,
    textUpTo(ctx.code, node, first).replace(/\s+$/, ''),
  );
  decl.range = {
    startLine: rangeOf(node).startLine,
    endLine: rangeOf(first).startLine - 1 || rangeOf(node).startLine,
  };
  const charts: Stmt[] = accessors
    .filter((a) => namedChildren(a).some((c) => c.type === 'function_body'))
    .map((a) => ({
      ...definition(
        a,
        ctx,
        `${name}.${a.type === 'getter' ? 'get' : 'set'}`,
        'method',
        `${textUpTo(ctx.code, node, first)} ${statementText(ctx.code, a).replace(/\s*[={].*$/, '')}`,
      ),
      listed: true as const,
    }));
  return [decl, ...charts];
}

/** Consecutive enum entries are one declaration block, as Java's enum constants are. */
function enumEntries(nodes: SyntaxNode[], ctx: Scoped): Stmt[] {
  const out: Stmt[] = [];
  let block: Simple | undefined;
  for (const node of nodes) {
    if (node.type !== 'enum_entry') {
      block = undefined;
      out.push(...lowerMember(node, ctx));
      continue;
    }
    const one = simple(node, 'declaration', ctx);
    if (!block) {
      block = one;
      out.push(block);
    } else {
      block.text = `${block.text}, ${one.text}`;
      block.range = { startLine: block.range.startLine, endLine: one.range.endLine };
    }
  }
  return out;
}

function lowerType(node: SyntaxNode, ctx: Scoped): Stmt[] {
  const nameNode =
    node.childForFieldName('name') ?? namedChildren(node).find((c) => c.type === 'identifier');
  const short = nameNode
    ? textOf(ctx.code, nameNode)
    : node.type === 'companion_object'
      ? 'Companion'
      : 'object';
  const body = namedChildren(node).find(
    (c) => c.type === 'class_body' || c.type === 'enum_class_body',
  );
  const full = qualified(ctx, short);
  const inner: Scoped = { ...ctx, scope: full, loopLambdas: [] };
  const members = body ? namedChildren(body) : [];
  const annotations = annotationsOf(node, ctx);
  const def: FunctionDef = {
    type: 'function',
    kind: 'class',
    name: full,
    signature: header(node, body ?? null, ctx),
    range: rangeOf(node),
    headerRange: { startLine: rangeOf(node).startLine, endLine: rangeOf(body ?? node).startLine },
    body: enumEntries(members, inner),
    executes: false,
    ...(annotations.length > 0 ? { decorators: annotations } : {}),
  };
  return [def];
}

/**
 * `constructor(…) : this(…) { … }`: the delegation call runs first (its arguments are code a
 * real run steps through), so it is the chart's first step, and the header ends before it.
 */
function secondaryConstructor(node: SyntaxNode, ctx: Scoped): FunctionDef {
  const delegation = namedChildren(node).find((c) => c.type === 'constructor_delegation_call');
  if (!delegation) return definition(node, ctx, 'constructor', 'method');
  const signature = textUpTo(ctx.code, node, delegation)
    .replace(/[\s:]+$/, '')
    .replace(/\s+/g, ' ');
  const def = definition(node, ctx, 'constructor', 'method', signature);
  const call = lowerStatement(delegation, { ...ctx, loopLambdas: [] });
  const body = namedChildren(node).find((c) => c.type === 'block');
  return {
    ...def,
    headerRange: {
      startLine: rangeOf(node).startLine,
      endLine: rangeOf(body ?? delegation).startLine,
    },
    body: [...call, ...def.body],
  };
}

function lowerMember(node: SyntaxNode, ctx: Scoped): Stmt[] {
  const type = node.type;
  switch (type) {
    case 'function_declaration':
      return [{ ...lowerFunction(node, ctx), listed: true as const }];
    case 'secondary_constructor':
      return [{ ...secondaryConstructor(node, ctx), listed: true as const }];
    case 'anonymous_initializer':
      return [{ ...definition(node, ctx, 'init', 'method', 'init'), listed: true as const }];
    case 'property_declaration':
      return lowerProperty(node, ctx);
    default:
      return lowerDeclaration(node, ctx, type) ?? lowerStatement(node, ctx, type);
  }
}

/**
 * Declarations inside statements and at the top level: local functions and classes get charts
 * (not run where they stand); undefined for anything else.
 */
export function lowerDeclaration(
  node: SyntaxNode,
  ctx: Scoped,
  type: string = node.type,
): Stmt[] | undefined {
  if (TYPES.has(type)) return lowerType(node, ctx);
  if (type === 'function_declaration') return [lowerFunction(node, ctx)];
  if (
    type === 'property_declaration' &&
    namedChildren(node).some((c) => c.type === 'getter' || c.type === 'setter')
  )
    return lowerProperty(node, ctx);
  if (type === 'type_alias') return [simple(node, 'declaration', ctx)];
  return undefined;
}
