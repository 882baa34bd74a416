/** C/C++ statements → IR. Control-flow meaning is build's job; this only reshapes the tree. */
import { namedChildren, rangeOf, type SyntaxNode } from '../common';
import { ifChain } from '../shared/ifChain';
import { catchClause, tryStatement } from '../shared/tryStatement';
import type { If, Simple, SimpleKind, Stmt, SwitchCase } from '../../ir/types';
import type { Descendants } from '../shared/descendants';
import type { IoSets } from '../shared/ioNames';
import { effectsOf, simpleKind } from './effects';
import {
  condText,
  headerEnd,
  linesBetween,
  sameNode,
  statementText,
  nameOf,
  textOf,
  textUpTo,
  token,
  wrapperOnly,
} from '../shared/text';

export type CContext = {
  /** the parsed text, a snippet's wrapper blanked: every label is cut from it */
  code: string;
  /** calls and lambdas of the whole tree, for `effectsOf` */
  index: Descendants;
  /** the language record's I/O names */
  io: IoSets;
  /** where the user's code lies in `code` (a wrapped snippet's wrapper lies outside) */
  userStart: number;
  userEnd: number;
  /** lowers a nested definition (function, class, preprocessor at top level) */
  lowerDefinition: (node: SyntaxNode, ctx: CContext) => Stmt[] | undefined;
};

export function simple(node: SyntaxNode, kind: SimpleKind, ctx: CContext, text?: string): Simple {
  const effects = effectsOf(node, ctx.code, ctx.index, ctx.io);
  const stmt: Simple = {
    type: 'simple',
    kind: simpleKind(effects, kind),
    text: text ?? statementText(ctx.code, node),
    range: rangeOf(node),
  };
  if (effects.calls.length > 0) stmt.calls = effects.calls;
  return stmt;
}

export function lowerBlock(nodes: SyntaxNode[], ctx: CContext): Stmt[] {
  return nodes.flatMap((n) => lowerStatement(n, ctx));
}

/** The statements of a body: a `{...}` is inlined, a single statement is itself. */
function body(node: SyntaxNode | null, ctx: CContext): Stmt[] {
  if (!node) return [];
  return lowerStatement(node, ctx);
}

function lowerIf(node: SyntaxNode, ctx: CContext): If {
  // C/C++ wrap the else branch in an else_clause; its statement is the branch
  return ifChain(
    node,
    ctx.code,
    (n) => body(n, ctx),
    (alternative) =>
      alternative?.type === 'else_clause' ? (namedChildren(alternative)[0] ?? null) : alternative,
  );
}

function forPart(node: SyntaxNode | null, ctx: CContext): Stmt[] | undefined {
  if (!node) return undefined;
  return [simple(node, node.type === 'declaration' ? 'declaration' : 'process', ctx)];
}

function lowerFor(node: SyntaxNode, ctx: CContext): Stmt {
  const loopBody = node.childForFieldName('body');
  const header = textUpTo(ctx.code, node, loopBody);
  const range = linesBetween(node, headerEnd(node, loopBody));
  if (node.type === 'for_range_loop') {
    return { type: 'loop', kind: 'foreach', header, range, body: body(loopBody, ctx) };
  }
  const cond = node.childForFieldName('condition');
  const init = forPart(node.childForFieldName('initializer'), ctx);
  const update = forPart(node.childForFieldName('update'), ctx);
  return {
    type: 'loop',
    kind: 'for',
    header,
    range,
    ...(cond ? { cond: { text: condText(ctx.code, cond), range: rangeOf(cond) } } : {}),
    ...(init ? { init } : {}),
    ...(update ? { update } : {}),
    body: body(loopBody, ctx),
  };
}

function lowerWhile(node: SyntaxNode, ctx: CContext): Stmt {
  const cond = node.childForFieldName('condition') ?? node;
  return {
    type: 'loop',
    kind: 'while',
    header: textUpTo(ctx.code, node, node.childForFieldName('body')),
    range: linesBetween(node, cond),
    cond: { text: condText(ctx.code, cond), range: rangeOf(cond) },
    body: body(node.childForFieldName('body'), ctx),
  };
}

function lowerDoWhile(node: SyntaxNode, ctx: CContext): Stmt {
  const cond = node.childForFieldName('condition') ?? node;
  const before = cond.previousSibling;
  const whileToken = (before?.type === 'while' ? before : token(node, 'while')) ?? cond;
  return {
    type: 'loop',
    kind: 'dowhile',
    header: `while ${statementText(ctx.code, cond)}`,
    range: linesBetween(whileToken, node),
    cond: { text: condText(ctx.code, cond), range: rangeOf(cond) },
    body: body(node.childForFieldName('body'), ctx),
  };
}

function lowerCase(node: SyntaxNode, ctx: CContext): SwitchCase {
  const value = node.childForFieldName('value');
  // the `:` follows the value (or `default`); look no further than that
  const next = value ? value.nextSibling : node.child(1);
  const colon = (next?.type === ':' ? next : token(node, ':')) ?? node;
  const statements = namedChildren(node).filter((c) => !sameNode(c, value));
  return {
    tests: value ? [statementText(ctx.code, value)] : [],
    range: linesBetween(node, colon),
    body: lowerBlock(statements, ctx),
  };
}

function lowerSwitch(node: SyntaxNode, ctx: CContext): Stmt {
  const cond = node.childForFieldName('condition') ?? node;
  const block = node.childForFieldName('body');
  const cases: SwitchCase[] = [];
  for (const child of block ? namedChildren(block) : []) {
    if (child.type === 'case_statement') {
      cases.push(lowerCase(child, ctx));
    } else {
      // code between cases (or a preprocessor line) belongs to the case above it
      const last = cases[cases.length - 1];
      if (last) last.body.push(...lowerStatement(child, ctx));
    }
  }
  return {
    type: 'switch',
    header: textUpTo(ctx.code, node, block),
    range: linesBetween(node, cond),
    fallthrough: true,
    cases,
  };
}

function catchTypes(params: SyntaxNode | null, code: string): string[] {
  if (!params) return [];
  const param = namedChildren(params)[0];
  // `catch (...)` has no parameter declaration: it catches everything
  if (!param || param.type !== 'parameter_declaration') return [];
  const type = param.childForFieldName('type');
  return type ? [nameOf(code, type)] : [];
}

function lowerTry(node: SyntaxNode, ctx: CContext): Stmt {
  const lower = (n: SyntaxNode | null): Stmt[] => body(n, ctx);
  return tryStatement(node, {
    body: node.childForFieldName('body'),
    lower,
    handler: (clause) =>
      clause.type === 'catch_clause'
        ? catchClause(
            ctx.code,
            clause,
            catchTypes(clause.childForFieldName('parameters'), ctx.code),
            lower,
          )
        : undefined,
  });
}

function thrownTypes(expr: SyntaxNode | undefined, code: string): string[] | undefined {
  if (!expr) return undefined;
  if (expr.type === 'call_expression') {
    const fn = expr.childForFieldName('function');
    return fn ? [nameOf(code, fn)] : undefined;
  }
  if (expr.type === 'new_expression') {
    const type = expr.childForFieldName('type');
    return type ? [nameOf(code, type)] : undefined;
  }
  return undefined;
}

/** `#if`/`#ifdef` inside a function: one of the branches is compiled in, so draw a decision. */
function lowerPreprocIf(node: SyntaxNode, ctx: CContext): Stmt[] {
  const stmt: If = { type: 'if', branches: [] };
  let current: SyntaxNode | null = node;
  while (current) {
    const alternative: SyntaxNode | null = current.childForFieldName('alternative');
    const directive = current.child(0);
    const test = current.childForFieldName('condition') ?? current.childForFieldName('name');
    const items = namedChildren(current).filter(
      (c) => !sameNode(c, alternative) && !sameNode(c, test) && c.type !== 'preproc_arg',
    );
    if (current.type === 'preproc_else') {
      stmt.orelse = lowerBlock(items, ctx);
      break;
    }
    const header = oneLineDirective(directive, test, ctx.code);
    stmt.branches.push({
      cond: { text: header, range: rangeOf(directive ?? current) },
      body: lowerBlock(items, ctx),
    });
    current = alternative;
  }
  return [stmt];
}

export function oneLineDirective(
  directive: SyntaxNode | null,
  test: SyntaxNode | null,
  code: string,
): string {
  const name = directive ? textOf(code, directive) : '#if';
  return [name, test ? statementText(code, test) : ''].join(' ').trim();
}

export function lowerStatement(node: SyntaxNode, ctx: CContext): Stmt[] {
  if (wrapperOnly(node, ctx)) return [];
  switch (node.type) {
    case 'comment':
      return [];
    case 'compound_statement':
      return lowerBlock(namedChildren(node), ctx);
    case 'expression_statement':
      return namedChildren(node).length === 0
        ? [{ type: 'simple', kind: 'pass', text: ';', range: rangeOf(node) }]
        : [simple(node, 'process', ctx)];
    case 'declaration':
    case 'type_definition':
    case 'alias_declaration':
    case 'using_declaration':
    case 'static_assert_declaration':
    case 'namespace_alias_definition':
      return [simple(node, 'declaration', ctx)];
    case 'if_statement':
      return [lowerIf(node, ctx)];
    case 'while_statement':
      return [lowerWhile(node, ctx)];
    case 'do_statement':
      return [lowerDoWhile(node, ctx)];
    case 'for_statement':
    case 'for_range_loop':
      return [lowerFor(node, ctx)];
    case 'switch_statement':
      return [lowerSwitch(node, ctx)];
    case 'case_statement':
      // a case outside any switch (broken snippet): keep its statements
      return lowerCase(node, ctx).body;
    case 'break_statement':
      return [{ type: 'break', text: 'break', range: rangeOf(node) }];
    case 'continue_statement':
      return [{ type: 'continue', text: 'continue', range: rangeOf(node) }];
    case 'return_statement':
    case 'co_return_statement': {
      const effects = effectsOf(node, ctx.code, ctx.index, ctx.io);
      return [
        {
          type: 'return',
          text: statementText(ctx.code, node),
          range: rangeOf(node),
          ...(effects.calls.length ? { calls: effects.calls } : {}),
        },
      ];
    }
    case 'goto_statement': {
      const label = node.childForFieldName('label');
      return [
        {
          type: 'goto',
          label: label ? textOf(ctx.code, label) : '',
          text: statementText(ctx.code, node),
          range: rangeOf(node),
        },
      ];
    }
    case 'labeled_statement': {
      const label = node.childForFieldName('label');
      const inner = namedChildren(node).filter((c) => !sameNode(c, label));
      const name = label ? textOf(ctx.code, label) : '';
      return [
        { type: 'label', name, text: `${name}:`, range: rangeOf(label ?? node) },
        ...lowerBlock(inner, ctx),
      ];
    }
    case 'throw_statement': {
      const effects = effectsOf(node, ctx.code, ctx.index, ctx.io);
      const types = thrownTypes(namedChildren(node)[0], ctx.code);
      return [
        {
          type: 'throw',
          text: statementText(ctx.code, node),
          range: rangeOf(node),
          ...(types ? { types } : {}),
          ...(effects.calls.length ? { calls: effects.calls } : {}),
        },
      ];
    }
    case 'try_statement':
      return [lowerTry(node, ctx)];
    case 'preproc_if':
    case 'preproc_ifdef':
      return lowerPreprocIf(node, ctx);
    case 'preproc_include':
    case 'preproc_def':
    case 'preproc_function_def':
    case 'preproc_call':
      return [simple(node, 'declaration', ctx)];
    case 'ERROR':
      // lower whatever parsed inside the broken region
      return lowerBlock(namedChildren(node), ctx);
    default: {
      const definition = ctx.lowerDefinition(node, ctx);
      // anything else (a fragment from error recovery, a rare statement): keep it as text
      return definition ?? [simple(node, 'process', ctx)];
    }
  }
}
