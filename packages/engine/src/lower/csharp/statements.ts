/** C# statements → IR. Control-flow meaning is build's job; this only reshapes the tree. */
import { namedChildren, rangeOf, type SyntaxNode } from '../common';
import { ifChain } from '../shared/ifChain';
import { catchClause, tryStatement } from '../shared/tryStatement';
import type { If, Simple, SimpleKind, Stmt, Switch, SwitchCase, Try } from '../../ir/types';
import {
  condText,
  headerEnd,
  linesBetween,
  nameOf,
  statementText,
  textOf,
  textUpTo,
  token,
  wrapperOnly,
} from '../shared/text';
import { plainSimple, plainThrow, withCallsOf } from '../shared/plainStatement';
import { cLoop } from '../shared/cLoop';
import { outermost, outsideFences, type Descendants } from '../shared/descendants';
import { effectsOf, isFence } from './effects';

export type CsharpContext = {
  /** the parsed text: every label is cut from it */
  code: string;
  /** calls, lambdas, local functions and switch expressions of the whole tree */
  index: Descendants;
  userStart: number;
  userEnd: number;
  ioVars: Set<string>;
  /** the enclosing type's or function's full name, for nested charts (`A.M.Local`) */
  scope?: string;
  /** the innermost switch statement's start, naming its `goto case` targets */
  switchId?: number;
  /** lowers a local function or a lambda's block body into a definition */
  lowerFunction: (node: SyntaxNode, ctx: CsharpContext) => Stmt[];
};

function withCalls<T extends object>(stmt: T, node: SyntaxNode, ctx: CsharpContext): T {
  return withCallsOf(stmt, effectsOf(node, ctx));
}

export function simple(
  node: SyntaxNode,
  kind: SimpleKind,
  ctx: CsharpContext,
  text?: string,
): Simple {
  return plainSimple(node, kind, text ?? statementText(ctx.code, node), effectsOf(node, ctx));
}

/** Lambdas and anonymous methods with block bodies in a statement: charts of their own. */
function lambdas(node: SyntaxNode, ctx: CsharpContext): Stmt[] {
  const found = ctx.index
    .within(node)
    .filter((f) => f.type === 'lambda_expression' || f.type === 'anonymous_method_expression');
  if (found.length === 0) return [];
  // nested ones are found when the outer one's body is lowered
  return outermost(found).flatMap((f) => {
    const body = f.node.childForFieldName('body') ?? namedChildren(f.node).at(-1);
    return body?.type === 'block' ? ctx.lowerFunction(f.node, ctx) : [];
  });
}

/** A statement list; `using var x = ...;` owns the rest of its block (disposed at its end). */
export function lowerBlock(nodes: SyntaxNode[], ctx: CsharpContext): Stmt[] {
  const out: Stmt[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.type === 'local_declaration_statement' && token(node, 'using')) {
      out.push({
        type: 'with',
        header: statementText(ctx.code, node),
        range: rangeOf(node),
        body: lowerBlock(nodes.slice(i + 1), ctx),
      });
      return out;
    }
    out.push(...lowerStatement(node, ctx));
  }
  return out;
}

function body(node: SyntaxNode | null | undefined, ctx: CsharpContext): Stmt[] {
  return node ? lowerStatement(node, ctx) : [];
}

function lowerIf(node: SyntaxNode, ctx: CsharpContext): If {
  return ifChain(node, ctx.code, (n) => body(n, ctx));
}

function lowerLoop(node: SyntaxNode, ctx: CsharpContext): Stmt {
  return cLoop(node, {
    code: ctx.code,
    body: body(node.childForFieldName('body'), { ...ctx, switchId: undefined }),
    doWhileHeader: (cond) => `while (${condText(ctx.code, cond ?? node)})`,
    foreach: 'foreach_statement',
    initField: 'initializer',
    declaration: 'variable_declaration',
    simple: (n, kind, text) => simple(n, kind, ctx, text),
  });
}

/** The name a `goto case V;` / `goto default;` jumps to, unique per switch. */
function caseTarget(text: string, switchId: number | undefined): string {
  return `${oneSpace(text)}@${switchId ?? 0}`;
}

function oneSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A switch statement. Every C# section ends in a jump (the compiler rejects falling into the
 * next), and a section without statements shares the next one's, so the C-style shape with
 * fall-through is exact; `goto case` / `goto default` are gotos to a label at the target section.
 */
function lowerSwitch(node: SyntaxNode, ctx: CsharpContext): Switch {
  const value = node.childForFieldName('value') ?? node;
  const block = node.childForFieldName('body');
  const inner: CsharpContext = { ...ctx, switchId: node.startIndex };
  const targets = gotoCaseTargets(block, ctx);
  const cases: SwitchCase[] = [];
  for (const section of block ? namedChildren(block) : []) {
    if (section.type !== 'switch_section') continue;
    const labels: SyntaxNode[] = [];
    const stmts: SyntaxNode[] = [];
    let guard: string | undefined;
    let isDefault = false;
    let lastLabel: SyntaxNode = section;
    for (const c of section.children) {
      if (!c || c.type === 'comment') continue;
      const isStatement = c.type.endsWith('_statement') || c.type === 'block';
      if (isStatement) stmts.push(c);
      else if (c.type === 'default') isDefault = true;
      else if (c.type === ':' && stmts.length === 0) lastLabel = c;
      else if (c.type === 'when_clause')
        guard = oneSpace(textOf(ctx.code, c).replace(/^when\s+/, ''));
      else if (c.isNamed && stmts.length === 0) labels.push(c);
    }
    const tests = isDefault ? [] : labels.map((l) => statementText(ctx.code, l));
    const range = linesBetween(section, lastLabel);
    const caseBody = lowerBlock(stmts, inner);
    const own = isDefault ? 'default' : `case ${tests.join(', ')}`;
    const label = isDefault ? ['default'] : tests.map((t) => `case ${t}`);
    if (label.some((l) => targets.has(oneSpace(l)))) {
      caseBody.unshift({
        type: 'label',
        name: caseTarget(label.find((l) => targets.has(oneSpace(l))) ?? own, node.startIndex),
        text: `${own}:`,
        range,
      });
    }
    cases.push({ tests, ...(guard ? { guard } : {}), range, body: caseBody });
  }
  return {
    type: 'switch',
    header: textUpTo(ctx.code, node, block),
    range: linesBetween(node, value),
    fallthrough: true,
    cases,
  };
}

/** `case V` / `default` named by a `goto case V;` / `goto default;` inside the switch body. */
function gotoCaseTargets(block: SyntaxNode | null, ctx: CsharpContext): Set<string> {
  const out = new Set<string>();
  if (!block || !/\bgoto\s+(case|default)\b/.test(textOf(ctx.code, block))) return out;
  for (const g of block.descendantsOfType('goto_statement')) {
    const text = g ? gotoTarget(g, ctx) : undefined;
    if (text) out.add(text);
  }
  return out;
}

/** `case 1` for `goto case 1;`, `default` for `goto default;`, undefined for `goto label;`. */
function gotoTarget(node: SyntaxNode, ctx: CsharpContext): string | undefined {
  if (token(node, 'default')) return 'default';
  if (!token(node, 'case')) return undefined;
  const value = namedChildren(node)[0];
  return value ? `case ${oneSpace(textOf(ctx.code, value))}` : undefined;
}

/** The outermost switch expression a statement evaluates (`var r = x switch {...};`), if any. */
function switchExpressionIn(node: SyntaxNode, ctx: CsharpContext): SyntaxNode | undefined {
  const found = ctx.index.within(node);
  if (found.length === 0) return undefined;
  const switches = outsideFences(found, isFence).filter((f) => f.type === 'switch_expression');
  return switches[0]?.node;
}

/**
 * A statement holding a switch expression: its arms are tested in order (patterns, `when`
 * guards, `_` last), and the chosen arm's value leaves the switch (a `throw` arm raises).
 */
function lowerWithSwitchExpression(node: SyntaxNode, sw: SyntaxNode, ctx: CsharpContext): Stmt[] {
  const open = token(sw, '{');
  const header = oneSpace(ctx.code.slice(node.startIndex, open ? open.startIndex : sw.endIndex));
  const cases: SwitchCase[] = [];
  for (const arm of namedChildren(sw)) {
    if (arm.type !== 'switch_expression_arm') continue;
    const parts = namedChildren(arm);
    const pattern = parts[0];
    const valueNode = parts[parts.length - 1];
    if (!pattern || !valueNode) continue;
    const when = parts.find((p) => p.type === 'when_clause');
    const value = statementText(ctx.code, valueNode);
    // the chosen arm's value leaves the switch; a `throw` arm raises
    const armBody: Stmt =
      valueNode.type === 'throw_expression'
        ? withCalls({ type: 'throw', text: value, range: rangeOf(valueNode) }, valueNode, ctx)
        : { type: 'yieldswitch', text: `=> ${value}`, range: rangeOf(valueNode) };
    cases.push({
      tests: pattern.type === 'discard' ? [] : [statementText(ctx.code, pattern)],
      ...(when ? { guard: oneSpace(textOf(ctx.code, when).replace(/^when\s+/, '')) } : {}),
      range: rangeOf(pattern),
      body: [armBody],
    });
  }
  const stmt: Switch = {
    type: 'switch',
    header,
    range: linesBetween(node, open ?? sw),
    fallthrough: false,
    dispatch: 'tested',
    isExpression: true,
    wildcardText: '_',
    cases,
  };
  const out: Stmt[] = [stmt];
  if (node.type === 'return_statement') {
    const line = rangeOf(node).startLine;
    out.push({ type: 'return', text: `${header} {…}`, range: { startLine: line, endLine: line } });
  }
  return [...out, ...lambdas(node, ctx)];
}

function lowerTry(node: SyntaxNode, ctx: CsharpContext): Try {
  const lower = (n: SyntaxNode | null | undefined): Stmt[] => body(n, ctx);
  return tryStatement(node, {
    body: node.childForFieldName('body'),
    lower,
    handler: (clause) => {
      if (clause.type !== 'catch_clause') return undefined;
      const decl = namedChildren(clause).find((c) => c.type === 'catch_declaration');
      const filter = namedChildren(clause).find((c) => c.type === 'catch_filter_clause');
      const type = decl?.childForFieldName('type');
      // a filtered handler may decline: it never counts as catching everything
      const types = type ? [nameOf(ctx.code, type)] : filter ? ['<filtered>'] : [];
      return catchClause(ctx.code, clause, types, lower);
    },
    finally: (clause) => {
      if (clause.type !== 'finally_clause') return undefined;
      const block = namedChildren(clause).find((c) => c.type === 'block');
      return { range: rangeOf(token(clause, 'finally') ?? clause), body: lower(block) };
    },
  });
}

function thrownTypes(node: SyntaxNode, code: string): string[] | undefined {
  const expr = namedChildren(node)[0];
  if (expr?.type !== 'object_creation_expression') return undefined;
  const type = expr.childForFieldName('type');
  return type ? [nameOf(code, type).replace(/^System\./, '')] : undefined;
}

/** `using (...) body`, `lock (x) body`, `checked { }`, `fixed (...) body`, `unsafe { }`. */
function lowerGuarded(node: SyntaxNode, ctx: CsharpContext): Stmt {
  const block = node.childForFieldName('body') ?? namedChildren(node).at(-1) ?? null;
  const header = textUpTo(ctx.code, node, block);
  const range = linesBetween(node, headerEnd(node, block));
  if (node.type === 'using_statement') {
    return { type: 'with', header, range, body: body(block, ctx) };
  }
  return { type: 'block', header, range, body: body(block, ctx) };
}

/** A plain statement (declaration, expression): one node, plus charts for block lambdas. */
function lowerPlain(node: SyntaxNode, kind: SimpleKind, ctx: CsharpContext): Stmt[] {
  const sw = switchExpressionIn(node, ctx);
  if (sw) return lowerWithSwitchExpression(node, sw, ctx);
  return [simple(node, kind, ctx), ...lambdas(node, ctx)];
}

function lowerJump(node: SyntaxNode, ctx: CsharpContext): Stmt[] {
  const text = statementText(ctx.code, node);
  const range = rangeOf(node);
  switch (node.type) {
    case 'break_statement':
      return [{ type: 'break', text, range }];
    case 'continue_statement':
      return [{ type: 'continue', text, range }];
    case 'goto_statement': {
      const target = gotoTarget(node, ctx);
      const label = target
        ? caseTarget(target, ctx.switchId)
        : textOf(ctx.code, namedChildren(node)[0] ?? node);
      return [{ type: 'goto', label, text, range }];
    }
    case 'yield_statement':
      // `yield break` ends the iterator; `yield return x` hands out x and resumes here
      return token(node, 'break')
        ? [{ type: 'return', text, range }]
        : [{ ...simple(node, 'process', ctx), yields: true }];
    case 'throw_statement': {
      const types = thrownTypes(node, ctx.code);
      return [plainThrow(text, range, types, effectsOf(node, ctx)), ...lambdas(node, ctx)];
    }
    default: {
      const sw = switchExpressionIn(node, ctx);
      if (sw) return lowerWithSwitchExpression(node, sw, ctx);
      return [withCalls({ type: 'return', text, range }, node, ctx), ...lambdas(node, ctx)];
    }
  }
}

export function lowerStatement(node: SyntaxNode, ctx: CsharpContext): Stmt[] {
  if (wrapperOnly(node, ctx)) return [];
  switch (node.type) {
    case 'comment':
      return [];
    case 'block':
      return lowerBlock(namedChildren(node), ctx);
    case 'empty_statement':
      return [{ type: 'simple', kind: 'pass', text: ';', range: rangeOf(node) }];
    case 'local_declaration_statement':
      return lowerPlain(node, 'declaration', ctx);
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
    case 'using_statement':
    case 'lock_statement':
    case 'checked_statement':
    case 'fixed_statement':
    case 'unsafe_statement':
      return [lowerGuarded(node, ctx)];
    case 'labeled_statement': {
      const parts = namedChildren(node);
      const name = parts[0] ? textOf(ctx.code, parts[0]) : '';
      return [
        { type: 'label', name, text: `${name}:`, range: rangeOf(parts[0] ?? node) },
        ...lowerBlock(parts.slice(1), ctx),
      ];
    }
    case 'break_statement':
    case 'continue_statement':
    case 'goto_statement':
    case 'yield_statement':
    case 'throw_statement':
    case 'return_statement':
      return lowerJump(node, ctx);
    case 'local_function_statement':
      return ctx.lowerFunction(node, ctx);
    case 'global_statement':
      return lowerBlock(namedChildren(node), ctx);
    case 'ERROR':
      return lowerBlock(namedChildren(node), ctx);
    default:
      return lowerPlain(node, 'process', ctx);
  }
}
