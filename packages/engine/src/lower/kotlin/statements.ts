/** Kotlin statements and control-flow expressions → IR. Control-flow meaning is build's job. */
import { namedChildren, rangeOf, typedNamedChildren, type SyntaxNode } from '../common';
import type { If, Simple, SimpleKind, Stmt, Switch, SwitchCase, Try } from '../../ir/types';
import {
  condText,
  linesBetween,
  nameOf,
  statementText,
  textOf,
  textUpTo,
  token,
} from '../shared/text';
import { plainSimple, plainThrow, withCallsOf } from '../shared/plainStatement';
import type { Descendants } from '../shared/descendants';
import { effectsOf } from './effects';

export type KotlinContext = {
  code: string;
  /** calls, lambdas and object expressions of the whole tree */
  index: Descendants;
  /** labels of the enclosing lambdas drawn as loops (`forEach`, `lit`): `return@forEach` continues */
  loopLambdas: string[];
  /** lowers a local function, class or object into a definition */
  lowerDeclaration: (node: SyntaxNode, ctx: KotlinContext, type?: string) => Stmt[] | undefined;
};

/**
 * Standard-library calls whose (inline) lambda runs once per element or count: drawn as loops,
 * since their body runs in the caller's frame, element after element.
 */
const LOOP_CALLS = new Set(['forEach', 'forEachIndexed', 'repeat', 'onEach', 'onEachIndexed']);

export function simple(
  node: SyntaxNode,
  kind: SimpleKind,
  ctx: KotlinContext,
  text?: string,
): Simple {
  return plainSimple(node, kind, text ?? statementText(ctx.code, node), effectsOf(node, ctx));
}

function withCalls<T extends object>(stmt: T, node: SyntaxNode, ctx: KotlinContext): T {
  return withCallsOf(stmt, effectsOf(node, ctx));
}

/** `types`: the nodes' types when the caller has read them (every read is a call into wasm). */
export function lowerBlock(
  nodes: SyntaxNode[],
  ctx: KotlinContext,
  types?: readonly string[],
  statement: (node: SyntaxNode, type: string) => Stmt[] = (node, type) =>
    lowerStatement(node, ctx, type),
): Stmt[] {
  const out: Stmt[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    const next = nodes[i + 1];
    // read once and handed down (every read is a call into wasm)
    const type = types?.[i] ?? node.type;
    // `while (c)` / `for (x in xs)` with its body on the next line, an assignment: the grammar
    // ends the loop at the newline and makes the body the next statement
    if (next && (type === 'while_statement' || type === 'for_statement') && !loopBody(node)) {
      out.push(lowerLoop(node, ctx, next));
      i++;
      continue;
    }
    out.push(...statement(node, type));
  }
  return out;
}

/** The statement after a loop header's `)`, if the grammar put it inside the loop. */
function loopBody(node: SyntaxNode): SyntaxNode | undefined {
  const close = [...node.children].reverse().find((c) => c !== null && c.type === ')');
  return close ? namedAfter(node, close)[0] : undefined;
}

/** A branch, loop or entry body: a block's statements, or the one statement/expression. */
function body(node: SyntaxNode | undefined, ctx: KotlinContext): Stmt[] {
  if (!node) return [];
  if (node.type === 'block') return lowerChildren(node, ctx);
  return lowerStatement(node, ctx);
}

/** The named children of a node after the token `after` (a loop's body, an if's branches). */
function namedAfter(node: SyntaxNode, after: SyntaxNode | undefined): SyntaxNode[] {
  return namedChildren(node).filter((c) => !after || c.startIndex >= after.endIndex);
}

function lowerIf(node: SyntaxNode, ctx: KotlinContext): If {
  const stmt: If = { type: 'if', branches: [] };
  let current: SyntaxNode | undefined = node;
  while (current) {
    const cond = current.childForFieldName('condition') ?? current;
    const close = current.children.find(
      (c) => c !== null && c.type === ')' && c.startIndex >= cond.endIndex,
    );
    const elseToken = token(current, 'else');
    const branches = namedAfter(current, close ?? undefined);
    const consequence = branches.find((b) => !elseToken || b.endIndex <= elseToken.startIndex);
    const alternative: SyntaxNode | undefined = elseToken
      ? namedAfter(current, elseToken)[0]
      : undefined;
    stmt.branches.push({
      cond: { text: condText(ctx.code, cond), range: linesBetween(current, close ?? cond) },
      body: body(consequence, ctx),
    });
    if (alternative?.type === 'if_expression') {
      current = alternative;
    } else {
      if (alternative) stmt.orelse = body(alternative, ctx);
      current = undefined;
    }
  }
  return stmt;
}

function labelOf(node: SyntaxNode, ctx: KotlinContext): string[] | undefined {
  const label = namedChildren(node).find((c) => c.type === 'label');
  return label ? [textOf(ctx.code, label).replace(/@$/, '').trim()] : undefined;
}

function lowerLoop(node: SyntaxNode, ctx: KotlinContext, detached?: SyntaxNode): Stmt {
  const labels = labelOf(node, ctx);
  const inner = { ...ctx };
  const labelled = labels ? { labels } : {};
  if (node.type === 'do_while_statement') {
    const cond = node.childForFieldName('condition');
    const whileToken = token(node, 'while') ?? node;
    const block = namedChildren(node).find((c) => c.type === 'block');
    return {
      type: 'loop',
      kind: 'dowhile',
      header: `while (${cond ? condText(ctx.code, cond) : ''})`,
      range: linesBetween(whileToken, node),
      ...(cond ? { cond: { text: condText(ctx.code, cond), range: rangeOf(cond) } } : {}),
      body: body(block, inner),
      ...labelled,
    };
  }
  const close = [...node.children].reverse().find((c) => c !== null && c.type === ')');
  const loopBody = detached ?? (close ? namedAfter(node, close)[0] : undefined);
  const header = textUpTo(ctx.code, node, loopBody ?? null).replace(/^\w+@\s*/, '');
  const range = linesBetween(node, close ?? node);
  if (node.type === 'for_statement') {
    return {
      type: 'loop',
      kind: 'foreach',
      header,
      range,
      body: body(loopBody, inner),
      ...labelled,
    };
  }
  const cond = node.childForFieldName('condition');
  return {
    type: 'loop',
    kind: 'while',
    header,
    range,
    ...(cond ? { cond: { text: condText(ctx.code, cond), range: rangeOf(cond) } } : {}),
    body: body(loopBody, inner),
    ...labelled,
  };
}

/**
 * `when`: entries tested in order (`else` last), no fall-through; `break`/`continue` inside
 * belong to the enclosing loop. As an expression, an entry's value is its last statement.
 */
function lowerWhen(node: SyntaxNode, ctx: KotlinContext, header?: string): Switch {
  const subject = namedChildren(node).find((c) => c.type === 'when_subject');
  const open = token(node, '{');
  const cases: SwitchCase[] = [];
  for (const entry of namedChildren(node)) {
    if (entry.type !== 'when_entry') continue;
    const conditions = entry.childrenForFieldName('condition').filter((c): c is SyntaxNode => !!c);
    const arrow = token(entry, '->');
    const value = arrow ? namedAfter(entry, arrow)[0] : undefined;
    cases.push({
      tests: conditions.map((c) => statementText(ctx.code, c)),
      range: linesBetween(entry, arrow ?? entry),
      body: body(value, ctx),
    });
  }
  return {
    type: 'switch',
    header: header ?? textUpTo(ctx.code, node, open ?? null),
    range: linesBetween(node, subject ?? token(node, 'when') ?? node),
    fallthrough: false,
    dispatch: 'tested',
    breakPassesThrough: true,
    wildcardText: 'else',
    cases,
  };
}

function lowerTry(node: SyntaxNode, ctx: KotlinContext): Try {
  const parts = namedChildren(node);
  const tryBlock = parts.find((c) => c.type === 'block');
  const stmt: Try = {
    type: 'try',
    range: { startLine: rangeOf(node).startLine, endLine: rangeOf(tryBlock ?? node).startLine },
    body: body(tryBlock, ctx),
    handlers: [],
  };
  for (const clause of parts) {
    if (clause.type === 'catch_block') {
      const block = namedChildren(clause).find((c) => c.type === 'block');
      const type = namedChildren(clause).find((c) => c.type === 'user_type');
      stmt.handlers.push({
        header: textUpTo(ctx.code, clause, block ?? null),
        range: linesBetween(clause, token(clause, ')') ?? clause),
        types: type ? [nameOf(ctx.code, type)] : [],
        body: body(block, ctx),
      });
    } else if (clause.type === 'finally_block') {
      const block = namedChildren(clause).find((c) => c.type === 'block');
      stmt.finally = { range: rangeOf(token(clause, 'finally') ?? clause), body: body(block, ctx) };
    }
  }
  return stmt;
}

/** `throw X(...)`: the type when it is a constructor call. */
function thrownTypes(node: SyntaxNode, ctx: KotlinContext): string[] | undefined {
  const expr = namedChildren(node)[0];
  if (expr?.type !== 'call_expression') return undefined;
  const fn = expr.namedChildren[0];
  const name = fn ? nameOf(ctx.code, fn) : '';
  return /^[A-Z]\w*$/.test(name) ? [name] : undefined;
}

/** `return`, `return x`, `return@label`: a labelled return from a lambda drawn as a loop continues it. */
function lowerReturn(node: SyntaxNode, ctx: KotlinContext): Stmt {
  const text = statementText(ctx.code, node);
  const label = node.childForFieldName('label');
  const name = label ? textOf(ctx.code, label) : undefined;
  if (name && ctx.loopLambdas.includes(name)) {
    return { type: 'continue', text, range: rangeOf(node), label: name };
  }
  return withCalls({ type: 'return', text, range: rangeOf(node) }, node, ctx);
}

/** `break`, `continue` (identifiers in this grammar) and `break@l` / `continue@l`. */
function jump(node: SyntaxNode, ctx: KotlinContext, type: string): Stmt | undefined {
  const text = textOf(ctx.code, node);
  const range = rangeOf(node);
  if (type === 'identifier') {
    if (text === 'break') return { type: 'break', text, range };
    if (text === 'continue') return { type: 'continue', text, range };
    return undefined;
  }
  if (type !== 'labeled_expression') return undefined;
  const parts = namedChildren(node);
  const kind = parts[0] ? textOf(ctx.code, parts[0]) : '';
  const label = parts[1] ? textOf(ctx.code, parts[1]) : '';
  if (kind === 'break@') return { type: 'break', text: oneLine(text), range, label };
  if (kind === 'continue@') return { type: 'continue', text: oneLine(text), range, label };
  return undefined;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, '');
}

/** A statement that leaves: return, throw, break, continue. */
function leaving(node: SyntaxNode, ctx: KotlinContext, type: string = node.type): Stmt | undefined {
  if (type === 'return_expression') return lowerReturn(node, ctx);
  if (type === 'throw_expression') {
    const types = thrownTypes(node, ctx);
    return plainThrow(statementText(ctx.code, node), rangeOf(node), types, effectsOf(node, ctx));
  }
  return jump(node, ctx, type);
}

/** The value a statement computes: a declaration's initializer, an assignment's right side. */
function valueOf(node: SyntaxNode, type: string): SyntaxNode | undefined {
  if (type === 'property_declaration') {
    const parts = namedChildren(node);
    const eq = token(node, '=');
    return eq ? parts.find((p) => p.startIndex >= eq.endIndex) : undefined;
  }
  if (type === 'assignment') return node.childForFieldName('right') ?? namedChildren(node).at(-1);
  return undefined;
}

const CONTROL = new Set(['if_expression', 'when_expression', 'try_expression']);

function lowerControl(node: SyntaxNode, ctx: KotlinContext, header?: string): Stmt {
  if (node.type === 'if_expression') return lowerIf(node, ctx);
  if (node.type === 'when_expression') return lowerWhen(node, ctx, header);
  return lowerTry(node, ctx);
}

/**
 * `val x = if/when/try ...` and `return when ...`: the expression's flow, then the statement
 * that takes its value (on the statement's first line).
 */
function lowerValued(
  node: SyntaxNode,
  value: SyntaxNode,
  ctx: KotlinContext,
  kind: SimpleKind,
): Stmt[] {
  const prefix = textUpTo(ctx.code, node, value);
  const open = value.type === 'when_expression' ? token(value, '{') : undefined;
  const header = open ? `${prefix} ${textUpTo(ctx.code, value, open)}` : undefined;
  const line = rangeOf(node).startLine;
  const range = { startLine: line, endLine: line };
  const taker: Stmt =
    node.type === 'return_expression'
      ? { type: 'return', text: `${prefix} …`, range }
      : { type: 'simple', kind, text: `${prefix} …`, range };
  return [lowerControl(value, ctx, header), taker];
}

/** `x ?: return`, `x ?: throw E()`, `x ?: break`: the null test, then the statement. */
function lowerElvis(
  node: SyntaxNode,
  elvis: SyntaxNode,
  ctx: KotlinContext,
  kind: SimpleKind,
): Stmt[] | undefined {
  const right = elvis.childForFieldName('right');
  const left = elvis.childForFieldName('left');
  const exit = right ? leaving(right, ctx) : undefined;
  if (!exit || !left) return undefined;
  const cond = { text: `${statementText(ctx.code, left)} == null`, range: rangeOf(elvis) };
  return [{ type: 'if', branches: [{ cond, body: [exit] }] }, simple(node, kind, ctx)];
}

function isElvis(
  node: SyntaxNode | undefined,
  type: string | undefined = node?.type,
): node is SyntaxNode {
  return type === 'binary_expression' && node?.childForFieldName('operator')?.type === '?:';
}

/** `xs.forEach { x -> ... }`, `repeat(n) { ... }`: a loop over the lambda's body. */
function lambdaLoop(node: SyntaxNode, ctx: KotlinContext, type: string): Stmt | undefined {
  if (type !== 'call_expression') return undefined;
  const first = node.namedChildren[0];
  // `repeat(3) { ... }`: the call with its arguments, then the trailing lambda
  const fn = first?.type === 'call_expression' ? first.namedChildren[0] : first;
  const lambda = namedChildren(node).find((c) => c.type === 'annotated_lambda');
  if (!fn || !lambda) return undefined;
  const name =
    fn.type === 'identifier'
      ? textOf(ctx.code, fn)
      : fn.type === 'navigation_expression'
        ? textOf(ctx.code, fn.namedChildren.at(-1) ?? fn)
        : '';
  if (!LOOP_CALLS.has(name)) return undefined;
  const literal = namedChildren(lambda).find((c) => c.type === 'lambda_literal');
  if (!literal) return undefined;
  const params = namedChildren(literal).find((c) => c.type === 'lambda_parameters');
  const arrow = token(literal, '->');
  const statements = namedChildren(literal).filter(
    (c) => c.type !== 'lambda_parameters' && (!arrow || c.startIndex >= arrow.endIndex),
  );
  const label = namedChildren(lambda).find((c) => c.type === 'label');
  const labels = [name, ...(label ? [textOf(ctx.code, label).replace(/@$/, '').trim()] : [])];
  const headerEnd = arrow ?? token(literal, '{') ?? literal;
  const header = `${textUpTo(ctx.code, node, literal)} {${params ? ` ${statementText(ctx.code, params)} ->` : ''}`;
  const inner: KotlinContext = { ...ctx, loopLambdas: [...ctx.loopLambdas, ...labels] };
  return {
    type: 'loop',
    kind: 'foreach',
    header,
    range: linesBetween(node, headerEnd),
    body: lowerBlock(statements, inner),
    labels,
  };
}

/** The statements that are `node`'s named children. */
export function lowerChildren(node: SyntaxNode, ctx: KotlinContext): Stmt[] {
  const { nodes, types } = typedNamedChildren(node);
  return lowerBlock(nodes, ctx, types);
}

/** `type` is `node.type` when the caller has read it (every read is a call into wasm). */
export function lowerStatement(
  node: SyntaxNode,
  ctx: KotlinContext,
  type: string = node.type,
): Stmt[] {
  switch (type) {
    // tree-sitter-kotlin 1.1 names them `line_comment` and `block_comment` (`/* */`, `/** */`)
    case 'line_comment':
    case 'block_comment':
      return [];
    case 'block':
    case 'statements':
      return lowerChildren(node, ctx);
    case 'if_expression':
    case 'when_expression':
    case 'try_expression':
      return [lowerControl(node, ctx)];
    case 'for_statement':
    case 'while_statement':
    case 'do_while_statement':
      return [lowerLoop(node, ctx)];
    case 'parenthesized_expression':
      return lowerChildren(node, ctx);
    case 'ERROR':
      return lowerChildren(node, ctx);
    default:
      break;
  }
  const exit = leaving(node, ctx, type);
  if (exit) {
    const value =
      type === 'return_expression'
        ? namedChildren(node).find(
            (c) => c.type !== 'label' && c !== node.childForFieldName('label'),
          )
        : undefined;
    if (value && CONTROL.has(value.type)) return lowerValued(node, value, ctx, 'process');
    return [exit];
  }
  const declared = ctx.lowerDeclaration(node, ctx, type);
  if (declared) return declared;
  const loop = lambdaLoop(node, ctx, type);
  if (loop) return [loop];
  const kind: SimpleKind =
    type === 'property_declaration' || type === 'import' || type === 'package_header'
      ? 'declaration'
      : 'process';
  const value = valueOf(node, type);
  const valueType = value?.type;
  if (value && valueType !== undefined && CONTROL.has(valueType))
    return lowerValued(node, value, ctx, kind);
  const elvis = isElvis(value, valueType) ? value : isElvis(node, type) ? node : undefined;
  if (elvis) {
    const lowered = lowerElvis(node, elvis, ctx, kind);
    if (lowered) return lowered;
  }
  return [simple(node, kind, ctx)];
}
