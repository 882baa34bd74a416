/** C/C++ definitions: functions, classes, namespaces, templates and preprocessor lines. */
import { namedChildren, rangeOf, type SyntaxNode } from '../common';
import type { FunctionDef, Stmt } from '../../ir/types';
import { lowerBlock, lowerStatement, oneLineDirective, simple, type CContext } from './statements';
import { nameOf, sameNode, textUpTo, wrapperOnly } from '../shared/text';

const DECLARATIONS = new Set([
  'declaration',
  'type_definition',
  'field_declaration',
  'enum_specifier',
  'alias_declaration',
  'using_declaration',
  'static_assert_declaration',
  'namespace_alias_definition',
  'friend_declaration',
  'concept_definition',
  'preproc_include',
  'preproc_def',
  'preproc_function_def',
  'preproc_call',
]);

const CLASSES = new Set(['class_specifier', 'struct_specifier', 'union_specifier']);

/** The innermost function_declarator of a declarator chain (`int *f(int)` → `f(int)`). */
function functionDeclarator(node: SyntaxNode | null): SyntaxNode | null {
  let current = node;
  while (current && current.type !== 'function_declarator') {
    current = current.childForFieldName('declarator') ?? namedChildren(current)[0] ?? null;
  }
  return current;
}

function lowerFunction(node: SyntaxNode, ctx: CContext, className?: string): Stmt[] {
  const body = node.childForFieldName('body');
  // a function-try-block (`void f() try {...} catch (...) {...}`) has the try as its body
  if (!body || (body.type !== 'compound_statement' && body.type !== 'try_statement')) {
    return [simple(node, 'declaration', ctx)];
  }
  const declarator = functionDeclarator(node.childForFieldName('declarator'));
  const nameNode = declarator?.childForFieldName('declarator');
  const shortName = (nameNode ? nameOf(ctx.code, nameNode) : '') || 'function';
  const name = className ? `${className}::${shortName}` : shortName;
  const initializers = namedChildren(node).find((c) => c.type === 'field_initializer_list');
  const start = rangeOf(node).startLine;
  const def: FunctionDef = {
    type: 'function',
    kind: className || shortName.includes('::') ? 'method' : 'function',
    name,
    signature: textUpTo(ctx.code, node, initializers ?? body),
    range: rangeOf(node),
    headerRange: { startLine: start, endLine: rangeOf(body).startLine },
    // member initializers run before the body: they are the first statement drawn
    body: [
      ...(initializers ? [simple(initializers, 'process', ctx)] : []),
      ...(body.type === 'try_statement'
        ? lowerStatement(body, ctx)
        : lowerBlock(namedChildren(body), ctx)),
    ],
    executes: false,
  };
  return [def];
}

/** A C++ class with member functions gets a chart; a plain struct is just a declaration. */
function lowerClass(node: SyntaxNode, ctx: CContext, outer?: string): Stmt[] {
  const body = node.childForFieldName('body');
  const nameNode = node.childForFieldName('name');
  const hasMethods = (n: SyntaxNode): boolean =>
    namedChildren(n).some(
      (c) =>
        (c.type === 'function_definition' && c.childForFieldName('body') !== null) ||
        (c.type === 'template_declaration' && hasMethods(c)) ||
        (CLASSES.has(c.type) &&
          c.childForFieldName('body') !== null &&
          hasMethods(c.childForFieldName('body')!)),
    );
  if (!body || !hasMethods(body)) return [simple(node, 'declaration', ctx)];
  const short = (nameNode ? nameOf(ctx.code, nameNode) : '') || 'anonymous';
  const name = outer ? `${outer}::${short}` : short;
  const members = namedChildren(body).flatMap((member) => lowerMember(member, ctx, name));
  return [
    {
      type: 'function',
      kind: 'class',
      name,
      signature: textUpTo(ctx.code, node, body),
      range: rangeOf(node),
      headerRange: { startLine: rangeOf(node).startLine, endLine: rangeOf(body).startLine },
      body: members,
      executes: false,
    },
  ];
}

function lowerMember(member: SyntaxNode, ctx: CContext, className: string): Stmt[] {
  switch (member.type) {
    case 'function_definition':
      // listed in the class chart like the member declarations around it
      return lowerFunction(member, ctx, className).map((s) =>
        s.type === 'function' ? { ...s, listed: true as const } : s,
      );
    case 'template_declaration':
      return namedChildren(member)
        .filter((c) => c.type !== 'template_parameter_list')
        .flatMap((c) => lowerMember(c, ctx, className));
    case 'access_specifier':
    case 'comment':
      return [];
    default:
      if (CLASSES.has(member.type)) return lowerClass(member, ctx, className);
      if (member.type === 'field_declaration') {
        const type = member.childForFieldName('type');
        if (type && CLASSES.has(type.type)) return lowerClass(type, ctx, className);
      }
      return lowerDefinition(member, ctx) ?? [simple(member, 'declaration', ctx)];
  }
}

/** `#if` at file level: draw the directive lines and keep everything inside. */
function lowerTopPreprocIf(node: SyntaxNode, ctx: CContext): Stmt[] {
  const out: Stmt[] = [];
  let current: SyntaxNode | null = node;
  while (current) {
    const alternative: SyntaxNode | null = current.childForFieldName('alternative');
    const test = current.childForFieldName('condition') ?? current.childForFieldName('name');
    const directive = current.child(0);
    out.push({
      type: 'simple',
      kind: 'declaration',
      text: oneLineDirective(directive, test, ctx.code),
      range: rangeOf(directive ?? current),
    });
    const items = namedChildren(current).filter(
      (c) => !sameNode(c, alternative) && !sameNode(c, test) && c.type !== 'preproc_arg',
    );
    out.push(...lowerTop(items, ctx));
    current = alternative;
  }
  return out;
}

/** Definitions that may appear at file level, in a namespace or (after errors) anywhere. */
export function lowerDefinition(node: SyntaxNode, ctx: CContext): Stmt[] | undefined {
  if (node.type === 'function_definition') return lowerFunction(node, ctx);
  if (CLASSES.has(node.type)) return lowerClass(node, ctx);
  if (node.type === 'template_declaration') {
    return lowerTop(
      namedChildren(node).filter((c) => c.type !== 'template_parameter_list'),
      ctx,
    );
  }
  if (node.type === 'namespace_definition' || node.type === 'linkage_specification') {
    const body = node.childForFieldName('body');
    if (!body) return [simple(node, 'declaration', ctx)];
    return body.type === 'declaration_list'
      ? lowerTop(namedChildren(body), ctx)
      : lowerTop([body], ctx);
  }
  if (node.type === 'declaration' || node.type === 'field_declaration') {
    // `class A { ... } a;` still defines A's methods
    const type = node.childForFieldName('type');
    if (type && CLASSES.has(type.type)) {
      const cls = lowerClass(type, ctx);
      if (cls[0]?.type === 'function') return [...cls, simple(node, 'declaration', ctx)];
    }
  }
  if (DECLARATIONS.has(node.type)) return [simple(node, 'declaration', ctx)];
  return undefined;
}

/**
 * File-level items: definitions become charts, globals declarations, loose code is lowered.
 * `item` lowers each one (the file's own are taken through the incremental engine's reuse).
 */
export function lowerTop(
  nodes: SyntaxNode[],
  ctx: CContext,
  item: (node: SyntaxNode) => Stmt[] = (node) => lowerItem(node, ctx),
): Stmt[] {
  return nodes.flatMap((node): Stmt[] => {
    if (wrapperOnly(node, ctx)) return [];
    if (ctx.userStart > 0 && node.startIndex === 0 && node.type === 'function_definition') {
      // the wrapper we added around a snippet: its statements are the snippet's top-level code
      const wrapped = node.childForFieldName('body');
      return wrapped ? lowerTop(namedChildren(wrapped), ctx) : [];
    }
    return item(node);
  });
}

/** One file-level item (its IR depends on its own text alone: the lowering keeps no state). */
export function lowerItem(node: SyntaxNode, ctx: CContext): Stmt[] {
  if (node.type === 'preproc_if' || node.type === 'preproc_ifdef') {
    return lowerTopPreprocIf(node, ctx);
  }
  if (node.type === 'ERROR') return lowerTop(namedChildren(node), ctx);
  return lowerDefinition(node, ctx) ?? lowerStatement(node, ctx);
}
