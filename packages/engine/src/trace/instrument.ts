/**
 * Line-trace instrumentation for JavaScript, from the tree-sitter tree: a `__t(__c, line)` call
 * before each statement (and in each loop test / iteration step), and per function call a record
 * `__c` (`__enter(id)`) closed by `__exit(__c)` in a `finally`. Lines are preserved: every insert is
 * on the line of the code it precedes, so the instrumented program reports original line numbers.
 * Each trace call also passes the names in scope and a reader of their values (scopes.ts), which
 * the runtime calls only to show the Variables of a step: `__t(__c, line, __N[k], () => [a, b])`.
 */
import type { Node as SyntaxNode } from 'web-tree-sitter';
import { parse } from '../parse/parser';
import { blockBindings, functionBindings, NameTable, patternNames, ScopeChain } from './scopes';
import { UNTRACED } from './stripTypes';

export type TracedFunction = {
  id: number;
  /** its name as the call stack shows it (`<module>` for the program itself) */
  name: string;
  /** 1-based lines of the function node (the module: the whole file) */
  startLine: number;
  endLine: number;
  /** lines that can report a trace event in this function's own body (not nested functions) */
  executable: Set<number>;
};

export type Instrumented = { code: string; functions: TracedFunction[] };

type Edit = { start: number; end: number; text: string; close: boolean; seq: number };

const FUNCTIONS = new Set([
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'function',
  'generator_function',
  'arrow_function',
  'method_definition',
  'class_static_block',
]);

/** Statements whose own line is not a step (structure only) or that trace themselves elsewhere. */
const NO_PRETRACE = new Set([
  'function_declaration',
  'generator_function_declaration',
  'empty_statement',
  'statement_block',
  'do_statement',
  'while_statement',
  'for_in_statement',
  'try_statement',
  'labeled_statement',
  'comment',
  'import_statement',
  'export_statement',
]);

const line = (n: SyntaxNode): number => n.startPosition.row + 1;

export async function instrument(source: string): Promise<Instrumented> {
  const tree = await parse('javascript', source);
  const edits: Edit[] = [];
  const functions: TracedFunction[] = [];
  let seq = 0;
  const open = (at: number, text: string): void => {
    edits.push({ start: at, end: at, text, close: false, seq: seq++ });
  };
  const close = (at: number, text: string): void => {
    edits.push({ start: at, end: at, text, close: true, seq: seq++ });
  };
  const table = new NameTable();
  let scopes = new ScopeChain(table);
  const trace = (fn: TracedFunction, at: number, l: number, suffix = ';'): void => {
    fn.executable.add(l);
    open(at, `__t(__c,${l}${scopes.site()})${suffix}`);
  };

  const enter = (n: SyntaxNode | null, startLine: number, endLine: number): TracedFunction => {
    const id = functions.length;
    const name = n ? (functionName(n) ?? `function at line ${startLine}`) : '<module>';
    const fn: TracedFunction = { id, name, startLine, endLine, executable: new Set() };
    functions.push(fn);
    return fn;
  };
  const wrapBody = (fn: TracedFunction, openAt: number, closeAt: number): void => {
    open(openAt, `const __c=__enter(${fn.id},${JSON.stringify(fn.name)});try{`);
    close(closeAt, `}catch(__e){__c.threw=true;throw __e}finally{__exit(__c)}`);
  };

  const statementsOf = (n: SyntaxNode): SyntaxNode[] =>
    n.namedChildren.filter((c): c is SyntaxNode => c !== null && c.type !== 'comment');

  /** Any node: finds functions nested in expressions. */
  const generic = (n: SyntaxNode, fn: TracedFunction): void => {
    if (FUNCTIONS.has(n.type)) {
      functionNode(n);
      return;
    }
    for (const c of statementsOf(n)) generic(c, fn);
  };

  const functionNode = (n: SyntaxNode): void => {
    const body =
      n.type === 'class_static_block'
        ? (n.childForFieldName('body') ?? statementsOf(n).find((c) => c.type === 'statement_block'))
        : n.childForFieldName('body');
    const outer = scopes;
    scopes = new ScopeChain(table);
    if (body?.type !== 'statement_block') {
      // expression-bodied arrow: no statements to trace, but it may hold block-bodied functions
      if (body) generic(body, enter(n, line(n), n.endPosition.row + 1));
    } else {
      const fn = enter(n, line(n), n.endPosition.row + 1);
      wrapBody(fn, body.startIndex + 1, body.endIndex - 1);
      scopes.push(functionBindings(n, body, isFunction));
      list(statementsOf(body), fn);
    }
    scopes = outer;
  };

  /** A block's statements; `ownScope: false` for a `switch` clause (its switch is the scope). */
  const list = (nodes: SyntaxNode[], fn: TracedFunction, ownScope = true): void => {
    const scope = ownScope ? scopes.push(blockBindings(nodes)) : null;
    nodes.forEach((n, i) => {
      if (scope) scope.current = i;
      const added = n.previousSibling?.type === 'comment' && n.previousSibling.text === UNTRACED;
      statement(n, fn, false, added);
    });
    if (scope) scopes.pop();
  };
  /** Runs `inner` with the bindings of a loop head or a `catch` parameter in scope. */
  const within = (names: string[], inner: () => void): void => {
    scopes.push(names.map((name) => ({ name, at: -1 })));
    inner();
    scopes.pop();
  };

  const body = (n: SyntaxNode | null, fn: TracedFunction): void => {
    if (!n) return;
    if (n.type === 'statement_block') list(statementsOf(n), fn);
    else statement(n, fn, true, false);
  };

  const statement = (n: SyntaxNode, fn: TracedFunction, wrap: boolean, traced: boolean): void => {
    if (wrap) {
      open(n.startIndex, '{');
      close(n.endIndex, '}');
    }
    if (!traced && !NO_PRETRACE.has(n.type) && !(n.type === 'for_statement' && !hasInit(n))) {
      trace(fn, n.startIndex, line(n));
    }
    switch (n.type) {
      case 'statement_block':
        list(statementsOf(n), fn);
        return;
      case 'if_statement': {
        const cond = n.childForFieldName('condition');
        if (cond) generic(cond, fn);
        body(n.childForFieldName('consequence'), fn);
        const alt = n.childForFieldName('alternative');
        const inner = alt ? statementsOf(alt)[0] : undefined;
        if (inner) body(inner, fn);
        return;
      }
      case 'while_statement':
      case 'do_statement': {
        const cond = n.childForFieldName('condition');
        const keyword = n.type === 'do_statement' ? n.children.find((c) => c?.type === 'while') : n;
        if (cond && keyword) {
          trace(fn, cond.startIndex + 1, line(keyword), ',');
          generic(cond, fn);
        }
        body(n.childForFieldName('body'), fn);
        return;
      }
      case 'for_statement': {
        const cond = n.childForFieldName('condition');
        const init = n.childForFieldName('initializer');
        for (const part of ['initializer', 'increment']) {
          const c = n.childForFieldName(part);
          if (c) generic(c, fn);
        }
        // `let i` of the head: a binding per iteration, in scope in the test and the body
        const head = init?.type === 'lexical_declaration' ? blockBindings([init]) : [];
        within(
          head.map((b) => b.name),
          () => {
            if (!cond || cond.type === 'empty_statement') {
              if (cond) trace(fn, cond.startIndex, line(n), ',true');
            } else {
              const expr =
                cond.type === 'expression_statement' ? (statementsOf(cond)[0] ?? cond) : cond;
              trace(fn, expr.startIndex, line(expr), ',(');
              close(expr.endIndex, ')');
              generic(expr, fn);
            }
            body(n.childForFieldName('body'), fn);
          },
        );
        return;
      }
      case 'for_in_statement': {
        const right = n.childForFieldName('right');
        const operator = n.childForFieldName('operator');
        const isAwait = n.children.some((c) => c?.type === 'await');
        if (right && operator) {
          fn.executable.add(line(n));
          let helper = isAwait ? '__aiter' : '__iter';
          if (operator.type === 'in') {
            helper = '__keys';
            edits.push({
              start: operator.startIndex,
              end: operator.endIndex,
              text: 'of',
              close: false,
              seq: seq++,
            });
          }
          open(right.startIndex, `${helper}(__c,${line(n)},`);
          close(right.endIndex, `${scopes.site()})`);
          generic(right, fn);
        }
        const kind = n.childForFieldName('kind')?.text;
        const own =
          kind === 'let' || kind === 'const' ? patternNames(n.childForFieldName('left')) : [];
        within(own, () => body(n.childForFieldName('body'), fn));
        return;
      }
      case 'labeled_statement': {
        let inner: SyntaxNode | null = n;
        while (inner?.type === 'labeled_statement') inner = inner.childForFieldName('body');
        if (!inner) return;
        const pre =
          !NO_PRETRACE.has(inner.type) && !(inner.type === 'for_statement' && !hasInit(inner));
        // the trace goes before the label: `l: __t(); for (...)` would unlabel the loop
        if (pre) trace(fn, n.startIndex, line(inner));
        statement(inner, fn, false, true);
        return;
      }
      case 'switch_statement': {
        const value = n.childForFieldName('value');
        if (value) generic(value, fn);
        const block = n.childForFieldName('body');
        const clauses = block ? statementsOf(block) : [];
        const inClause = (clause: SyntaxNode) => {
          const test = clause.childForFieldName('value');
          return statementsOf(clause).filter((c) => c.id !== test?.id);
        };
        // the clauses share one scope: whether a `let` of another clause ran is not known
        scopes.push(blockBindings(clauses.flatMap(inClause)), true);
        for (const clause of clauses) {
          const test = clause.childForFieldName('value');
          if (test) generic(test, fn);
          list(inClause(clause), fn, false);
        }
        scopes.pop();
        return;
      }
      case 'try_statement': {
        body(n.childForFieldName('body'), fn);
        const handler = n.childForFieldName('handler');
        within(patternNames(handler?.childForFieldName('parameter')), () =>
          body(handler?.childForFieldName('body') ?? null, fn),
        );
        const finalizer = n.childForFieldName('finalizer');
        body(finalizer?.childForFieldName('body') ?? null, fn);
        return;
      }
      case 'function_declaration':
      case 'generator_function_declaration':
        functionNode(n);
        return;
      default:
        generic(n, fn);
    }
  };

  const module = enter(null, 1, source.split('\n').length);
  wrapBody(module, 0, source.length);
  scopes.push(functionBindings(null, tree.rootNode, isFunction));
  list(statementsOf(tree.rootNode), module);
  tree.delete();

  // apply from the end; at one offset closers go first (innermost = added last), then openers
  edits.sort((a, b) => {
    if (a.start !== b.start) return b.start - a.start;
    if (a.close !== b.close) return a.close ? 1 : -1;
    return a.close ? a.seq - b.seq : b.seq - a.seq;
  });
  let code = source;
  for (const e of edits) code = code.slice(0, e.start) + e.text + code.slice(e.end);
  return { code: table.declaration() + code, functions };
}

const isFunction = (n: SyntaxNode): boolean => FUNCTIONS.has(n.type);

/** A function's name as a call stack shows it: its own, or the variable / key it is given to. */
function functionName(n: SyntaxNode): string | null {
  if (n.type === 'class_static_block') return 'static';
  const own = n.childForFieldName('name')?.text;
  if (own) return own;
  const parent = n.parent;
  if (parent?.type === 'variable_declarator') return parent.childForFieldName('name')?.text ?? null;
  if (parent?.type === 'assignment_expression')
    return parent.childForFieldName('left')?.text ?? null;
  if (parent?.type === 'pair') return parent.childForFieldName('key')?.text ?? null;
  return null;
}

function hasInit(n: SyntaxNode): boolean {
  const init = n.childForFieldName('initializer');
  return init !== null && init.type !== 'empty_statement';
}
