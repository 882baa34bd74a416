/** Java statements → IR. Control-flow meaning is build's job; this only reshapes the tree. */
import { namedChildren, rangeOf, type SyntaxNode } from '../common';
import { ifChain } from '../shared/ifChain';
import { catchClause, tryStatement } from '../shared/tryStatement';
import type { If, Simple, SimpleKind, Stmt, Switch, SwitchCase, Try } from '../../ir/types';
import {
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

export type JavaContext = {
  /** the parsed text, a snippet's wrapper blanked: every label is cut from it */
  code: string;
  /** calls, lambdas, class bodies and switch expressions of the whole tree */
  index: Descendants;
  /** where the user's code lies in `code` (a wrapped snippet's wrapper lies outside) */
  userStart: number;
  userEnd: number;
  ioVars: Set<string>;
  /** the enclosing class's name, for the charts of local and anonymous classes */
  className?: string;
  /** lowers a class-like declaration (local, anonymous) into a class definition */
  lowerType: (node: SyntaxNode, ctx: JavaContext, name?: string) => Stmt[];
};

const TYPE_DECLARATIONS = new Set([
  'class_declaration',
  'interface_declaration',
  'enum_declaration',
  'record_declaration',
  'annotation_type_declaration',
]);

export function isTypeDeclaration(node: SyntaxNode): boolean {
  return TYPE_DECLARATIONS.has(node.type);
}

function withCalls<T extends object>(stmt: T, node: SyntaxNode, ctx: JavaContext): T {
  return withCallsOf(stmt, effectsOf(node, ctx));
}

export function simple(
  node: SyntaxNode,
  kind: SimpleKind,
  ctx: JavaContext,
  text?: string,
): Simple {
  return plainSimple(node, kind, text ?? statementText(ctx.code, node), effectsOf(node, ctx));
}

/** Anonymous classes created by a statement: their methods get charts of their own. */
function anonymousClasses(node: SyntaxNode, ctx: JavaContext): Stmt[] {
  // nested anonymous classes are found when the outer one's members are lowered
  const bodies = ctx.index.within(node).filter((f) => f.type === 'class_body');
  if (bodies.length === 0) return [];
  const anonymous = bodies.filter((b) => b.node.parent?.type === 'object_creation_expression');
  return outermost(anonymous).flatMap((body) => {
    const creation = body.node.parent;
    if (!creation) return [];
    const typeNode = creation.childForFieldName('type');
    const type = (typeNode ? textOf(ctx.code, typeNode) : '') || 'Object';
    return ctx.lowerType(creation, ctx, `new ${type}`);
  });
}

export function lowerBlock(nodes: SyntaxNode[], ctx: JavaContext): Stmt[] {
  return nodes.flatMap((n) => lowerStatement(n, ctx));
}

function body(node: SyntaxNode | null, ctx: JavaContext): Stmt[] {
  return node ? lowerStatement(node, ctx) : [];
}

function lowerIf(node: SyntaxNode, ctx: JavaContext): If {
  return ifChain(node, ctx.code, (n) => body(n, ctx));
}

function lowerLoop(node: SyntaxNode, ctx: JavaContext, labels?: string[]): Stmt {
  return cLoop(node, {
    code: ctx.code,
    body: body(node.childForFieldName('body'), ctx),
    labels,
    doWhileHeader: (cond) => `while ${statementText(ctx.code, cond ?? node)}`,
    foreach: 'enhanced_for_statement',
    initField: 'init',
    declaration: 'local_variable_declaration',
    simple: (n, kind, text) => simple(n, kind, ctx, text),
  });
}

function caseLabel(label: SyntaxNode, code: string): { tests: string[]; guard?: string } {
  const parts = namedChildren(label);
  const text = (n: SyntaxNode): string => textOf(code, n);
  const guard = parts.find((p) => p.type === 'guard');
  const values = parts.filter((p) => p.type !== 'guard');
  const isDefault =
    text(label).trim().startsWith('default') || values.some((v) => text(v) === 'default');
  return {
    tests: isDefault ? [] : values.map((v) => statementText(code, v)),
    ...(guard ? { guard: statementText(code, guard).replace(/^when\s+/, '') } : {}),
  };
}

function lowerSwitchBody(
  block: SyntaxNode | null,
  ctx: JavaContext,
  isExpression: boolean,
): { cases: SwitchCase[]; arrow: boolean } {
  const cases: SwitchCase[] = [];
  let arrow = false;
  for (const group of block ? namedChildren(block) : []) {
    const labels: SyntaxNode[] = [];
    const rest: SyntaxNode[] = [];
    for (const c of namedChildren(group)) (c.type === 'switch_label' ? labels : rest).push(c);
    const first = labels[0];
    const last = labels[labels.length - 1];
    if (!first || !last) continue;
    const parsed = labels.map((l) => caseLabel(l, ctx.code));
    const tests = parsed.some((p) => p.tests.length === 0) ? [] : parsed.flatMap((p) => p.tests);
    const guard = parsed.find((p) => p.guard)?.guard;
    let caseBody: Stmt[];
    if (group.type === 'switch_rule') {
      arrow = true;
      const only = rest[0];
      // `case A -> value;` in a switch expression yields the value
      caseBody =
        isExpression && only?.type === 'expression_statement'
          ? [
              {
                type: 'yieldswitch',
                text: `yield ${statementText(ctx.code, only)}`,
                range: rangeOf(only),
              },
            ]
          : lowerBlock(rest, ctx);
    } else {
      caseBody = lowerBlock(rest, ctx);
    }
    cases.push({
      tests,
      ...(guard ? { guard } : {}),
      range: linesBetween(first, last),
      body: caseBody,
    });
  }
  return { cases, arrow };
}

function lowerSwitch(
  node: SyntaxNode,
  ctx: JavaContext,
  opts: { header?: string; from?: SyntaxNode; isExpression?: boolean; labels?: string[] },
): Switch {
  const cond = node.childForFieldName('condition') ?? node;
  const block = node.childForFieldName('body');
  const isExpression = opts.isExpression ?? false;
  const { cases, arrow } = lowerSwitchBody(block, ctx, isExpression);
  const stmt: Switch = {
    type: 'switch',
    header: opts.header ?? textUpTo(ctx.code, node, block),
    range: linesBetween(opts.from ?? node, cond),
    // an arrow switch never falls through; in a switch expression every arrow case ends in a
    // yield or throw, so drawing it as a jump table (fall-through shape) is exact, and matches
    // javac, which jumps straight to the case
    fallthrough: !arrow || isExpression,
    cases,
  };
  if (isExpression) stmt.isExpression = true;
  if (opts.labels) stmt.labels = opts.labels;
  return stmt;
}

/** The switch expression a statement evaluates (`int r = switch (d) {...};`), if any. */
function switchExpressionIn(node: SyntaxNode, ctx: JavaContext): SyntaxNode | undefined {
  const found = ctx.index.within(node);
  if (found.length === 0) return undefined;
  // the outermost one: a switch nested in a case body is lowered with that body
  const switches = outsideFences(found, isFence).filter((f) => f.type === 'switch_expression');
  return switches[0]?.node;
}

function lowerWithSwitchExpression(node: SyntaxNode, sw: SyntaxNode, ctx: JavaContext): Stmt[] {
  const block = sw.childForFieldName('body');
  const header = textUpTo(ctx.code, node, block);
  const stmt = lowerSwitch(sw, ctx, { header, from: node, isExpression: true });
  if (node.type !== 'return_statement') return [stmt];
  // javac returns the switch's value on the `return` line, after the case that yielded it
  const line = rangeOf(node).startLine;
  return [
    stmt,
    withCalls(
      { type: 'return', text: `${header} {…}`, range: { startLine: line, endLine: line } },
      node,
      ctx,
    ),
  ];
}

function lowerTry(node: SyntaxNode, ctx: JavaContext): Try {
  const resources = node.childForFieldName('resources');
  const lower = (n: SyntaxNode | null): Stmt[] => body(n, ctx);
  const stmt = tryStatement(node, {
    body: node.childForFieldName('body'),
    lower,
    handler: (clause) => {
      if (clause.type !== 'catch_clause') return undefined;
      const param = namedChildren(clause).find((c) => c.type === 'catch_formal_parameter');
      const typeNode = param && namedChildren(param).find((c) => c.type === 'catch_type');
      const types = typeNode ? namedChildren(typeNode).map((t) => textOf(ctx.code, t)) : [];
      return catchClause(ctx.code, clause, types, lower);
    },
    finally: (clause) => {
      if (clause.type !== 'finally_clause') return undefined;
      const block = namedChildren(clause).find((c) => c.type === 'block');
      return {
        range: rangeOf(token(clause, 'finally') ?? clause),
        body: block ? lower(block) : [],
      };
    },
  });
  if (resources) {
    stmt.resources = namedChildren(resources).map((r) => simple(r, 'declaration', ctx));
  }
  return stmt;
}

function thrownTypes(node: SyntaxNode, code: string): string[] | undefined {
  const expr = namedChildren(node)[0];
  if (expr?.type !== 'object_creation_expression') return undefined;
  const type = expr.childForFieldName('type');
  return type ? [nameOf(code, type)] : undefined;
}

function lowerLabeled(node: SyntaxNode, ctx: JavaContext): Stmt[] {
  const parts = namedChildren(node);
  const label = parts[0];
  const inner = parts[1];
  const name = label ? textOf(ctx.code, label) : '';
  if (!inner) return [];
  if (
    ['for_statement', 'enhanced_for_statement', 'while_statement', 'do_statement'].includes(
      inner.type,
    )
  ) {
    return [lowerLoop(inner, ctx, [name])];
  }
  if (inner.type === 'switch_expression') return [lowerSwitch(inner, ctx, { labels: [name] })];
  if (inner.type === 'block') {
    // `name: { ... break name; ... }`: the IR's Block has no labels, but a one-case switch
    // carrying the label has exactly that meaning (`break name` leaves it)
    const range = rangeOf(label ?? node);
    return [
      {
        type: 'switch',
        header: `${name}:`,
        range,
        fallthrough: true,
        labels: [name],
        cases: [{ tests: [], range, body: lowerStatement(inner, ctx) }],
      },
    ];
  }
  return [
    { type: 'label', name, text: `${name}:`, range: rangeOf(label ?? node) },
    ...lowerStatement(inner, ctx),
  ];
}

/** A plain statement (declaration, expression): one node, plus charts for anonymous classes. */
function lowerPlain(node: SyntaxNode, kind: SimpleKind, ctx: JavaContext): Stmt[] {
  const sw = switchExpressionIn(node, ctx);
  if (sw) return lowerWithSwitchExpression(node, sw, ctx);
  return [simple(node, kind, ctx), ...anonymousClasses(node, ctx)];
}

export function lowerStatement(node: SyntaxNode, ctx: JavaContext): Stmt[] {
  if (wrapperOnly(node, ctx)) return [];
  switch (node.type) {
    case 'line_comment':
    case 'block_comment':
      return [];
    case 'block':
    case 'constructor_body':
      return lowerBlock(namedChildren(node), ctx);
    case ';':
      return [{ type: 'simple', kind: 'pass', text: ';', range: rangeOf(node) }];
    case 'local_variable_declaration':
    case 'field_declaration':
    case 'constant_declaration':
      return lowerPlain(node, 'declaration', ctx);
    case 'expression_statement':
    case 'explicit_constructor_invocation':
      return lowerPlain(node, 'process', ctx);
    case 'assert_statement':
      return [{ ...simple(node, 'process', ctx), asserts: true }];
    case 'if_statement':
      return [lowerIf(node, ctx)];
    case 'while_statement':
    case 'do_statement':
    case 'for_statement':
    case 'enhanced_for_statement':
      return [lowerLoop(node, ctx)];
    case 'labeled_statement':
      return lowerLabeled(node, ctx);
    case 'switch_expression':
      return [lowerSwitch(node, ctx, {})];
    case 'yield_statement': {
      const sw = switchExpressionIn(node, ctx);
      if (sw) return lowerWithSwitchExpression(node, sw, ctx);
      return [{ type: 'yieldswitch', text: statementText(ctx.code, node), range: rangeOf(node) }];
    }
    case 'try_statement':
    case 'try_with_resources_statement':
      return [lowerTry(node, ctx)];
    case 'throw_statement': {
      const types = thrownTypes(node, ctx.code);
      return [
        plainThrow(statementText(ctx.code, node), rangeOf(node), types, effectsOf(node, ctx)),
        ...anonymousClasses(node, ctx),
      ];
    }
    case 'return_statement': {
      const sw = switchExpressionIn(node, ctx);
      if (sw) return lowerWithSwitchExpression(node, sw, ctx);
      return [
        withCalls(
          { type: 'return', text: statementText(ctx.code, node), range: rangeOf(node) },
          node,
          ctx,
        ),
        ...anonymousClasses(node, ctx),
      ];
    }
    case 'break_statement': {
      const label = namedChildren(node).find((c) => c.type === 'identifier');
      return [
        {
          type: 'break',
          text: statementText(ctx.code, node),
          range: rangeOf(node),
          ...(label ? { label: textOf(ctx.code, label) } : {}),
        },
      ];
    }
    case 'continue_statement': {
      const label = namedChildren(node).find((c) => c.type === 'identifier');
      return [
        {
          type: 'continue',
          text: statementText(ctx.code, node),
          range: rangeOf(node),
          ...(label ? { label: textOf(ctx.code, label) } : {}),
        },
      ];
    }
    case 'synchronized_statement': {
      const block = node.childForFieldName('body');
      return [
        {
          type: 'block',
          header: textUpTo(ctx.code, node, block),
          range: linesBetween(node, headerEnd(node, block)),
          body: body(block, ctx),
        },
      ];
    }
    case 'ERROR':
      return lowerBlock(namedChildren(node), ctx);
    default:
      if (isTypeDeclaration(node)) return ctx.lowerType(node, ctx);
      return lowerPlain(node, 'process', ctx);
  }
}
