/** JavaScript / TypeScript statements → IR statements. No control-flow decisions here (build's job). */
import type { If, Loop, Simple, Stmt, SwitchCase } from '../../ir/types';
import { namedChildren, oneLine, rangeOf, type SyntaxNode } from '../common';
import { chartsOf, lowerClass, lowerFunction } from './functions';
import type { Ctx } from './ctx';
import { scanStatement } from './scanStatement';
import {
  CLASS_TYPES,
  FUNCTION_TYPES,
  headerRange,
  headerText,
  stmtText,
  token,
  unparen,
} from './syntax';

/** Type-only TypeScript declarations: nothing runs, so nothing is drawn. */
const TYPE_ONLY = new Set([
  'interface_declaration',
  'type_alias_declaration',
  'ambient_declaration',
  'function_signature',
  'abstract_method_signature',
  'index_signature',
]);

/** The statements of a `{ ... }` block (or a lone statement used as a body). */
export function lowerBlock(node: SyntaxNode | null, ctx: Ctx): Stmt[] {
  if (!node) return [];
  if (node.type === 'statement_block') return lowerStatements(namedChildren(node), ctx);
  return lowerStatement(node, ctx);
}

export function lowerStatements(nodes: SyntaxNode[], ctx: Ctx): Stmt[] {
  return nodes.flatMap((n) => lowerStatement(n, ctx));
}

function simple(node: SyntaxNode, ctx: Ctx, kind: Simple['kind']): Stmt[] {
  const scan = scanStatement(node, ctx);
  const stmt: Simple = {
    type: 'simple',
    kind: scan.io ? 'io' : kind,
    text: scan.text,
    range: rangeOf(node),
  };
  if (scan.calls.length > 0) stmt.calls = scan.calls;
  if (scan.yields) stmt.yields = true;
  return [stmt, ...chartsOf(scan.owned, ctx)];
}

export function lowerStatement(node: SyntaxNode, ctx: Ctx): Stmt[] {
  switch (node.type) {
    case 'comment':
    case 'empty_statement':
    case 'hash_bang_line':
      return [];
    case 'statement_block':
      return lowerStatements(namedChildren(node), ctx);
    case 'expression_statement':
      return lowerExpressionStatement(node, ctx);
    case 'lexical_declaration':
    case 'variable_declaration':
      return lowerDeclaration(node, ctx);
    case 'function_declaration':
    case 'generator_function_declaration':
      return [lowerFunction(node, ctx)];
    case 'class_declaration':
    case 'abstract_class_declaration':
      return [lowerClass(node, ctx)];
    case 'if_statement':
      return [lowerIf(node, ctx)];
    case 'for_statement':
      return [lowerFor(node, ctx)];
    case 'for_in_statement':
      return [lowerForIn(node, ctx)];
    case 'while_statement':
      return [lowerWhile(node, ctx)];
    case 'do_statement':
      return [lowerDoWhile(node, ctx)];
    case 'switch_statement':
      return [lowerSwitch(node, ctx)];
    case 'try_statement':
      return [lowerTry(node, ctx)];
    case 'labeled_statement':
      return lowerLabeled(node, ctx);
    case 'return_statement': {
      const scan = scanStatement(node, ctx);
      return [
        {
          type: 'return',
          text: scan.text,
          range: rangeOf(node),
          ...(scan.calls.length > 0 ? { calls: scan.calls } : {}),
        },
        ...chartsOf(scan.owned, ctx),
      ];
    }
    case 'throw_statement':
      return lowerThrow(node, ctx);
    case 'break_statement':
    case 'continue_statement': {
      const label = node.childForFieldName('label')?.text;
      const type = node.type === 'break_statement' ? 'break' : 'continue';
      return [{ type, text: stmtText(node), range: rangeOf(node), ...(label ? { label } : {}) }];
    }
    case 'with_statement': {
      const body = node.childForFieldName('body');
      return [
        {
          type: 'with',
          header: headerText(node, body),
          range: headerRange(node, body),
          body: lowerBlock(body, ctx),
        },
      ];
    }
    case 'import_statement':
    case 'import_alias':
      return [{ type: 'simple', kind: 'declaration', text: stmtText(node), range: rangeOf(node) }];
    case 'export_statement':
      return lowerExport(node, ctx);
    case 'enum_declaration':
      return [{ type: 'simple', kind: 'declaration', text: enumText(node), range: rangeOf(node) }];
    case 'internal_module':
    case 'module':
      return lowerNamespace(node, ctx);
    case 'ERROR':
      // keep whatever statements the parser recovered inside the broken region
      return lowerStatements(namedChildren(node).filter(isStatementLike), ctx);
    default:
      if (TYPE_ONLY.has(node.type)) return [];
      return simple(node, ctx, 'process');
  }
}

function isStatementLike(node: SyntaxNode): boolean {
  return (
    /(_statement|_declaration)$/.test(node.type) ||
    node.type === 'statement_block' ||
    node.type === 'ERROR'
  );
}

function enumText(node: SyntaxNode): string {
  return headerText(node, node.childForFieldName('body'));
}

function lowerExpressionStatement(node: SyntaxNode, ctx: Ctx): Stmt[] {
  const expr = namedChildren(node)[0];
  // `namespace N { ... }` parses as an expression statement in tree-sitter-typescript
  if (expr && (expr.type === 'internal_module' || expr.type === 'module'))
    return lowerNamespace(expr, ctx);
  // `o.m = function () {...}` / `module.exports = () => {...}`: the chart spans the statement
  if (expr?.type === 'assignment_expression') {
    const right = expr.childForFieldName('right');
    if (
      right &&
      FUNCTION_TYPES.has(right.type) &&
      right.childForFieldName('body')?.type === 'statement_block'
    ) {
      return [lowerFunction(right, ctx, node)];
    }
  }
  return simple(node, ctx, 'process');
}

function lowerDeclaration(node: SyntaxNode, ctx: Ctx): Stmt[] {
  const declarators = namedChildren(node).filter((c) => c.type === 'variable_declarator');
  const value = declarators.length === 1 ? declarators[0]?.childForFieldName('value') : undefined;
  // `const f = () => {...}`: one binding of one function is the function's chart, run in place
  if (value && FUNCTION_TYPES.has(value.type)) return [lowerFunction(value, ctx, node)];
  if (value && CLASS_TYPES.has(value.type)) return [lowerClass(value, ctx, node)];
  return simple(node, ctx, 'declaration');
}

function lowerExport(node: SyntaxNode, ctx: Ctx): Stmt[] {
  const declaration = node.childForFieldName('declaration');
  if (declaration) return lowerStatement(declaration, ctx);
  const value = node.childForFieldName('value');
  if (value && FUNCTION_TYPES.has(value.type) && value.childForFieldName('body')) {
    return [{ ...lowerFunction(value, ctx), executes: false }];
  }
  if (value && CLASS_TYPES.has(value.type)) return [lowerClass(value, ctx, node)];
  return simple(node, ctx, value ? 'process' : 'declaration');
}

function lowerNamespace(node: SyntaxNode, ctx: Ctx): Stmt[] {
  const body = node.childForFieldName('body');
  return [
    {
      type: 'block',
      header: headerText(node, body),
      range: headerRange(node, body),
      body: lowerBlock(body, ctx),
    },
  ];
}

/** `if (...)` / `else if (...)`: the test's lines run from the `if` keyword to its `)`. */
function condOf(
  statement: SyntaxNode,
  condition: SyntaxNode | null,
): { text: string; range: { startLine: number; endLine: number } } {
  if (!condition) return { text: '', range: rangeOf(statement) };
  return {
    text: unparen(condition),
    range: { startLine: rangeOf(statement).startLine, endLine: rangeOf(condition).endLine },
  };
}

function lowerIf(node: SyntaxNode, ctx: Ctx): If {
  const stmt: If = { type: 'if', branches: [] };
  let current: SyntaxNode | null = node;
  while (current) {
    stmt.branches.push({
      cond: condOf(current, current.childForFieldName('condition')),
      body: lowerBlock(current.childForFieldName('consequence'), ctx),
    });
    const alternative = current.childForFieldName('alternative');
    const inner: SyntaxNode | undefined = alternative ? namedChildren(alternative)[0] : undefined;
    if (inner?.type === 'if_statement') {
      current = inner;
    } else {
      if (inner) stmt.orelse = lowerBlock(inner, ctx);
      current = null;
    }
  }
  return stmt;
}

function lowerFor(node: SyntaxNode, ctx: Ctx): Loop {
  const body = node.childForFieldName('body');
  const init = node.childForFieldName('initializer');
  const condition = node.childForFieldName('condition');
  const increment = node.childForFieldName('increment');
  const loop: Loop = {
    type: 'loop',
    kind: 'for',
    header: headerText(node, body),
    range: headerRange(node, body),
    body: lowerBlock(body, ctx),
  };
  if (init && init.type !== 'empty_statement') {
    const declares = init.type === 'lexical_declaration' || init.type === 'variable_declaration';
    loop.init = [
      {
        type: 'simple',
        kind: declares ? 'declaration' : 'process',
        text: stmtText(init),
        range: rangeOf(init),
      },
    ];
  }
  if (condition && condition.type !== 'empty_statement') {
    const expr =
      condition.type === 'expression_statement'
        ? (namedChildren(condition)[0] ?? condition)
        : condition;
    loop.cond = { text: oneLine(expr.text).replace(/;$/, ''), range: rangeOf(expr) };
  }
  if (increment) {
    loop.update = [
      { type: 'simple', kind: 'process', text: oneLine(increment.text), range: rangeOf(increment) },
    ];
  }
  return loop;
}

function lowerForIn(node: SyntaxNode, ctx: Ctx): Loop {
  const body = node.childForFieldName('body');
  return {
    type: 'loop',
    kind: 'foreach',
    header: headerText(node, body),
    range: headerRange(node, body),
    body: lowerBlock(body, ctx),
  };
}

function lowerWhile(node: SyntaxNode, ctx: Ctx): Loop {
  const body = node.childForFieldName('body');
  return {
    type: 'loop',
    kind: 'while',
    header: headerText(node, body),
    range: headerRange(node, body),
    cond: condOf(node, node.childForFieldName('condition')),
    body: lowerBlock(body, ctx),
  };
}

function lowerDoWhile(node: SyntaxNode, ctx: Ctx): Loop {
  const condition = node.childForFieldName('condition');
  const keyword = token(node, 'while');
  const range = {
    startLine: (keyword ?? condition ?? node).startPosition.row + 1,
    endLine: condition ? rangeOf(condition).endLine : rangeOf(node).endLine,
  };
  const text = condition ? unparen(condition) : '';
  return {
    type: 'loop',
    kind: 'dowhile',
    header: `while (${text})`,
    range,
    cond: { text, range },
    body: lowerBlock(node.childForFieldName('body'), ctx),
  };
}

function lowerSwitch(node: SyntaxNode, ctx: Ctx): Stmt {
  const value = node.childForFieldName('value');
  const block = node.childForFieldName('body');
  const cases: SwitchCase[] = [];
  let pending: SwitchCase | undefined;
  for (const clause of block ? namedChildren(block) : []) {
    if (clause.type !== 'switch_case' && clause.type !== 'switch_default') continue;
    const test = clause.childForFieldName('value');
    const stmts = namedChildren(clause).filter((c) => c.id !== test?.id);
    const body = lowerStatements(stmts, ctx);
    const range = test
      ? { startLine: rangeOf(clause).startLine, endLine: rangeOf(test).endLine }
      : { startLine: rangeOf(clause).startLine, endLine: rangeOf(clause).startLine };
    // `case 1: case 2: body` is one case with two labels (an empty case only falls through)
    if (pending && test) {
      pending.tests.push(oneLine(test.text));
      pending.range = { startLine: pending.range.startLine, endLine: range.endLine };
      pending.body = body;
    } else {
      if (pending) cases.push(pending);
      pending = { tests: test ? [oneLine(test.text)] : [], range, body };
    }
    if (stmts.length > 0 || !test) {
      cases.push(pending);
      pending = undefined;
    }
  }
  if (pending) cases.push(pending);
  return {
    type: 'switch',
    header: value ? `switch (${unparen(value)})` : 'switch',
    range: headerRange(node, block),
    fallthrough: true,
    cases,
  };
}

function lowerTry(node: SyntaxNode, ctx: Ctx): Stmt {
  const body = node.childForFieldName('body');
  const handler = node.childForFieldName('handler');
  const finalizer = node.childForFieldName('finalizer');
  const handlerBody = handler?.childForFieldName('body') ?? null;
  const finallyBody = finalizer?.childForFieldName('body') ?? null;
  return {
    type: 'try',
    range: headerRange(node, body),
    body: lowerBlock(body, ctx),
    handlers: handler
      ? [
          {
            header: headerText(handler, handlerBody),
            range: headerRange(handler, handlerBody),
            // a JavaScript catch takes every exception
            types: [],
            body: lowerBlock(handlerBody, ctx),
          },
        ]
      : [],
    ...(finalizer
      ? {
          finally: {
            range: headerRange(finalizer, finallyBody),
            body: lowerBlock(finallyBody, ctx),
          },
        }
      : {}),
  };
}

function lowerThrow(node: SyntaxNode, ctx: Ctx): Stmt[] {
  const value = namedChildren(node)[0];
  const scan = scanStatement(node, ctx);
  const ctor = value?.type === 'new_expression' ? value.childForFieldName('constructor') : null;
  return [
    {
      type: 'throw',
      text: scan.text,
      range: rangeOf(node),
      ...(ctor ? { types: [oneLine(ctor.text)] } : {}),
      ...(scan.calls.length > 0 ? { calls: scan.calls } : {}),
    },
    ...chartsOf(scan.owned, ctx),
  ];
}

const LOOP_TYPES = new Set([
  'for_statement',
  'for_in_statement',
  'while_statement',
  'do_statement',
]);

/**
 * `outer: for (...)` puts the label on the loop (or switch). A label on any other statement can
 * only be left by `break label`, which is a jump to just after it: a goto to a label node there.
 */
function lowerLabeled(node: SyntaxNode, ctx: Ctx): Stmt[] {
  const labels: string[] = [];
  let target: SyntaxNode | null = node;
  while (target?.type === 'labeled_statement') {
    const label = target.childForFieldName('label');
    if (label) labels.push(label.text);
    target = target.childForFieldName('body');
  }
  if (!target) return [];
  if (LOOP_TYPES.has(target.type) || target.type === 'switch_statement') {
    const [stmt] = lowerStatement(target, ctx);
    if (stmt && (stmt.type === 'loop' || stmt.type === 'switch')) stmt.labels = labels;
    return stmt ? [stmt] : [];
  }
  const inner = lowerStatement(target, ctx);
  const end = rangeOf(node).endLine;
  const rewritten = inner.map((s) => breaksToGotos(s, labels, end));
  if (JSON.stringify(rewritten) === JSON.stringify(inner)) return inner;
  return [
    ...rewritten,
    {
      type: 'label',
      name: labelId(labels, end),
      text: `end of ${labels.join(': ')}:`,
      range: { startLine: end, endLine: end },
    },
  ];
}

function labelId(labels: string[], line: number): string {
  return `${labels[0] ?? ''}@${line}`;
}

/** Rewrites `break label` (for one of `labels`) inside `stmt` into a goto to the label's end. */
function breaksToGotos(stmt: Stmt, labels: string[], end: number): Stmt {
  if (stmt.type === 'break' && stmt.label && labels.includes(stmt.label)) {
    return { type: 'goto', label: labelId(labels, end), text: stmt.text, range: stmt.range };
  }
  if (stmt.type === 'function') return stmt;
  const mapList = (list: Stmt[] | undefined): Stmt[] | undefined =>
    list?.map((s) => breaksToGotos(s, labels, end));
  switch (stmt.type) {
    case 'if':
      return {
        ...stmt,
        branches: stmt.branches.map((b) => ({ ...b, body: mapList(b.body) ?? [] })),
        ...(stmt.orelse ? { orelse: mapList(stmt.orelse) } : {}),
      };
    case 'loop':
    case 'switch':
      // an inner loop/switch with the same label shadows ours
      if (stmt.labels?.some((l) => labels.includes(l))) return stmt;
      if (stmt.type === 'switch')
        return { ...stmt, cases: stmt.cases.map((c) => ({ ...c, body: mapList(c.body) ?? [] })) };
      return { ...stmt, body: mapList(stmt.body) ?? [] };
    case 'try':
      return {
        ...stmt,
        body: mapList(stmt.body) ?? [],
        handlers: stmt.handlers.map((h) => ({ ...h, body: mapList(h.body) ?? [] })),
        ...(stmt.finally
          ? { finally: { ...stmt.finally, body: mapList(stmt.finally.body) ?? [] } }
          : {}),
      };
    case 'with':
    case 'block':
      return { ...stmt, body: mapList(stmt.body) ?? [] };
    default:
      return stmt;
  }
}
