/** Rust statements and expressions → IR. Control-flow meaning is build's job. */
import { namedChildren, typedNamedChildren, oneLine, rangeOf, type SyntaxNode } from '../common';
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

export type RustContext = {
  /** the parsed text, a snippet's wrapper blanked: every label is cut from it */
  code: string;
  index: Descendants;
  userStart: number;
  userEnd: number;
  /** the chart the statements belong to, for naming its closures (`main::{closure#1}`) */
  scope: string;
  closures: { n: number };
};

const COMMENTS = new Set([
  'line_comment',
  'block_comment',
  'attribute_item',
  'inner_attribute_item',
]);

/** A statement as drawn: one line, each block closure's body shown as `{…}` (its own chart). */
export function labelText(node: SyntaxNode, ctx: RustContext, end = node.endIndex): string {
  return shortenedText(node, ctx, closureBody, end);
}

/** A closure with a block body (one-expression closures stay inline). */
const closureBody = (f: Found): SyntaxNode | null => {
  if (f.type !== 'closure_expression') return null;
  const body = f.node.childForFieldName('body');
  return body?.type === 'block' ? body : null;
};

/** One node for a plain statement: I/O, calls, `assert!`, and the `?` early return. */
export function simple(
  node: SyntaxNode,
  kind: SimpleKind,
  ctx: RustContext,
  text?: string,
): Simple {
  const effects = effectsOf(node, ctx);
  const stmt = plainSimple(node, kind, text ?? labelText(node, ctx), effects);
  if (effects.asserts) stmt.asserts = true;
  if (effects.tries) stmt.earlyReturn = '?';
  return stmt;
}

function withCalls<T extends object>(stmt: T, node: SyntaxNode, ctx: RustContext): T {
  return withCallsOf(stmt, effectsOf(node, ctx));
}

/** Closures with a block body get a chart of their own; one-expression closures stay inline. */
export function closures(node: SyntaxNode, ctx: RustContext): Stmt[] {
  const out: Stmt[] = [];
  let end = -1;
  for (const f of ctx.index.within(node)) {
    if (f.type !== 'closure_expression' || f.start < end) continue;
    const body = f.node.childForFieldName('body');
    if (!body || body.type !== 'block') continue;
    end = f.end;
    ctx.closures.n += 1;
    const name = `${ctx.scope}::{closure#${ctx.closures.n}}`;
    const def: FunctionDef = {
      type: 'function',
      kind: 'function',
      name,
      signature: labelText(f.node, ctx, body.startIndex),
      range: rangeOf(f.node),
      headerRange: headerRange(f.node, body),
      body: lowerBlock(body, { ...ctx, scope: name, closures: { n: 0 } }),
      executes: false,
    };
    out.push(def);
  }
  return out;
}

export function lowerBlock(block: SyntaxNode | null, ctx: RustContext): Stmt[] {
  if (!block) return [];
  const blockType = block.type;
  if (blockType !== 'block') return markedValue(lowerExpr(block, block, ctx, blockType));
  // each child's type is read once (a call into wasm) and handed to lowerStatement
  const all = typedNamedChildren(block);
  const children: SyntaxNode[] = [];
  const types: string[] = [];
  all.nodes.forEach((n, i) => {
    const type = all.types[i] ?? '';
    if (COMMENTS.has(type)) return;
    children.push(n);
    types.push(type);
  });
  const stmts = children.flatMap((n, i) => lowerStatement(n, ctx, types[i]));
  const lastType = types[types.length - 1];
  // a block's last expression without `;` is its value (an expression statement keeps its `;`)
  return lastType !== undefined && !NOT_VALUES.has(lastType) && !lastType.endsWith('_item')
    ? markedValue(stmts)
    : stmts;
}

/** Statements that are never a block's value. */
const NOT_VALUES = new Set(['expression_statement', 'let_declaration', 'empty_statement']);

/** The statements, their last one marked as the block's value when it is a plain expression. */
function markedValue(stmts: Stmt[]): Stmt[] {
  const last = stmts[stmts.length - 1];
  if (last?.type === 'simple') last.value = true;
  return stmts;
}

function lowerIf(node: SyntaxNode, ctx: RustContext, prefix = ''): If {
  const stmt: If = { type: 'if', branches: [] };
  let current: SyntaxNode | null = node;
  let first = true;
  while (current) {
    const cond = current.childForFieldName('condition') ?? current;
    const consequence = current.childForFieldName('consequence');
    const text = labelText(cond, ctx);
    stmt.branches.push({
      cond: {
        text: first && prefix ? `${prefix} if ${text}` : text,
        range: linesBetween(current, cond),
      },
      body: lowerBlock(consequence, ctx),
    });
    first = false;
    const alternative: SyntaxNode | null = current.childForFieldName('alternative');
    const next: SyntaxNode | undefined = alternative ? namedChildren(alternative)[0] : undefined;
    if (next?.type === 'if_expression') current = next;
    else {
      if (next) stmt.orelse = lowerBlock(next, ctx);
      current = null;
    }
  }
  return stmt;
}

function loopLabels(node: SyntaxNode, ctx: RustContext): { labels?: string[] } {
  const label = namedChildren(node).find((c) => c.type === 'label');
  return label ? { labels: [textOf(ctx.code, label)] } : {};
}

function lowerLoop(node: SyntaxNode, ctx: RustContext, prefix = ''): Loop {
  const body = node.childForFieldName('body');
  const header =
    (prefix ? `${prefix} ` : '') + labelText(node, ctx, body?.startIndex ?? node.endIndex);
  const base = {
    header,
    range: headerRange(node, body),
    body: lowerBlock(body, ctx),
    ...loopLabels(node, ctx),
  };
  if (node.type === 'for_expression') return { type: 'loop', kind: 'foreach', ...base };
  const cond = node.childForFieldName('condition');
  if (node.type === 'while_expression' && cond) {
    return {
      type: 'loop',
      kind: 'while',
      cond: { text: labelText(cond, ctx), range: rangeOf(cond) },
      ...base,
    };
  }
  return { type: 'loop', kind: 'while', ...base };
}

/** `match` arms: each pattern as written (`1 | 2`), its guard, `_` as the default. */
function lowerMatch(node: SyntaxNode, ctx: RustContext, prefix = ''): Switch {
  const block = node.childForFieldName('body');
  const value = node.childForFieldName('value');
  const cases: SwitchCase[] = [];
  for (const arm of block ? namedChildren(block).filter((c) => c.type === 'match_arm') : []) {
    const pattern = arm.childForFieldName('pattern');
    const guardNode = pattern?.childForFieldName('condition');
    const ifToken = pattern ? token(pattern, 'if') : undefined;
    const patternText = pattern
      ? oneLine(ctx.code.slice(pattern.startIndex, ifToken ? ifToken.startIndex : pattern.endIndex))
      : '_';
    const armValue = arm.childForFieldName('value');
    cases.push({
      tests: patternText === '_' ? [] : [patternText],
      ...(guardNode ? { guard: labelText(guardNode, ctx) } : {}),
      range: linesBetween(arm, pattern ?? arm),
      body: armValue ? lowerArm(armValue, ctx) : [],
    });
  }
  const header =
    (prefix ? `${prefix} ` : '') + labelText(node, ctx, block?.startIndex ?? node.endIndex);
  // rustc dispatches on the value (a jump), then tests the arm's guard: the arms are not tried
  // one by one in source order, so the chart jumps to the arm, its guard on the edge's label.
  // A `break`/`continue` in an arm is the enclosing loop's: a `match` is not breakable.
  return {
    type: 'switch',
    header,
    range: linesBetween(node, value ?? node),
    fallthrough: false,
    dispatch: 'jump',
    breakPassesThrough: true,
    cases,
  };
}

/** A match arm's value: a block's statements, or one expression. */
function lowerArm(value: SyntaxNode, ctx: RustContext): Stmt[] {
  return lowerBlock(value, ctx);
}

function labelOf(node: SyntaxNode, ctx: RustContext): { label?: string } {
  const label = namedChildren(node).find((c) => c.type === 'label');
  return label ? { label: textOf(ctx.code, label) } : {};
}

const CONTROL = new Set([
  'if_expression',
  'match_expression',
  'loop_expression',
  'while_expression',
  'for_expression',
  'block',
  'unsafe_block',
]);

/**
 * A control expression whose value is bound or assigned (`let r = match x {…};`): drawn as that
 * control flow, its header showing the binding (`let r = match x`).
 */
function lowerBound(
  value: SyntaxNode,
  prefix: string,
  stmt: SyntaxNode,
  ctx: RustContext,
): Stmt[] | undefined {
  if (!CONTROL.has(value.type) || value.startPosition.row === value.endPosition.row)
    return undefined;
  switch (value.type) {
    case 'if_expression':
      return [lowerIf(value, ctx, prefix)];
    case 'match_expression':
      return [lowerMatch(value, ctx, prefix)];
    case 'loop_expression':
    case 'while_expression':
    case 'for_expression':
      return [lowerLoop(value, ctx, prefix)];
    default: {
      void stmt;
      return lowerBlock(namedChildren(value).find((c) => c.type === 'block') ?? value, ctx);
    }
  }
}

/** An expression in statement position; `stmt` is the whole statement (with its `;`). */
export function lowerExpr(
  expr: SyntaxNode,
  stmt: SyntaxNode,
  ctx: RustContext,
  type: string = expr.type,
): Stmt[] {
  switch (type) {
    case 'if_expression':
      return [lowerIf(expr, ctx)];
    case 'match_expression':
      return [lowerMatch(expr, ctx)];
    case 'loop_expression':
    case 'while_expression':
    case 'for_expression':
      return [lowerLoop(expr, ctx)];
    case 'block':
      return lowerBlock(expr, ctx);
    case 'unsafe_block':
    case 'async_block':
    case 'const_block':
      return lowerBlock(namedChildren(expr).find((c) => c.type === 'block') ?? null, ctx);
    case 'return_expression':
      return [
        withCalls({ type: 'return', text: labelText(stmt, ctx), range: rangeOf(stmt) }, expr, ctx),
        ...closures(expr, ctx),
      ];
    case 'break_expression':
      return [
        { type: 'break', text: labelText(stmt, ctx), range: rangeOf(stmt), ...labelOf(expr, ctx) },
      ];
    case 'continue_expression':
      return [
        {
          type: 'continue',
          text: labelText(stmt, ctx),
          range: rangeOf(stmt),
          ...labelOf(expr, ctx),
        },
      ];
    case 'assignment_expression':
    case 'compound_assignment_expr': {
      const right = expr.childForFieldName('right');
      const left = expr.childForFieldName('left');
      const op = left && right ? oneLine(ctx.code.slice(expr.startIndex, right.startIndex)) : '';
      const bound = right && op ? lowerBound(right, op, stmt, ctx) : undefined;
      if (bound) return bound;
      return lowerPlain(stmt, 'process', ctx);
    }
    default:
      return lowerPlain(stmt, 'process', ctx);
  }
}

/** A plain statement: one node (a `panic!` one a throw), then its closures' charts. */
function lowerPlain(node: SyntaxNode, kind: SimpleKind, ctx: RustContext): Stmt[] {
  const made = closures(node, ctx);
  if (effectsOf(node, ctx).panics) {
    return [
      withCalls({ type: 'throw', text: labelText(node, ctx), range: rangeOf(node) }, node, ctx),
      ...made,
    ];
  }
  return [simple(node, kind, ctx), ...made];
}

/** `let p = v;`, `let r = match …`, and `let Some(x) = v else { … };` (a test whose No diverges). */
function lowerLet(node: SyntaxNode, ctx: RustContext): Stmt[] {
  const value = node.childForFieldName('value');
  const alternative = node.childForFieldName('alternative');
  if (alternative && value) {
    const elseToken = token(node, 'else');
    const text = oneLine(ctx.code.slice(node.startIndex, elseToken?.startIndex ?? value.endIndex));
    const stmt: If = {
      type: 'if',
      branches: [{ cond: { text, range: linesBetween(node, value) }, body: [] }],
      orelse: lowerBlock(alternative, ctx),
    };
    return [stmt];
  }
  if (value) {
    const prefix = oneLine(ctx.code.slice(node.startIndex, value.startIndex));
    const bound = lowerBound(value, prefix.replace(/=$/, '=').trim(), node, ctx);
    if (bound) return bound;
  }
  return lowerPlain(node, 'declaration', ctx);
}

/** `type` is `node.type` when the caller has read it (every read is a call into wasm). */
export function lowerStatement(
  node: SyntaxNode,
  ctx: RustContext,
  type: string = node.type,
): Stmt[] {
  if (ctx.userStart > 0 && (node.endIndex <= ctx.userStart || node.startIndex >= ctx.userEnd))
    return [];
  if (COMMENTS.has(type)) return [];
  switch (type) {
    case 'expression_statement': {
      const expr = namedChildren(node)[0];
      if (!expr) return [];
      const exprType = expr.type;
      return lowerExpr(expr, CONTROL.has(exprType) ? expr : node, ctx, exprType);
    }
    case 'let_declaration':
      return lowerLet(node, ctx);
    case 'empty_statement':
      return [];
    case 'function_item':
      return lowerFunction(node, ctx, ctx.scope ? `${ctx.scope}::` : '', 'function');
    case 'ERROR':
      return namedChildren(node).flatMap((n) => lowerStatement(n, ctx));
    default:
      if (type.endsWith('_item') || type === 'macro_definition') {
        return [simple(node, 'declaration', ctx)];
      }
      // a block's tail expression (its value: a function's result)
      return lowerExpr(node, node, ctx, type);
  }
}

/** `fn name(…) -> T { … }`: a chart named `prefix + name` (`S::new` for a method of `impl S`). */
export function lowerFunction(
  node: SyntaxNode,
  ctx: RustContext,
  prefix: string,
  kind: 'function' | 'method',
): Stmt[] {
  const body = node.childForFieldName('body');
  if (!body) return [simple(node, 'declaration', ctx)];
  const nameNode = node.childForFieldName('name');
  const name = `${prefix}${nameNode ? textOf(ctx.code, nameNode) : 'fn'}`;
  return [
    {
      type: 'function',
      kind,
      name,
      signature: labelText(node, ctx, body.startIndex),
      range: rangeOf(node),
      headerRange: headerRange(node, body),
      body: lowerBlock(body, { ...ctx, scope: name, closures: { n: 0 } }),
      executes: false,
    },
  ];
}
