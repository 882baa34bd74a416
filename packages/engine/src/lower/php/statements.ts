/** PHP statements → IR. Control-flow meaning is build's job; this only reshapes the tree. */
import { namedChildren, oneLine, rangeOf, type SyntaxNode } from '../common';
import { tryStatement } from '../shared/tryStatement';
import type { If, Simple, SimpleKind, Stmt, Switch, SwitchCase, Try } from '../../ir/types';
import {
  condText,
  linesBetween,
  statementText,
  textOf,
  textUpTo,
  wrapperOnly,
} from '../shared/text';
import { plainSimple, plainThrow, withCallsOf } from '../shared/plainStatement';
import { effectsOf } from './effects';

export type PhpContext = {
  code: string;
  userStart: number;
  userEnd: number;
  /** enclosing class name (`A`), for method names */
  className?: string;
  /** the enclosing chart's name, for closures */
  chart: string;
  /**
   * The loops and switches around the statement, innermost last, each with the label `break N`
   * and `continue N` use to name it.
   */
  breakables: { label: string; kind: 'loop' | 'switch' }[];
  nextLabel: { n: number };
  /** the tree has no ERROR or MISSING node: every closure's keyword is in the text */
  clean: boolean;
  lowerDeclaration: (node: SyntaxNode, ctx: PhpContext) => Stmt[];
};

const NOT_CODE = new Set(['comment', 'text', 'text_interpolation', 'php_tag', 'php_end_tag']);

const DECLARATIONS = new Set([
  'namespace_definition',
  'namespace_use_declaration',
  'const_declaration',
  'global_declaration',
  'function_static_declaration',
  'declare_statement',
  'unset_statement',
  'property_declaration',
  'use_declaration',
  'enum_case',
]);

export const DEFINITIONS = new Set([
  'function_definition',
  'class_declaration',
  'interface_declaration',
  'trait_declaration',
  'enum_declaration',
  'method_declaration',
]);

const CLOSURES = new Set(['anonymous_function', 'arrow_function']);
const CLOSURE_KEYWORD = /fn|function/i;

function simple(node: SyntaxNode, kind: SimpleKind, ctx: PhpContext): Simple {
  return plainSimple(
    node,
    kind,
    statementText(ctx.code, node),
    effectsOf(node, ctx.code, ctx.clean),
  );
}

function withCalls<T extends object>(stmt: T, node: SyntaxNode, ctx: PhpContext): T {
  return withCallsOf(stmt, effectsOf(node, ctx.code, ctx.clean));
}

/** Closures and arrow functions a statement creates: each a chart of its own. */
function closuresIn(node: SyntaxNode, ctx: PhpContext): Stmt[] {
  const out: Stmt[] = [];
  // a visit of every node of every statement through the binding (5-6% of PHP's time); a
  // closure is spelled `function` or `fn` (keywords are case-insensitive), unless error
  // recovery inserted a MISSING keyword, so in a clean tree text without them holds none
  if (ctx.clean && !CLOSURE_KEYWORD.test(ctx.code.slice(node.startIndex, node.endIndex)))
    return out;
  const visit = (n: SyntaxNode): void => {
    if (CLOSURES.has(n.type)) {
      out.push(lowerClosure(n, ctx));
      return;
    }
    if (n.type === 'declaration_list') return;
    for (const c of n.namedChildren) if (c) visit(c);
  };
  for (const c of node.namedChildren) if (c) visit(c);
  return out;
}

function lowerClosure(node: SyntaxNode, ctx: PhpContext): Stmt {
  const body = node.childForFieldName('body');
  const name = `${ctx.chart ? `${ctx.chart}.` : ''}{closure}`;
  const inner: PhpContext = { ...ctx, chart: name, breakables: [] };
  const stmts: Stmt[] =
    node.type === 'arrow_function' && body
      ? [
          withCalls(
            { type: 'return', text: statementText(ctx.code, body), range: rangeOf(body) },
            body,
            inner,
          ),
        ]
      : lowerBody(body, inner);
  return {
    type: 'function',
    kind: 'function',
    name,
    signature: textUpTo(ctx.code, node, body),
    range: rangeOf(node),
    headerRange: linesBetween(
      node,
      body?.type === 'compound_statement' ? (body.child(0) ?? node) : node,
    ),
    body: stmts,
  };
}

export function lowerBody(node: SyntaxNode | null, ctx: PhpContext): Stmt[] {
  if (!node) return [];
  if (node.type === 'compound_statement' || node.type === 'colon_block') {
    return namedChildren(node).flatMap((c) => lowerStatement(c, ctx));
  }
  return lowerStatement(node, ctx);
}

function lowerIf(node: SyntaxNode, ctx: PhpContext): If {
  const stmt: If = { type: 'if', branches: [] };
  const add = (clause: SyntaxNode): void => {
    const cond = clause.childForFieldName('condition') ?? clause;
    stmt.branches.push({
      cond: { text: condText(ctx.code, cond), range: linesBetween(clause, cond) },
      body: lowerBody(clause.childForFieldName('body'), ctx),
    });
  };
  add(node);
  for (const alt of node.childrenForFieldName('alternative')) {
    if (!alt) continue;
    if (alt.type === 'else_if_clause') add(alt);
    else if (alt.type === 'else_clause') {
      const body = alt.childForFieldName('body');
      // `else if (…)` is an if inside the else: one more branch of the chain
      if (body?.type === 'if_statement') {
        const nested = lowerIf(body, ctx);
        stmt.branches.push(...nested.branches);
        if (nested.orelse) stmt.orelse = nested.orelse;
      } else stmt.orelse = lowerBody(body, ctx);
    }
  }
  return stmt;
}

/** Lowers a loop or switch body with its `break N` / `continue N` label pushed. */
function inBreakable<T>(
  ctx: PhpContext,
  kind: 'loop' | 'switch',
  build: (ctx: PhpContext, label: string) => T,
): T {
  const label = `#${ctx.nextLabel.n++}`;
  return build({ ...ctx, breakables: [...ctx.breakables, { label, kind }] }, label);
}

function headerBefore(node: SyntaxNode, body: SyntaxNode | null, ctx: PhpContext): string {
  return textUpTo(ctx.code, node, body).replace(/\s*:$/, '');
}

function headerLines(
  node: SyntaxNode,
  body: SyntaxNode | null,
): { startLine: number; endLine: number } {
  const start = rangeOf(node).startLine;
  if (!body) return rangeOf(node);
  return { startLine: start, endLine: Math.max(start, rangeOf(body).startLine) };
}

function lowerLoop(node: SyntaxNode, ctx: PhpContext): Stmt {
  return inBreakable(ctx, 'loop', (inner, label) => {
    const body =
      node.childForFieldName('body') ??
      namedChildren(node).find(
        (c) => c.type === 'compound_statement' || c.type === 'colon_block',
      ) ??
      null;
    const cond = node.childForFieldName('condition');
    const labels = [label];
    const condition = cond
      ? { cond: { text: condText(ctx.code, cond), range: rangeOf(cond) } }
      : {};
    switch (node.type) {
      case 'do_statement':
        return {
          type: 'loop',
          kind: 'dowhile',
          header: `while (${cond ? condText(ctx.code, cond) : ''})`,
          range: cond ? rangeOf(cond) : rangeOf(node),
          ...condition,
          body: lowerBody(body, inner),
          labels,
        };
      case 'while_statement':
        return {
          type: 'loop',
          kind: 'while',
          header: headerBefore(node, body, ctx),
          range: linesBetween(node, cond ?? node),
          ...condition,
          body: lowerBody(body, inner),
          labels,
        };
      case 'foreach_statement':
        return {
          type: 'loop',
          kind: 'foreach',
          header: headerBefore(node, body, ctx),
          range: headerLines(node, body),
          body: lowerBody(body, inner),
          labels,
        };
      default: {
        const init = node.childForFieldName('initialize');
        const update = node.childForFieldName('update');
        const part = (n: SyntaxNode | null): Stmt[] | undefined =>
          n ? [simple(n, 'process', ctx)] : undefined;
        const initStmts = part(init);
        const updateStmts = part(update);
        return {
          type: 'loop',
          kind: 'for',
          header: headerBefore(node, body, ctx),
          range: headerLines(node, body),
          ...condition,
          ...(initStmts ? { init: initStmts } : {}),
          ...(updateStmts ? { update: updateStmts } : {}),
          body: lowerBody(body, inner),
          labels,
        };
      }
    }
  });
}

function lowerSwitch(node: SyntaxNode, ctx: PhpContext): Switch {
  return inBreakable(ctx, 'switch', (inner, label) => {
    const cond = node.childForFieldName('condition') ?? node;
    const block = node.childForFieldName('body');
    const cases: SwitchCase[] = [];
    for (const c of block ? namedChildren(block) : []) {
      if (c.type !== 'case_statement' && c.type !== 'default_statement') continue;
      const value = c.childForFieldName('value');
      const stmts = namedChildren(c).filter((s) => s.id !== value?.id);
      cases.push({
        tests: value ? [statementText(ctx.code, value)] : [],
        range: linesBetween(c, value ?? c.child(0) ?? c),
        body: stmts.flatMap((s) => lowerStatement(s, inner)),
      });
    }
    // PHP reports the first `case` line when it dispatches: the header stands for it
    const first = block
      ? namedChildren(block).find(
          (c) => c.type === 'case_statement' || c.type === 'default_statement',
        )
      : undefined;
    const firstLabel = first ? (first.childForFieldName('value') ?? first.child(0) ?? first) : cond;
    return {
      type: 'switch',
      header: `switch (${condText(ctx.code, cond)})`,
      range: linesBetween(node, firstLabel.endIndex > cond.endIndex ? firstLabel : cond),
      fallthrough: true,
      cases,
      labels: [label],
    };
  });
}

/** `match (x) { 1, 2 => a, default => b }`: arms tested in order, each the statement's value. */
function lowerMatch(stmt: SyntaxNode, match: SyntaxNode, ctx: PhpContext): Switch {
  const cond = match.childForFieldName('condition') ?? match;
  const block = match.childForFieldName('body');
  const cases: SwitchCase[] = [];
  for (const arm of block ? namedChildren(block) : []) {
    const value = arm.childForFieldName('return_expression');
    const list = arm.childForFieldName('conditional_expressions');
    const tests = list ? namedChildren(list).map((t) => statementText(ctx.code, t)) : [];
    const body: Stmt[] = [];
    if (value?.type === 'throw_expression') body.push(lowerThrow(value, ctx));
    else if (value) body.push(simple(value, 'process', ctx));
    cases.push({ tests, range: linesBetween(arm, list ?? arm.child(0) ?? arm), body });
  }
  return {
    type: 'switch',
    header: oneLine(ctx.code.slice(stmt.startIndex, block ? block.startIndex : match.endIndex)),
    range: linesBetween(stmt, cond),
    fallthrough: false,
    dispatch: 'tested',
    cases,
  };
}

function matchIn(node: SyntaxNode): SyntaxNode | undefined {
  let n: SyntaxNode | null =
    node.type === 'expression_statement' || node.type === 'return_statement'
      ? (namedChildren(node)[0] ?? null)
      : null;
  if (n?.type === 'assignment_expression') n = n.childForFieldName('right');
  return n?.type === 'match_expression' ? n : undefined;
}

function lowerTry(node: SyntaxNode, ctx: PhpContext): Try {
  const lower = (n: SyntaxNode | null): Stmt[] => lowerBody(n, ctx);
  return tryStatement(node, {
    body: node.childForFieldName('body'),
    lower,
    handler: (clause) => {
      if (clause.type !== 'catch_clause') return undefined;
      const handlerBody = clause.childForFieldName('body');
      const types = clause.childForFieldName('type');
      return {
        header: textUpTo(ctx.code, clause, handlerBody),
        range: linesBetween(clause, types ?? clause),
        types: types ? namedChildren(types).map((t) => textOf(ctx.code, t).replace(/^\\/, '')) : [],
        body: lower(handlerBody),
      };
    },
    finally: (clause) => {
      if (clause.type !== 'finally_clause') return undefined;
      const start = rangeOf(clause).startLine;
      return {
        range: { startLine: start, endLine: start },
        body: lower(clause.childForFieldName('body')),
      };
    },
  });
}

function lowerThrow(node: SyntaxNode, ctx: PhpContext): Stmt {
  const expr = namedChildren(node)[0];
  let types: string[] | undefined;
  if (expr?.type === 'object_creation_expression') {
    const name = namedChildren(expr).find((c) => c.type === 'name' || c.type === 'qualified_name');
    if (name) types = [textOf(ctx.code, name).replace(/^\\/, '')];
  }
  return plainThrow(
    statementText(ctx.code, node),
    rangeOf(node),
    types,
    effectsOf(node, ctx.code, ctx.clean),
  );
}

/** `break N` / `continue N`: the Nth enclosing loop or switch, by the label given to it. */
function lowerJump(node: SyntaxNode, ctx: PhpContext): Stmt {
  const levelNode = namedChildren(node)[0];
  const level = levelNode ? Number.parseInt(textOf(ctx.code, levelNode), 10) || 1 : 1;
  const target = ctx.breakables[ctx.breakables.length - level];
  const text = statementText(ctx.code, node);
  const range = rangeOf(node);
  const label = level > 1 && target ? { label: target.label } : {};
  if (node.type === 'break_statement') return { type: 'break', text, range, ...label };
  // PHP counts a switch as a loop for `continue`, which then leaves it like `break`
  if (target?.kind === 'switch') return { type: 'break', text, range, label: target.label };
  return { type: 'continue', text, range, ...label };
}

export function lowerStatement(node: SyntaxNode, ctx: PhpContext): Stmt[] {
  if (wrapperOnly(node, ctx) || NOT_CODE.has(node.type)) return [];
  switch (node.type) {
    case 'compound_statement':
    case 'colon_block':
      return lowerBody(node, ctx);
    case 'empty_statement':
      return [];
    case 'if_statement':
      return [lowerIf(node, ctx)];
    case 'while_statement':
    case 'do_statement':
    case 'for_statement':
    case 'foreach_statement':
      return [lowerLoop(node, ctx)];
    case 'switch_statement':
      return [lowerSwitch(node, ctx)];
    case 'try_statement':
      return [lowerTry(node, ctx)];
    case 'break_statement':
    case 'continue_statement':
      return [lowerJump(node, ctx)];
    case 'goto_statement': {
      const label = namedChildren(node)[0];
      return [
        {
          type: 'goto',
          label: label ? textOf(ctx.code, label) : '',
          text: statementText(ctx.code, node),
          range: rangeOf(node),
        },
      ];
    }
    case 'named_label_statement': {
      const label = namedChildren(node)[0];
      const name = label ? textOf(ctx.code, label) : '';
      return [{ type: 'label', name, text: `${name}:`, range: rangeOf(node) }];
    }
    case 'return_statement': {
      const match = matchIn(node);
      if (match) return [lowerMatch(node, match, ctx)];
      return [
        withCalls(
          { type: 'return', text: statementText(ctx.code, node), range: rangeOf(node) },
          node,
          ctx,
        ),
        ...closuresIn(node, ctx),
      ];
    }
    case 'exit_statement':
      // exit ends the program: a throw to End is the edge it takes (no handler catches it)
      return [
        {
          type: 'throw',
          text: statementText(ctx.code, node),
          range: rangeOf(node),
          types: ['exit'],
        },
      ];
    case 'echo_statement':
      return [simple(node, 'io', ctx), ...closuresIn(node, ctx)];
    case 'expression_statement': {
      const expr = namedChildren(node)[0];
      if (expr?.type === 'throw_expression') return [lowerThrow(expr, ctx)];
      const match = matchIn(node);
      if (match) return [lowerMatch(node, match, ctx)];
      return [simple(node, 'process', ctx), ...closuresIn(node, ctx)];
    }
    default:
      if (DEFINITIONS.has(node.type)) return ctx.lowerDeclaration(node, ctx);
      if (DECLARATIONS.has(node.type)) return [simple(node, 'declaration', ctx)];
      if (node.type === 'ERROR') return namedChildren(node).flatMap((c) => lowerStatement(c, ctx));
      return [simple(node, 'process', ctx), ...closuresIn(node, ctx)];
  }
}
