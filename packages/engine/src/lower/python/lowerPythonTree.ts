/**
 * Python syntax tree (tree-sitter-python) -> IR. Lowering only describes the statements; build
 * decides control flow. Decision and header ranges cover the header line(s) only (Python traces
 * the `if`/`while`/`for`/`except`/`case`/`with` lines themselves).
 */
import type {
  Cond,
  FunctionDef,
  Handler,
  Program,
  Range,
  Simple,
  Stmt,
  SwitchCase,
} from '../../ir/types';
import { oneLine as collapse, syntaxErrors, type SyntaxNode } from '../common';
import type { TopLevelReuse } from '../topLevelReuse';
import { callNames, isIoCall } from './callNames';

type Scope = { className?: string; functionName?: string };

export function lowerPythonTree(root: SyntaxNode, code: string, reuse?: TopLevelReuse): Program {
  const lowerer = new PythonLowerer(code, root);
  const body = reuse ? lowerer.topLevel(root, reuse) : lowerer.block(root, {});
  return { language: 'python', body, diagnostics: syntaxErrors(root) };
}

/** `oneLine` without its regex replace for the common case of text already on one line. */
function oneLine(text: string): string {
  return /[\t\n\r\f\v]| {2}/.test(text) ? collapse(text) : text.trim();
}

const CONSTANT_TRUE = new Set(['True', '1']);

const FIELDS = [
  'alternative',
  'body',
  'cause',
  'condition',
  'consequence',
  'definition',
  'function',
  'guard',
  'name',
  'parameters',
  'return_type',
  'right',
  'subject',
  'superclasses',
  'value',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * Every call into the tree crosses into wasm (and most build a Node object), which is what the
 * 100k lines/s budget is spent on: so text is sliced from the source by offsets, lines come from
 * a table of line starts, fields are looked up by id, and nothing is asked of the tree twice.
 */
class PythonLowerer {
  /** offsets where each line starts, to turn node offsets into lines without asking the tree */
  private readonly lineStarts: Int32Array;
  private readonly fields: Record<Field, number>;

  constructor(
    private readonly code: string,
    root: SyntaxNode,
  ) {
    let count = 1;
    for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) count++;
    const starts = new Int32Array(count);
    let k = 1;
    for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) starts[k++] = i + 1;
    this.lineStarts = starts;
    const names = root.tree.language.fields;
    const fields = {} as Record<Field, number>;
    for (const f of FIELDS) fields[f] = names.indexOf(f);
    this.fields = fields;
  }

  private field(n: SyntaxNode, name: Field): SyntaxNode | null {
    const id = this.fields[name];
    return id > 0 ? n.childForFieldId(id) : null;
  }

  private lastNode: SyntaxNode | undefined;
  private lastEnd = 0;

  /**
   * A node's end offset (a call into the tree; the start is cached on the node). Remembered for
   * the last node asked: a header's text and its range both end at the same node.
   */
  private endIndex(n: SyntaxNode): number {
    if (n !== this.lastNode) {
      this.lastNode = n;
      this.lastEnd = n.endIndex;
    }
    return this.lastEnd;
  }

  /** Source text of a node, sliced from the source (one call into the tree, for the end). */
  private text(n: SyntaxNode): string {
    return this.code.slice(n.startIndex, this.endIndex(n));
  }

  /** As `rangeOf` in ../common (a node ending at column 0 ends on the line before), one call. */
  private rangeOf(n: SyntaxNode): Range {
    return { startLine: n.startPosition.row + 1, endLine: this.endLine(n) };
  }

  private endLine(n: SyntaxNode): number {
    return this.lineOf(Math.max(n.startIndex, this.endIndex(n) - 1));
  }

  /** 1-based line of a string offset. */
  private lineOf(offset: number): number {
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /**
   * A node's line range (as `rangeOf`: a node ending at column 0 ends on the line before) and its
   * text, with a single call into the tree for the end offset (the start is cached on the node).
   */
  private extent(n: SyntaxNode): { range: Range; text: string } {
    const start = n.startIndex;
    const end = n.endIndex;
    return {
      range: { startLine: n.startPosition.row + 1, endLine: this.lineOf(Math.max(start, end - 1)) },
      text: this.code.slice(start, end),
    };
  }

  /** Source text from a node's start to another node's end, on one line. */
  private header(from: SyntaxNode, to: SyntaxNode | null | undefined): string {
    const end = this.endIndex(to ?? from);
    return oneLine(this.code.slice(from.startIndex, end));
  }

  private span(from: SyntaxNode, to: SyntaxNode | null | undefined): Range {
    return { startLine: from.startPosition.row + 1, endLine: this.endLine(to ?? from) };
  }

  /** The module's statements as `block` lowers them, each unchanged one taken from `reuse`. */
  topLevel(root: SyntaxNode, reuse: TopLevelReuse): Stmt[] {
    const out: Stmt[] = [];
    for (const child of root.namedChildren) {
      if (!child) continue;
      const type = child.type;
      if (type === 'comment' || type === 'line_continuation') continue;
      const stmts = reuse.statements(child, this.code, () => {
        const own: Stmt[] = [];
        this.statement(child, type, {}, own);
        return own;
      });
      for (const s of stmts) out.push(s);
    }
    return out;
  }

  /** `hasDocstring`: a function body, whose leading string is documentation, not code. */
  block(node: SyntaxNode | null | undefined, scope: Scope, hasDocstring = false): Stmt[] {
    if (!node) return [];
    const out: Stmt[] = [];
    let first = hasDocstring;
    for (const child of node.namedChildren) {
      if (!child) continue;
      const type = child.type;
      // extras: comments and the `\` that joins two lines (`x = 1; \` then `y = 2`)
      if (type === 'comment' || type === 'line_continuation') continue;
      if (first && type === 'expression_statement' && isDocstring(child)) {
        first = false;
        continue;
      }
      first = false;
      this.statement(child, type, scope, out);
    }
    return out;
  }

  private statement(n: SyntaxNode, type: string, scope: Scope, out: Stmt[]): void {
    switch (type) {
      case 'if_statement':
        out.push(this.ifStatement(n, scope));
        return;
      case 'while_statement':
        out.push(this.whileStatement(n, scope));
        return;
      case 'for_statement':
        out.push(this.forStatement(n, scope));
        return;
      case 'try_statement':
        out.push(this.tryStatement(n, scope));
        return;
      case 'with_statement':
        out.push(this.withStatement(n, scope));
        return;
      case 'match_statement':
        out.push(this.matchStatement(n, scope));
        return;
      case 'function_definition':
      case 'class_definition':
        out.push(this.definition(n, n, [], scope));
        return;
      case 'decorated_definition': {
        const def = this.field(n, 'definition');
        if (!def) return;
        const decorators = n.namedChildren
          .filter((c): c is SyntaxNode => c?.type === 'decorator')
          .map((c) => oneLine(this.text(c)));
        out.push(this.definition(def, n, decorators, scope));
        return;
      }
      case 'return_statement': {
        const { text, range } = this.extent(n);
        const line = oneLine(text);
        out.push({ type: 'return', text: line, range, calls: callNames(line) });
        return;
      }
      case 'raise_statement':
        out.push(this.raiseStatement(n));
        return;
      case 'break_statement':
        out.push({ type: 'break', text: 'break', range: this.extent(n).range });
        return;
      case 'continue_statement':
        out.push({ type: 'continue', text: 'continue', range: this.extent(n).range });
        return;
      case 'ERROR':
        // keep whatever statements the parser recovered inside the error
        for (const c of n.namedChildren) {
          const t = c?.type;
          if (c && t?.endsWith('statement')) this.statement(c, t, scope, out);
        }
        return;
      default:
        out.push(this.simple(n, type));
    }
  }

  private simple(n: SyntaxNode, type: string): Simple {
    const extent = this.extent(n);
    const text = oneLine(extent.text);
    const range = extent.range;
    switch (type) {
      case 'pass_statement':
        return { type: 'simple', kind: 'pass', text, range };
      case 'import_statement':
      case 'import_from_statement':
      case 'future_import_statement':
      case 'global_statement':
      case 'nonlocal_statement':
      case 'type_alias_statement':
        return { type: 'simple', kind: 'declaration', text, range };
      case 'print_statement':
        return { type: 'simple', kind: 'io', text, range };
      default:
        break;
    }
    const calls = callNames(text);
    const s: Simple = { type: 'simple', kind: isIoCall(calls) ? 'io' : 'process', text, range };
    if (calls.length > 0) s.calls = calls;
    if (type === 'assert_statement') s.asserts = true;
    if (text.includes('yield') && /\byield\b/.test(text)) s.yields = true;
    return s;
  }

  private cond(clause: SyntaxNode, condition: SyntaxNode | null): Cond {
    if (!condition) return { text: oneLine(this.text(clause)), range: this.rangeOf(clause) };
    return { text: oneLine(this.text(condition)), range: this.span(clause, condition) };
  }

  private ifStatement(n: SyntaxNode, scope: Scope): Stmt {
    const branches = [
      {
        cond: this.cond(n, this.field(n, 'condition')),
        body: this.block(this.field(n, 'consequence'), scope),
      },
    ];
    let orelse: Stmt[] | undefined;
    const alternative = this.fields.alternative;
    for (const alt of alternative > 0 ? n.childrenForFieldId(alternative) : []) {
      if (!alt) continue;
      if (alt.type === 'elif_clause') {
        branches.push({
          cond: this.cond(alt, this.field(alt, 'condition')),
          body: this.block(this.field(alt, 'consequence'), scope),
        });
      } else if (alt.type === 'else_clause') {
        orelse = this.block(this.field(alt, 'body'), scope);
      }
    }
    return orelse ? { type: 'if', branches, orelse } : { type: 'if', branches };
  }

  private elseBody(n: SyntaxNode, scope: Scope): Stmt[] | undefined {
    const alt = this.field(n, 'alternative');
    return alt ? this.block(this.field(alt, 'body'), scope) : undefined;
  }

  private whileStatement(n: SyntaxNode, scope: Scope): Stmt {
    const condition = this.field(n, 'condition');
    const range = this.span(n, condition);
    const condText = condition ? oneLine(this.text(condition)) : '';
    const loop: Stmt = {
      type: 'loop',
      kind: 'while',
      header: this.header(n, condition),
      range,
      body: this.block(this.field(n, 'body'), scope),
    };
    // `while True:` never exits through its test; only break (or return/raise) leaves it
    if (!CONSTANT_TRUE.has(condText)) loop.cond = { text: condText, range };
    const orelse = this.elseBody(n, scope);
    if (orelse) loop.orelse = orelse;
    return loop;
  }

  private forStatement(n: SyntaxNode, scope: Scope): Stmt {
    const right = this.field(n, 'right');
    const loop: Stmt = {
      type: 'loop',
      kind: 'foreach',
      header: this.header(n, right),
      range: this.span(n, right),
      body: this.block(this.field(n, 'body'), scope),
    };
    const orelse = this.elseBody(n, scope);
    if (orelse) loop.orelse = orelse;
    return loop;
  }

  private tryStatement(n: SyntaxNode, scope: Scope): Stmt {
    const tryKeyword = n.child(0);
    const handlers: Handler[] = [];
    let orelse: Stmt[] | undefined;
    let fin: { range: Range; body: Stmt[] } | undefined;
    for (const c of n.namedChildren) {
      const type = c?.type;
      if (!c) continue;
      if (type === 'except_clause' || type === 'except_group_clause') {
        handlers.push(this.handler(c, scope));
      } else if (type === 'else_clause') {
        orelse = this.block(this.field(c, 'body'), scope);
      } else if (type === 'finally_clause') {
        const body = namedChildren(c).find((x) => x.type === 'block');
        fin = { range: this.rangeOf(c.child(0) ?? c), body: this.block(body, scope) };
      }
    }
    const t: Stmt = {
      type: 'try',
      range: this.rangeOf(tryKeyword ?? n),
      body: this.block(this.field(n, 'body'), scope),
      handlers,
    };
    if (orelse) t.orelse = orelse;
    if (fin) t.finally = fin;
    if (handlers.some((h) => /^except\s*\*/.test(h.header))) t.group = true;
    return t;
  }

  private handler(c: SyntaxNode, scope: Scope): Handler {
    const parts = namedChildren(c);
    const body = parts.find((x) => x.type === 'block');
    const headerParts = parts.filter((x) => x !== body);
    const last = headerParts[headerParts.length - 1] ?? c.child(0);
    const value = this.field(c, 'value') ?? headerParts[0];
    return {
      header: this.header(c, last),
      range: this.span(c, last),
      types: value ? this.exceptionTypes(value) : [],
      body: this.block(body, scope),
    };
  }

  private withStatement(n: SyntaxNode, scope: Scope): Stmt {
    const clause = n.namedChildren.find((c) => c?.type === 'with_clause');
    return {
      type: 'with',
      header: this.header(n, clause),
      range: this.span(n, clause),
      body: this.block(this.field(n, 'body'), scope),
    };
  }

  private matchStatement(n: SyntaxNode, scope: Scope): Stmt {
    const subjects = n.childrenForFieldName('subject').filter((s): s is SyntaxNode => s !== null);
    const lastSubject = subjects[subjects.length - 1];
    const body = this.field(n, 'body');
    const cases: SwitchCase[] = [];
    for (const c of body ? namedChildren(body) : []) {
      if (c.type === 'case_clause') cases.push(this.caseClause(c, scope));
    }
    return {
      type: 'switch',
      header: this.header(n, lastSubject),
      range: this.span(n, lastSubject),
      fallthrough: false,
      cases,
      // Python traces every `case` line it tries, and `break` in a case belongs to the loop
      dispatch: 'tested',
      breakPassesThrough: true,
      wildcardText: 'case _',
    };
  }

  private caseClause(c: SyntaxNode, scope: Scope): SwitchCase {
    const patterns = namedChildren(c).filter((x) => x.type === 'case_pattern');
    const guard = this.field(c, 'guard');
    const lastHeader = guard ?? patterns[patterns.length - 1];
    const text = patterns.map((p) => oneLine(this.text(p))).join(', ');
    const tests = text === '_' || text === '' ? [] : [text];
    const out: SwitchCase = {
      tests,
      range: this.span(c, lastHeader),
      body: this.block(this.field(c, 'consequence'), scope),
    };
    if (guard) {
      const g = namedChildren(guard)[0];
      out.guard = oneLine(this.text(g ?? guard));
    }
    return out;
  }

  /** `except (A, B) as e` -> [A, B]; `except A` -> [A]; bare `except` -> []. */
  private exceptionTypes(value: SyntaxNode): string[] {
    let v = value;
    if (v.type === 'as_pattern') v = namedChildren(v)[0] ?? v;
    if (v.type === 'tuple' || v.type === 'parenthesized_expression') {
      return namedChildren(v).flatMap((c) => this.exceptionTypes(c));
    }
    return [oneLine(this.text(v))];
  }

  private raiseStatement(n: SyntaxNode): Stmt {
    const text = oneLine(this.text(n));
    const cause = this.field(n, 'cause');
    const raised = namedChildren(n).find((c) => c.id !== cause?.id);
    const t: Stmt = { type: 'throw', text, range: this.rangeOf(n) };
    const calls = callNames(text);
    if (calls.length > 0) t.calls = calls;
    if (raised) {
      const target = raised.type === 'call' ? this.field(raised, 'function') : raised;
      const name = target ? oneLine(this.text(target)) : '';
      // `raise ValueError(...)` / `raise KeyError` name a type; `raise err` re-raises a value
      const simple = name.split('.').pop() ?? '';
      if (raised.type === 'call' || /^[A-Z]/.test(simple)) t.types = [name];
    }
    return t;
  }

  private definition(
    def: SyntaxNode,
    outer: SyntaxNode,
    decorators: string[],
    scope: Scope,
  ): FunctionDef {
    const isClass = def.type === 'class_definition';
    const nameNode = this.field(def, 'name');
    const short = nameNode ? this.text(nameNode) : '?';
    const prefix = scope.className ?? scope.functionName;
    const name = prefix ? `${prefix}.${short}` : short;
    const headerEnd = isClass
      ? (this.field(def, 'superclasses') ?? nameNode)
      : (this.field(def, 'return_type') ?? this.field(def, 'parameters') ?? nameNode);
    const inner: Scope = isClass ? { className: name } : { functionName: name };
    const out: FunctionDef = {
      type: 'function',
      kind: isClass ? 'class' : scope.className ? 'method' : 'function',
      name,
      signature: this.header(def, headerEnd),
      range: this.rangeOf(outer),
      headerRange: this.span(def, headerEnd),
      // a function's docstring is never executed; a class's is (it is stored as `__doc__`)
      body: isClass
        ? fieldBlocks(this.block(this.field(def, 'body'), inner, false))
        : this.block(this.field(def, 'body'), inner, true),
      executes: true,
    };
    if (decorators.length > 0) out.decorators = decorators;
    return out;
  }
}

/** `x: int`, `y: int = 0`: a field declared with its type (a dataclass or record field). */
const ANNOTATED_FIELD = /^[A-Za-z_]\w*\s*:[^=]/;

/**
 * Consecutive annotated fields of a class body without calls are one declaration block
 * (`x: int`, `y: int = 0` drawn together), not a flow of one box each (issue 22 item 12). Python
 * runs their lines in order, all inside the one node.
 */
function fieldBlocks(body: Stmt[]): Stmt[] {
  const out: Stmt[] = [];
  let block: Simple | undefined;
  for (const s of body) {
    if (s.type !== 'simple' || s.kind !== 'process' || s.calls || !ANNOTATED_FIELD.test(s.text)) {
      block = undefined;
      out.push(s);
    } else if (!block) {
      block = { ...s, kind: 'declaration' };
      out.push(block);
    } else {
      block.text = `${block.text}\n${s.text}`;
      block.range = { startLine: block.range.startLine, endLine: s.range.endLine };
    }
  }
  return out;
}

/** The named children of a node, without the extras (comments, line-joining backslashes). */
function namedChildren(node: SyntaxNode): SyntaxNode[] {
  return node.namedChildren.filter(
    (c): c is SyntaxNode => c !== null && c.type !== 'comment' && c.type !== 'line_continuation',
  );
}

function isDocstring(statement: SyntaxNode): boolean {
  return statement.namedChildCount === 1 && statement.namedChild(0)?.type === 'string';
}
