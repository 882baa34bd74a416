/** C# types and their members, local functions and block lambdas → definitions. */
import { namedChildren, rangeOf, type SyntaxNode } from '../common';
import type { FunctionDef, Simple, Stmt } from '../../ir/types';
import { statementText, textOf, textUpTo } from '../shared/text';
import { lowerStatement, simple, type CsharpContext } from './statements';

const TYPE_DECLARATIONS = new Set([
  'class_declaration',
  'struct_declaration',
  'interface_declaration',
  'record_declaration',
  'record_struct_declaration',
  'enum_declaration',
]);

const METHODS = new Set([
  'method_declaration',
  'constructor_declaration',
  'destructor_declaration',
  'operator_declaration',
  'conversion_operator_declaration',
]);

export function isTypeDeclaration(node: SyntaxNode): boolean {
  return TYPE_DECLARATIONS.has(node.type);
}

function attributes(node: SyntaxNode): SyntaxNode[] {
  return namedChildren(node).filter((c) => c.type === 'attribute_list');
}

/** Header text from the node's start to `stop`, without its attributes (they are decorators). */
function header(node: SyntaxNode, stop: SyntaxNode | null, ctx: CsharpContext): string {
  const attrs = attributes(node);
  const from = attrs.length > 0 ? attrs[attrs.length - 1]!.endIndex : node.startIndex;
  return ctx.code
    .slice(from, stop ? stop.startIndex : node.endIndex)
    .replace(/\s+/g, ' ')
    .trim();
}

function decorated(def: FunctionDef, node: SyntaxNode, ctx: CsharpContext): FunctionDef {
  const found = attributes(node).map((a) => textOf(ctx.code, a).replace(/\s+/g, ' ').trim());
  return found.length > 0 ? { ...def, decorators: found } : def;
}

function qualified(ctx: CsharpContext, short: string): string {
  return ctx.scope ? `${ctx.scope}.${short}` : short;
}

/** A body: a block, or `=> expr` (its value is returned; a `void` one just runs it). */
function lowerBody(body: SyntaxNode, ctx: CsharpContext, returns: boolean): Stmt[] {
  if (body.type !== 'arrow_expression_clause') return lowerStatement(body, ctx);
  const expr = namedChildren(body)[0] ?? body;
  const text = statementText(ctx.code, expr);
  if (expr.type === 'throw_expression') return [{ type: 'throw', text, range: rangeOf(expr) }];
  if (!returns) return [simple(expr, 'process', ctx)];
  const stmt = simple(expr, 'process', ctx);
  return [
    {
      type: 'return',
      text: `return ${text}`,
      range: rangeOf(expr),
      ...(stmt.calls ? { calls: stmt.calls } : {}),
    },
  ];
}

function isVoid(node: SyntaxNode, ctx: CsharpContext): boolean {
  const returns = node.childForFieldName('returns') ?? node.childForFieldName('type');
  const text = returns ? textOf(ctx.code, returns) : 'void';
  return text === 'void' || text === 'Task' || node.type.startsWith('constructor');
}

/** A method-like member, a local function or an accessor → a definition with its own chart. */
function definition(
  node: SyntaxNode,
  ctx: CsharpContext,
  name: string,
  opts: { signature?: string; kind?: FunctionDef['kind']; returns?: boolean } = {},
): FunctionDef | undefined {
  const body =
    node.childForFieldName('body') ??
    namedChildren(node).find((c) => c.type === 'block' || c.type === 'arrow_expression_clause');
  if (!body) return undefined;
  const full = qualified(ctx, name);
  const inner: CsharpContext = { ...ctx, scope: full, switchId: undefined };
  const def: FunctionDef = {
    type: 'function',
    kind: opts.kind ?? 'method',
    name: full,
    signature: opts.signature ?? header(node, body, ctx),
    range: rangeOf(node),
    headerRange: { startLine: rangeOf(node).startLine, endLine: rangeOf(body).startLine },
    body: lowerBody(body, inner, opts.returns ?? !isVoid(node, ctx)),
    executes: false,
  };
  return decorated(def, node, ctx);
}

/** A local function (`int Twice(int x) => x * 2;`) or a block lambda, charted where it sits. */
export function lowerFunction(node: SyntaxNode, ctx: CsharpContext): Stmt[] {
  if (node.type === 'local_function_statement') {
    const name = node.childForFieldName('name');
    const def = definition(node, ctx, name ? textOf(ctx.code, name) : 'local', {
      kind: 'function',
    });
    return def ? [def] : [];
  }
  const body = node.childForFieldName('body') ?? namedChildren(node).at(-1) ?? null;
  const name = `<lambda@${node.startPosition.row + 1}>`;
  const def = definition(node, ctx, name, {
    kind: 'function',
    signature: textUpTo(ctx.code, node, body),
    returns: true,
  });
  return def ? [def] : [];
}

function listed(defs: (FunctionDef | undefined)[]): Stmt[] {
  return defs.flatMap((d) => (d ? [{ ...d, listed: true as const }] : []));
}

/** `int P { get { ... } set { ... } }` / `int P => x;`: a chart per accessor with a body. */
function lowerProperty(node: SyntaxNode, ctx: CsharpContext): Stmt[] {
  const nameNode = node.childForFieldName('name');
  const name =
    node.type === 'indexer_declaration' ? 'this[]' : nameNode ? textOf(ctx.code, nameNode) : 'P';
  const accessors = node.childForFieldName('accessors');
  const value = node.childForFieldName('value');
  if (value?.type === 'arrow_expression_clause') {
    return listed([
      definition(node, ctx, `${name}.get`, {
        signature: `${header(node, value, ctx)} get`,
        returns: true,
      }),
    ]);
  }
  const withBodies = accessors
    ? namedChildren(accessors).filter((a) => a.childForFieldName('body'))
    : [];
  if (withBodies.length === 0) return [simple(node, 'declaration', ctx)];
  return listed(
    withBodies.map((a) => {
      const kind = a.childForFieldName('name');
      const which = kind ? textOf(ctx.code, kind) : 'get';
      return definition(a, ctx, `${name}.${which}`, {
        signature: `${header(node, accessors, ctx)} ${which}`,
        returns: which === 'get',
      });
    }),
  );
}

/**
 * Consecutive enum members are one declaration block (`A, B = 2, C`), as Java's enum
 * constants are (issue 22 item 12).
 */
function enumMembers(nodes: SyntaxNode[], ctx: CsharpContext): Stmt[] {
  const members = nodes.filter((n) => n.type === 'enum_member_declaration');
  const first = members[0];
  const last = members[members.length - 1];
  if (!first || !last) return [];
  const block: Simple = simple(first, 'declaration', ctx);
  block.text = members.map((m) => statementText(ctx.code, m)).join(', ');
  block.range = { startLine: rangeOf(first).startLine, endLine: rangeOf(last).endLine };
  return [block];
}

/** `member` lowers each one (a file's own are taken through the incremental engine's reuse). */
export function lowerMembers(
  nodes: SyntaxNode[],
  ctx: CsharpContext,
  member: (node: SyntaxNode) => Stmt[] = (node) => lowerMember(node, ctx),
): Stmt[] {
  return nodes.flatMap(member);
}

export function lowerMember(member: SyntaxNode, ctx: CsharpContext): Stmt[] {
  if (METHODS.has(member.type)) {
    const nameNode = member.childForFieldName('name');
    const op = member.childForFieldName('operator');
    const name =
      member.type === 'destructor_declaration'
        ? `~${nameNode ? textOf(ctx.code, nameNode) : ''}`
        : op
          ? `operator ${textOf(ctx.code, op)}`
          : nameNode
            ? textOf(ctx.code, nameNode)
            : 'method';
    const def = definition(member, ctx, name);
    return def ? listed([def]) : [simple(member, 'declaration', ctx)];
  }
  switch (member.type) {
    case 'comment':
      return [];
    case 'property_declaration':
    case 'indexer_declaration':
      return lowerProperty(member, ctx);
    case 'namespace_declaration': {
      const body = member.childForFieldName('body');
      return body ? lowerMembers(namedChildren(body), ctx) : [];
    }
    case 'file_scoped_namespace_declaration':
    case 'using_directive':
    case 'extern_alias_directive':
    case 'field_declaration':
    case 'event_field_declaration':
    case 'event_declaration':
    case 'delegate_declaration':
    case 'attribute_list':
      return [simple(member, 'declaration', ctx)];
    default:
      return isTypeDeclaration(member) ? lowerType(member, ctx) : lowerStatement(member, ctx);
  }
}

/** A class-like declaration → a class definition whose body holds its members. */
export function lowerType(node: SyntaxNode, ctx: CsharpContext): Stmt[] {
  const body = node.childForFieldName('body');
  const nameNode = node.childForFieldName('name');
  const full = qualified(ctx, nameNode ? textOf(ctx.code, nameNode) : 'class');
  const inner: CsharpContext = { ...ctx, scope: full };
  const members = body ? namedChildren(body) : [];
  const def: FunctionDef = {
    type: 'function',
    kind: 'class',
    name: full,
    signature: header(node, body, ctx).replace(/;$/, ''),
    range: rangeOf(node),
    headerRange: { startLine: rangeOf(node).startLine, endLine: rangeOf(body ?? node).startLine },
    body:
      node.type === 'enum_declaration' ? enumMembers(members, inner) : lowerMembers(members, inner),
    executes: false,
  };
  return [decorated(def, node, ctx)];
}
