/** Ruby statements → IR. Control-flow meaning is build's job; this only reshapes the tree. */
import { namedChildren, oneLine, rangeOf, type SyntaxNode } from '../common';
import type {
  Handler,
  If,
  Loop,
  Range,
  Simple,
  SimpleKind,
  Stmt,
  Switch,
  SwitchCase,
  Try,
} from '../../ir/types';
import { linesBetween, statementText, textOf } from '../shared/text';
import { plainSimple, plainThrow, withCallsOf } from '../shared/plainStatement';
import { blockUse } from './blocks';
import { effectsOf } from './effects';

export type RubyContext = {
  code: string;
  /** the enclosing class/module names (`A`, `M.A`), for method names */
  scope: string[];
  /** the enclosing method's chart name, for closures' chart names */
  chart: string;
  /** labels for `retry`: the innermost begin/rescue's label name */
  retryLabel?: string;
  nextLabel: { n: number };
  /** lowers `def` (its chart) and `class`/`module` (theirs), from definitions.ts */
  lowerMethod: (node: SyntaxNode, ctx: RubyContext) => Stmt;
  lowerClass: (node: SyntaxNode, ctx: RubyContext) => Stmt;
};

const DECLARATIONS = new Set([
  'require',
  'require_relative',
  'load',
  'include',
  'extend',
  'prepend',
  'attr_accessor',
  'attr_reader',
  'attr_writer',
  'private',
  'public',
  'protected',
  'module_function',
  'private_constant',
]);

const BLOCK_TYPES = new Set(['do_block', 'block']);

function simple(
  node: SyntaxNode,
  kind: SimpleKind,
  ctx: RubyContext,
  text?: string,
  range?: Range,
  type?: string,
): Simple {
  return plainSimple(
    node,
    kind,
    text ?? statementText(ctx.code, node),
    effectsOf(node, ctx.code, type),
    range,
  );
}

/**
 * The statements of a body node (`then`, `else`, `do`, `body_statement`, `block_body`…).
 * `statement` lowers each one (a file's own are taken through the incremental engine's reuse).
 */
export function lowerBody(
  node: SyntaxNode | null,
  ctx: RubyContext,
  statement: (node: SyntaxNode, type: string) => Stmt[] = (c, type) => lowerStatement(c, ctx, type),
): Stmt[] {
  if (!node) return [];
  const clauses = namedChildren(node);
  // each clause's type is read once (a call into wasm) and handed to lowerStatement
  const types = clauses.map((c) => c.type);
  if (types.some((t) => t === 'rescue' || t === 'ensure')) {
    return lowerRescue(node, ctx, rangeOf(node));
  }
  return clauses.flatMap((c, i) => statement(c, types[i]!));
}

function bodyNodes(node: SyntaxNode): SyntaxNode[] {
  return namedChildren(node).filter((c) => !['rescue', 'else', 'ensure'].includes(c.type));
}

/** `begin … rescue … else … ensure … end` (or a method/block body with those clauses). */
function lowerRescue(node: SyntaxNode, ctx: RubyContext, header: Range): Stmt[] {
  const label = `retry${ctx.nextLabel.n++}`;
  const inner: RubyContext = { ...ctx, retryLabel: label };
  const handlers: Handler[] = [];
  let orelse: Stmt[] | undefined;
  let fin: Try['finally'];
  for (const clause of namedChildren(node)) {
    if (clause.type === 'rescue') {
      const exceptions = clause.childForFieldName('exceptions');
      const body = clause.childForFieldName('body');
      const types = exceptions ? namedChildren(exceptions).map((e) => textOf(ctx.code, e)) : [];
      const headerEnd = body && namedChildren(body)[0] ? namedChildren(body)[0]! : clause;
      handlers.push({
        header: oneLine(
          ctx.code.slice(clause.startIndex, body ? body.startIndex : clause.endIndex),
        ).replace(/\s*then$/, ''),
        range:
          headerEnd === clause
            ? rangeOf(clause)
            : { startLine: rangeOf(clause).startLine, endLine: rangeOf(clause).startLine },
        // a bare `rescue` catches StandardError, which is what `raise` raises by default
        types: types.length > 0 ? types : ['StandardError'],
        body: lowerBody(body, inner),
      });
    } else if (clause.type === 'else') {
      orelse = namedChildren(clause).flatMap((c) => lowerStatement(c, ctx));
    } else if (clause.type === 'ensure') {
      fin = {
        range: { startLine: rangeOf(clause).startLine, endLine: rangeOf(clause).startLine },
        body: namedChildren(clause).flatMap((c) => lowerStatement(c, ctx)),
      };
    }
  }
  const body = bodyNodes(node).flatMap((c) => lowerStatement(c, inner));
  const stmt: Try = { type: 'try', range: header, body, handlers };
  if (orelse) stmt.orelse = orelse;
  if (fin) stmt.finally = fin;
  const usesRetry = handlers.some((h) => containsRetry(h.body, label));
  if (!usesRetry) return [stmt];
  return [{ type: 'label', name: label, text: 'retry:', range: header }, stmt];
}

function containsRetry(stmts: readonly Stmt[], label: string): boolean {
  return stmts.some((s) => {
    switch (s.type) {
      case 'goto':
        return s.label === label;
      case 'if':
        return (
          s.branches.some((b) => containsRetry(b.body, label)) ||
          containsRetry(s.orelse ?? [], label)
        );
      case 'loop':
      case 'block':
        return containsRetry(s.body, label);
      case 'switch':
        return s.cases.some((c) => containsRetry(c.body, label));
      default:
        return false;
    }
  });
}

function condOf(
  node: SyntaxNode,
  ctx: RubyContext,
  keyword: string,
): { text: string; range: Range } {
  const cond = node.childForFieldName('condition') ?? node;
  const text = statementText(ctx.code, cond);
  return {
    text: keyword === 'unless' || keyword === 'until' ? `${keyword} ${text}` : text,
    range: linesBetween(node, cond),
  };
}

function lowerIf(node: SyntaxNode, ctx: RubyContext, prefix = ''): If {
  const stmt: If = { type: 'if', branches: [] };
  let current: SyntaxNode | null = node;
  let first = true;
  while (current) {
    const keyword = current.type === 'unless' ? 'unless' : '';
    const cond = condOf(current, ctx, keyword);
    stmt.branches.push({
      cond: { ...cond, text: first ? `${prefix}${cond.text}` : cond.text },
      body: lowerBody(current.childForFieldName('consequence'), ctx),
    });
    first = false;
    const alternative: SyntaxNode | null = current.childForFieldName('alternative');
    if (alternative?.type === 'elsif') current = alternative;
    else {
      if (alternative) stmt.orelse = lowerBody(alternative, ctx);
      current = null;
    }
  }
  return stmt;
}

function lowerModifier(node: SyntaxNode, ctx: RubyContext): Stmt[] {
  const body = node.childForFieldName('body');
  const keyword = node.type.replace(/_modifier$/, '');
  const cond = condOf(node, ctx, keyword);
  const range = rangeOf(node);
  const inner = body ? lowerStatement(body, ctx) : [];
  if (keyword === 'if' || keyword === 'unless') {
    return [
      { type: 'if', branches: [{ cond: { text: cond.text, range: cond.range }, body: inner }] },
    ];
  }
  const header = `${keyword} ${statementText(ctx.code, node.childForFieldName('condition') ?? node)}`;
  if (
    body?.type === 'begin' &&
    !namedChildren(body).some((c) => c.type === 'rescue' || c.type === 'ensure')
  ) {
    // `begin … end while c`: the body runs first; Ruby reports the `begin` line on entry
    const end = rangeOf(node).endLine;
    const start = rangeOf(body).startLine;
    return [
      { type: 'simple', kind: 'pass', text: 'begin', range: { startLine: start, endLine: start } },
      {
        type: 'loop',
        kind: 'dowhile',
        header,
        range: { startLine: end, endLine: end },
        cond: { text: cond.text, range: { startLine: end, endLine: end } },
        body: lowerBody(body, ctx),
      },
    ];
  }
  return [
    { type: 'loop', kind: 'while', header, range, cond: { text: cond.text, range }, body: inner },
  ];
}

function lowerWhile(node: SyntaxNode, ctx: RubyContext): Loop {
  const keyword = node.type;
  const condNode = node.childForFieldName('condition') ?? node;
  const cond = condOf(node, ctx, keyword);
  return {
    type: 'loop',
    kind: 'while',
    header: `${keyword} ${statementText(ctx.code, condNode)}`,
    range: cond.range,
    cond,
    body: lowerBody(node.childForFieldName('body'), ctx),
  };
}

function lowerFor(node: SyntaxNode, ctx: RubyContext): Loop {
  const body = node.childForFieldName('body');
  const value = node.childForFieldName('value') ?? node;
  return {
    type: 'loop',
    kind: 'foreach',
    header: oneLine(ctx.code.slice(node.startIndex, value.endIndex)),
    range: linesBetween(node, value),
    body: lowerBody(body, ctx),
  };
}

function lowerCase(node: SyntaxNode, ctx: RubyContext, prefix = ''): Switch {
  const value = node.childForFieldName('value');
  const cases: SwitchCase[] = [];
  let headerEnd: SyntaxNode = value ?? node;
  for (const clause of namedChildren(node)) {
    if (clause === value || clause.id === value?.id) continue;
    if (clause.type === 'when' || clause.type === 'in_clause') {
      const body = clause.childForFieldName('body');
      const patterns =
        clause.type === 'when'
          ? clause.childrenForFieldName('pattern').filter((p): p is SyntaxNode => p !== null)
          : [clause.childForFieldName('pattern')].filter((p): p is SyntaxNode => p !== null);
      const guard = clause.childForFieldName('guard');
      const guardCond = guard?.childForFieldName('condition');
      const last = guard ?? patterns[patterns.length - 1] ?? clause;
      const tests = patterns.map((p) => statementText(ctx.code, p));
      cases.push({
        // `in _` matches anything: the wildcard, as `else` is
        tests: tests.length === 1 && tests[0] === '_' && !guard ? [] : tests,
        ...(guard && guardCond
          ? {
              guard: `${guard.type === 'unless_guard' ? 'unless ' : ''}${statementText(ctx.code, guardCond)}`,
            }
          : {}),
        range: linesBetween(clause, last),
        body: lowerBody(body, ctx),
      });
    } else if (clause.type === 'else') {
      cases.push({ tests: [], range: rangeOf(clause), body: lowerBody(clause, ctx) });
    }
  }
  if (!value) headerEnd = node.child(0) ?? node;
  return {
    type: 'switch',
    header: `${prefix}case${value ? ` ${statementText(ctx.code, value)}` : ''}`,
    range: linesBetween(node, headerEnd),
    fallthrough: false,
    // Ruby tests each `when` in order (`===`) and reports no line for the tests
    dispatch: 'tested',
    wildcardText: 'else',
    cases,
  };
}

function thrownTypes(call: SyntaxNode, code: string): string[] | undefined {
  const args = call.childForFieldName('arguments');
  const first = args ? namedChildren(args)[0] : undefined;
  if (!first) return undefined;
  if (first.type === 'constant' || first.type === 'scope_resolution') return [textOf(code, first)];
  if (first.type === 'call') {
    const receiver = first.childForFieldName('receiver');
    const method = first.childForFieldName('method');
    if (receiver && method && textOf(code, method) === 'new') return [textOf(code, receiver)];
  }
  // `raise "message"` raises a RuntimeError
  if (first.type === 'string') return ['RuntimeError'];
  return undefined;
}

/** A call with a block, found where a statement's value comes from. */
function blockCallOf(
  node: SyntaxNode,
  type: string,
): { call: SyntaxNode; block: SyntaxNode; method: string } | undefined {
  let n: SyntaxNode | null = node;
  if (type === 'assignment' || type === 'operator_assignment') {
    n = n.childForFieldName('right');
    if (n?.type !== 'call') return undefined;
  } else if (type !== 'call') return undefined;
  const block = n.childForFieldName('block');
  const method = n.childForFieldName('method');
  if (!block || !method || !BLOCK_TYPES.has(block.type)) return undefined;
  return { call: n, block, method: method.text };
}

/** The label of a statement with its blocks' bodies left out: `xs.each do |x| … end`. */
function elided(node: SyntaxNode, ctx: RubyContext, block: SyntaxNode): string {
  const body = block.childForFieldName('body');
  if (!body) return statementText(ctx.code, node);
  return oneLine(
    `${ctx.code.slice(node.startIndex, body.startIndex)} … ${ctx.code.slice(body.endIndex, node.endIndex)}`,
  );
}

/** A statement whose value comes from a call with a block: a loop, an inline block or a closure. */
function lowerBlockCall(
  node: SyntaxNode,
  found: { call: SyntaxNode; block: SyntaxNode; method: string },
  ctx: RubyContext,
): Stmt[] {
  const { call, block, method } = found;
  const body = block.childForFieldName('body');
  const header = { startLine: rangeOf(node).startLine, endLine: rangeOf(block).startLine };
  const label = elided(node, ctx, block);
  const use = blockUse(method);
  if (use === 'closure') {
    const name = `${ctx.chart ? `${ctx.chart}.` : ''}${method} block`;
    return [
      simple(node, 'process', ctx, label, rangeOf(node)),
      {
        type: 'function',
        kind: 'function',
        name,
        signature: `${method} do${paramsOf(block, ctx)}`,
        range: rangeOf(block),
        headerRange: { startLine: rangeOf(block).startLine, endLine: rangeOf(block).startLine },
        body: lowerBody(body, { ...ctx, chart: name }),
      },
    ];
  }
  const inner = lowerBody(body, ctx);
  if (use === 'once') return [{ type: 'block', header: label, range: header, body: inner }];
  const receiver = call.childForFieldName('receiver');
  // `loop do … end` ends only by break (or StopIteration, drawn as the break it stands for)
  if (method === 'loop' && !receiver)
    return [{ type: 'loop', kind: 'while', header: label, range: header, body: inner }];
  return [{ type: 'loop', kind: 'foreach', header: label, range: header, body: inner }];
}

function paramsOf(block: SyntaxNode, ctx: RubyContext): string {
  const params = block.childForFieldName('parameters');
  return params ? ` ${statementText(ctx.code, params)}` : '';
}

/** `x = if …`, `y = case …`, `z = begin … rescue … end`: the control flow, labelled with the target. */
function lowerValueFlow(node: SyntaxNode, ctx: RubyContext, type: string): Stmt[] | undefined {
  if (type !== 'assignment' && type !== 'operator_assignment') return undefined;
  const right = node.childForFieldName('right');
  if (!right) return undefined;
  const prefix = oneLine(ctx.code.slice(node.startIndex, right.startIndex)) + ' ';
  const rightType = right.type;
  switch (rightType) {
    case 'if':
    case 'unless':
      return [lowerIf(right, ctx, prefix + (rightType === 'if' ? 'if ' : ''))];
    case 'case':
    case 'case_match':
      return [lowerCase(right, ctx, prefix)];
    default:
      return undefined;
  }
}

/** `type` is `node.type` when the caller has read it (every read is a call into wasm). */
export function lowerStatement(
  node: SyntaxNode,
  ctx: RubyContext,
  type: string = node.type,
): Stmt[] {
  switch (type) {
    case 'comment':
    case 'empty_statement':
    case 'heredoc_body':
      return [];
    case 'if':
    case 'unless':
      return [lowerIf(node, ctx)];
    case 'if_modifier':
    case 'unless_modifier':
    case 'while_modifier':
    case 'until_modifier':
      return lowerModifier(node, ctx);
    case 'while':
    case 'until':
      return [lowerWhile(node, ctx)];
    case 'for':
      return [lowerFor(node, ctx)];
    case 'case':
    case 'case_match':
      return [lowerCase(node, ctx)];
    case 'begin': {
      const clauses = namedChildren(node);
      if (clauses.some((c) => c.type === 'rescue' || c.type === 'ensure')) {
        const first = node.child(0) ?? node;
        return lowerRescue(node, ctx, rangeOf(first));
      }
      return clauses.flatMap((c) => lowerStatement(c, ctx));
    }
    case 'parenthesized_statements':
      return namedChildren(node).flatMap((c) => lowerStatement(c, ctx));
    case 'return':
      return [
        withCalls(
          { type: 'return', text: statementText(ctx.code, node), range: rangeOf(node) },
          node,
          ctx,
        ),
      ];
    case 'break':
      return [{ type: 'break', text: statementText(ctx.code, node), range: rangeOf(node) }];
    case 'next':
      return [{ type: 'continue', text: statementText(ctx.code, node), range: rangeOf(node) }];
    case 'redo':
      return [{ type: 'continue', text: 'redo', range: rangeOf(node), redo: true }];
    case 'retry':
      return ctx.retryLabel
        ? [{ type: 'goto', label: ctx.retryLabel, text: 'retry', range: rangeOf(node) }]
        : [simple(node, 'process', ctx)];
    case 'identifier': {
      // a bare `raise` re-raises the exception being handled
      const word = textOf(ctx.code, node);
      if (word === 'raise' || word === 'fail') {
        return [{ type: 'throw', text: word, range: rangeOf(node) }];
      }
      break;
    }
    case 'method':
    case 'singleton_method':
      return [ctx.lowerMethod(node, ctx)];
    case 'class':
    case 'module':
    case 'singleton_class':
      return [ctx.lowerClass(node, ctx)];
    case 'call': {
      const method = node.childForFieldName('method');
      const name = method ? method.text : '';
      if ((name === 'raise' || name === 'fail') && !node.childForFieldName('receiver')) {
        const types = thrownTypes(node, ctx.code);
        return [
          plainThrow(
            statementText(ctx.code, node),
            rangeOf(node),
            types,
            effectsOf(node, ctx.code),
          ),
        ];
      }
      if (DECLARATIONS.has(name) && !node.childForFieldName('receiver'))
        return [simple(node, 'declaration', ctx)];
      break;
    }
    default:
      break;
  }
  const found = blockCallOf(node, type);
  if (found) return lowerBlockCall(node, found, ctx);
  const flow = lowerValueFlow(node, ctx, type);
  if (flow) return flow;
  return [simple(node, 'process', ctx, undefined, undefined, type)];
}

function withCalls<T extends object>(stmt: T, node: SyntaxNode, ctx: RubyContext): T {
  return withCallsOf(stmt, effectsOf(node, ctx.code));
}
