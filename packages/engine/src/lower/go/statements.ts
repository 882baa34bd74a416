/** Go statements → IR. Control-flow meaning is build's job; this only reshapes the tree. */
import { namedChildren, oneLine, typedNamedChildren, rangeOf, type SyntaxNode } from '../common';
import type {
  FunctionDef,
  If,
  Loop,
  Simple,
  SimpleKind,
  Stmt,
  Switch,
  SwitchCase,
} from '../../ir/types';
import { linesBetween, textOf, token } from '../shared/text';
import { plainSimple, withCallsOf } from '../shared/plainStatement';
import { headerRange, shortenedText } from '../shared/closureText';
import type { Descendants, Found } from '../shared/descendants';
import { effectsOf } from './effects';

export type GoContext = {
  /** the parsed text, a snippet's wrapper blanked: every label is cut from it */
  code: string;
  index: Descendants;
  userStart: number;
  userEnd: number;
  /** the chart the statements belong to (`main`, `Stack.Push`), for naming its closures */
  scope: string;
  /** closures numbered per enclosing function, as Go names them (`main.func1`) */
  closures: { n: number };
  /** the method's receiver name, for `this.f` calls */
  receiver?: string;
  /** labels some `goto` jumps to (only those get a label node) */
  gotoTargets: Set<string>;
};

/**
 * A statement as drawn: one line, each closure's body shown as `{…}` (it has its own chart) and
 * without a trailing `;`.
 */
export function labelText(node: SyntaxNode, ctx: GoContext, end = node.endIndex): string {
  return shortenedText(node, ctx, closureBody, end);
}

const closureBody = (f: Found): SyntaxNode | null =>
  f.type === 'func_literal' ? f.node.childForFieldName('body') : null;

/** Text from the node's start up to `stop` (a body), closures shortened. */
function headerText(node: SyntaxNode, stop: SyntaxNode | null, ctx: GoContext): string {
  return labelText(node, ctx, stop ? stop.startIndex : node.endIndex);
}

export function simple(node: SyntaxNode, kind: SimpleKind, ctx: GoContext, text?: string): Simple {
  return plainSimple(node, kind, text ?? labelText(node, ctx), effectsOf(node, ctx));
}

function withCalls<T extends object>(stmt: T, node: SyntaxNode, ctx: GoContext): T {
  return withCallsOf(stmt, effectsOf(node, ctx));
}

/** The closures a statement creates: each its own chart, named as Go names them. */
export function closures(node: SyntaxNode, ctx: GoContext): Stmt[] {
  const found = ctx.index.within(node).filter((f) => f.type === 'func_literal');
  const out: Stmt[] = [];
  let end = -1;
  for (const f of found) {
    if (f.start < end) continue; // nested: lowered with the outer closure's body
    end = f.end;
    out.push(lowerClosure(f.node, ctx));
  }
  return out;
}

function lowerClosure(node: SyntaxNode, ctx: GoContext): FunctionDef {
  ctx.closures.n += 1;
  const name = ctx.scope ? `${ctx.scope}.func${ctx.closures.n}` : `func${ctx.closures.n}`;
  const body = node.childForFieldName('body');
  return {
    type: 'function',
    kind: 'function',
    name,
    signature: headerText(node, body, ctx),
    range: rangeOf(node),
    headerRange: headerRange(node, body),
    body: functionBody(body, { ...ctx, scope: name, closures: { n: 0 } }),
    executes: false,
  };
}

/** A function's statements, each `defer` wrapping the rest (see `lowerDefer`). */
export function functionBody(block: SyntaxNode | null, ctx: GoContext): Stmt[] {
  if (!block) return [];
  const { nodes, types } = statementsOf(block);
  return deferring(nodes, types, ctx);
}

/** A block's statements and their types (each read once: every read is a call into wasm). */
function statementsOf(block: SyntaxNode): { nodes: SyntaxNode[]; types: string[] } {
  const outer = typedNamedChildren(block);
  if (!outer.types.includes('statement_list')) return outer;
  const nodes: SyntaxNode[] = [];
  const types: string[] = [];
  outer.nodes.forEach((c, i) => {
    const type = outer.types[i] ?? '';
    if (type !== 'statement_list') {
      nodes.push(c);
      types.push(type);
      return;
    }
    const inner = typedNamedChildren(c);
    nodes.push(...inner.nodes);
    types.push(...inner.types);
  });
  return { nodes, types };
}

/**
 * `defer f()` at a function's top level: the rest of the function is the body of a region whose
 * exit (on every way out: the end, each `return`, a panic) runs the deferred call, as a `with`
 * block's exit does. Later defers nest inside, so their calls run first (reverse order).
 */
function deferring(nodes: SyntaxNode[], types: string[], ctx: GoContext): Stmt[] {
  const out: Stmt[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    const type = types[i] ?? '';
    if (type !== 'defer_statement') {
      out.push(...lowerStatement(node, ctx, type));
      continue;
    }
    const call = namedChildren(node)[0] ?? node;
    out.push(...closures(node, ctx), {
      type: 'with',
      header: labelText(node, ctx),
      range: rangeOf(node),
      body: deferring(nodes.slice(i + 1), types.slice(i + 1), ctx),
      exitText: `run deferred ${labelText(call, ctx)}`,
      region: true,
      exitSynthetic: true,
    });
    break;
  }
  return out;
}

function lowerBlock(block: SyntaxNode | null, ctx: GoContext): Stmt[] {
  if (!block) return [];
  const { nodes, types } = statementsOf(block);
  return nodes.flatMap((n, i) => lowerStatement(n, ctx, types[i]));
}

function lowerIf(node: SyntaxNode, ctx: GoContext): Stmt[] {
  const stmt: If = { type: 'if', branches: [] };
  let current: SyntaxNode | null = node;
  while (current) {
    const consequence = current.childForFieldName('consequence');
    // `if v, ok := m[k]; ok {`: the initializer is part of the test as drawn
    const from = token(current, 'if') ?? current;
    const cond = current.childForFieldName('condition') ?? current;
    const text = oneLine(ctx.code.slice(from.endIndex, consequence?.startIndex ?? cond.endIndex));
    stmt.branches.push({
      cond: { text, range: linesBetween(current, cond) },
      body: lowerBlock(consequence, ctx),
    });
    const alternative: SyntaxNode | null = current.childForFieldName('alternative');
    if (alternative?.type === 'if_statement') current = alternative;
    else {
      if (alternative) stmt.orelse = lowerBlock(alternative, ctx);
      current = null;
    }
  }
  return [stmt];
}

function lowerFor(node: SyntaxNode, ctx: GoContext, labels?: string[]): Loop {
  const body = node.childForFieldName('body');
  const header = headerText(node, body, ctx);
  const range = headerRange(node, body);
  const base = { header, range, body: lowerBlock(body, ctx), ...(labels ? { labels } : {}) };
  const clause = namedChildren(node).find(
    (c) => c.startIndex < (body?.startIndex ?? node.endIndex),
  );
  // `for {`: its line runs once, on entry; each round jumps straight back into the body
  if (!clause) return { type: 'loop', kind: 'while', backToBody: true, ...base };
  if (clause.type === 'range_clause') return { type: 'loop', kind: 'foreach', ...base };
  if (clause.type !== 'for_clause') {
    return {
      type: 'loop',
      kind: 'while',
      cond: { text: labelText(clause, ctx), range: rangeOf(clause) },
      ...base,
    };
  }
  const init = clause.childForFieldName('initializer');
  const cond = clause.childForFieldName('condition');
  const update = clause.childForFieldName('update');
  return {
    type: 'loop',
    kind: 'for',
    ...base,
    ...(cond ? { cond: { text: labelText(cond, ctx), range: rangeOf(cond) } } : {}),
    ...(init ? { init: [simple(init, 'declaration', ctx)] } : {}),
    ...(update ? { update: [simple(update, 'process', ctx)] } : {}),
  };
}

const CASE_TYPES = new Set(['expression_case', 'type_case', 'communication_case', 'default_case']);

/** The case's own statements (after its `:`). */
function caseStatements(clause: SyntaxNode): SyntaxNode[] {
  const colon = token(clause, ':');
  return namedChildren(clause)
    .filter((c) => !colon || c.startIndex > colon.startIndex)
    .flatMap((c) => (c.type === 'statement_list' ? namedChildren(c) : [c]));
}

function caseTests(clause: SyntaxNode, ctx: GoContext): string[] {
  if (clause.type === 'default_case') return [];
  const colon = token(clause, ':');
  const caseToken = token(clause, 'case');
  const text = ctx.code.slice(
    caseToken?.endIndex ?? clause.startIndex,
    colon?.startIndex ?? clause.endIndex,
  );
  return [oneLine(text)];
}

/**
 * `switch`, type `switch` and `select`, drawn as a jump to the case that runs (`jump`): Go's
 * compiler tests the cases in an order of its own (a binary search over four or more constant
 * cases, type hashes), so a chain of tests in source order would not be what runs; the case is
 * the edge's label. Cases do not fall through; a `fallthrough` statement continues into the next
 * case's body (`SwitchCase.fallsThrough`). `select` takes whichever communication is ready.
 */
function lowerSwitch(node: SyntaxNode, ctx: GoContext, labels?: string[]): Switch {
  const open = token(node, '{');
  const clauses = namedChildren(node).filter((c) => CASE_TYPES.has(c.type));
  const cases: SwitchCase[] = clauses.map((clause) => {
    const nodes = caseStatements(clause);
    const last = nodes[nodes.length - 1];
    const colon = token(clause, ':') ?? clause;
    const c: SwitchCase = {
      tests: caseTests(clause, ctx),
      range: linesBetween(clause, colon),
      body: nodes.flatMap((n) => lowerStatement(n, ctx)),
    };
    if (last?.type === 'fallthrough_statement') c.fallsThrough = true;
    return c;
  });
  const stmt: Switch = {
    type: 'switch',
    header: headerText(node, open ?? null, ctx),
    range: headerRange(node, open ?? null),
    fallthrough: false,
    dispatch: 'jump',
    cases,
  };
  if (labels) stmt.labels = labels;
  return stmt;
}

function jumpLabel(node: SyntaxNode, ctx: GoContext): { label?: string } {
  const label = namedChildren(node).find((c) => c.type === 'label_name');
  return label ? { label: textOf(ctx.code, label) } : {};
}

const BREAKABLE = new Set([
  'for_statement',
  'expression_switch_statement',
  'type_switch_statement',
  'select_statement',
]);

/** Starts the first node the statements draw at `line` (a label's line, see `lowerLabeled`). */
function startAt(stmts: Stmt[], line: number): void {
  const first = stmts[0];
  if (!first) return;
  if (first.type === 'if') {
    const cond = first.branches[0]?.cond;
    if (cond) cond.range = { ...cond.range, startLine: Math.min(line, cond.range.startLine) };
  } else if ('range' in first) {
    first.range = { ...first.range, startLine: Math.min(line, first.range.startLine) };
  }
}

/**
 * `name:` before a statement. Go reports the label's line when execution falls into it, never
 * after a `goto`, so that line belongs to the labelled statement's node, and the target of a
 * `goto` is a label node without lines (`Label.noLines`).
 */
function lowerLabeled(node: SyntaxNode, ctx: GoContext): Stmt[] {
  const labelNode = node.childForFieldName('label');
  const name = labelNode ? textOf(ctx.code, labelNode) : '';
  const line = rangeOf(labelNode ?? node).startLine;
  const inner = namedChildren(node).find((c) => c !== labelNode && c.type !== 'label_name');
  const mark: Stmt[] = ctx.gotoTargets.has(name)
    ? [{ type: 'label', name, text: `${name}:`, range: rangeOf(labelNode ?? node), noLines: true }]
    : [];
  if (!inner) return mark;
  let stmts: Stmt[];
  if (inner.type === 'for_statement') stmts = [lowerFor(inner, ctx, [name])];
  else if (BREAKABLE.has(inner.type)) stmts = [lowerSwitch(inner, ctx, [name])];
  else stmts = lowerStatement(inner, ctx);
  startAt(stmts, line);
  return [...mark, ...stmts];
}

/** A plain statement: one node, then the charts of the closures it creates. */
function lowerPlain(
  node: SyntaxNode,
  kind: SimpleKind,
  ctx: GoContext,
  type: string = node.type,
): Stmt[] {
  const made = closures(node, ctx);
  const effects = effectsOf(node, ctx);
  if (type === 'expression_statement' && effects.panics) {
    return [
      withCalls({ type: 'throw', text: labelText(node, ctx), range: rangeOf(node) }, node, ctx),
      ...made,
    ];
  }
  return [simple(node, kind, ctx), ...made];
}

/** `type` is `node.type` when the caller has read it (every read is a call into wasm). */
export function lowerStatement(node: SyntaxNode, ctx: GoContext, type: string = node.type): Stmt[] {
  if (ctx.userStart > 0 && (node.endIndex <= ctx.userStart || node.startIndex >= ctx.userEnd))
    return [];
  switch (type) {
    case 'comment':
      return [];
    case 'block':
      return lowerBlock(node, ctx);
    case 'statement_list':
      return namedChildren(node).flatMap((n) => lowerStatement(n, ctx));
    case 'empty_statement':
      return [];
    case 'var_declaration':
    case 'const_declaration':
    case 'type_declaration':
    case 'short_var_declaration':
      return lowerPlain(node, 'declaration', ctx, type);
    case 'if_statement':
      return lowerIf(node, ctx);
    case 'for_statement':
      return [lowerFor(node, ctx)];
    case 'expression_switch_statement':
    case 'type_switch_statement':
    case 'select_statement':
      return [lowerSwitch(node, ctx)];
    case 'labeled_statement':
      return lowerLabeled(node, ctx);
    case 'return_statement':
      return [
        withCalls({ type: 'return', text: labelText(node, ctx), range: rangeOf(node) }, node, ctx),
        ...closures(node, ctx),
      ];
    case 'break_statement':
      return [
        {
          type: 'break',
          text: labelText(node, ctx),
          range: rangeOf(node),
          ...jumpLabel(node, ctx),
        },
      ];
    case 'continue_statement':
      return [
        {
          type: 'continue',
          text: labelText(node, ctx),
          range: rangeOf(node),
          ...jumpLabel(node, ctx),
        },
      ];
    case 'goto_statement': {
      const label = jumpLabel(node, ctx).label ?? '';
      return [{ type: 'goto', label, text: labelText(node, ctx), range: rangeOf(node) }];
    }
    case 'fallthrough_statement':
      // leaves the case into the next case's body (SwitchCase.fallsThrough), drawn as a step
      return [{ type: 'simple', kind: 'pass', text: 'fallthrough', range: rangeOf(node) }];
    case 'defer_statement':
      // a defer inside a nested block: its registration (the run at exit is not drawn)
      return lowerPlain(node, 'process', ctx, type);
    case 'ERROR':
      return namedChildren(node).flatMap((n) => lowerStatement(n, ctx));
    default:
      return lowerPlain(node, 'process', ctx, type);
  }
}
