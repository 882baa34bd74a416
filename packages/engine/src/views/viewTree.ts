/**
 * The structured, language-neutral form of a chart's IR that both the pseudocode and the
 * structogram are written from (decision 043): every construct of every language becomes one of
 * a few teacher's blocks (IF, WHILE/FOR/FOR EACH, REPEAT … UNTIL, SWITCH, TRY … ON ERROR …
 * FINALLY, WITH) and statements become lines in one notation (statementText.ts).
 */
import type { Loop, Stmt, Switch, Try } from '../ir/types';
import { neutralExpression, oneLine, unwrapParens, negate } from './expression';
import { loopHead, type LoopHead } from './loopHeader';
import type { IrChart } from './programCharts';
import { jumpText, simpleText, statementCore } from './statementText';
import { heading } from './signature';

export type ViewNode =
  | { t: 'line'; text: string; jump?: boolean }
  | { t: 'if'; branches: { cond: string; body: ViewNode[] }[]; orelse?: ViewNode[] }
  | {
      t: 'loop';
      /** FOR and FOR EACH end with END FOR, WHILE with END WHILE, the endless LOOP with END LOOP */
      kind: 'for' | 'while' | 'forever';
      head: string;
      body: ViewNode[];
      /** Python's loop `else`: runs when the loop ends without BREAK */
      noBreak?: ViewNode[];
    }
  | { t: 'repeat'; body: ViewNode[]; until: string }
  | { t: 'switch'; subject: string; cases: { label: string; body: ViewNode[] }[] }
  | {
      t: 'try';
      body: ViewNode[];
      handlers: { label: string; body: ViewNode[] }[];
      orelse?: ViewNode[];
      finally?: ViewNode[];
    }
  | { t: 'block'; head: string; end: string; body: ViewNode[] };

export type ViewChart = {
  name: string;
  /** `FUNCTION grade(score)`, `CLASS Grades`, `PROGRAM` */
  heading: string;
  /** the closing line: `END FUNCTION`, `END CLASS`, `END PROGRAM` */
  end: string;
  body: ViewNode[];
};

/** `case 1:` / `case 'a' | 'b'` labels → `1, 2`; no tests → DEFAULT. */
function caseLabel(tests: readonly string[], guard?: string): string {
  if (tests.length === 0 || tests.every((t) => t === '_')) return 'DEFAULT';
  const label = tests.map((t) => neutralExpression(t)).join(', ');
  return guard ? `${label} IF ${neutralExpression(unwrapParens(guard))}` : label;
}

/**
 * The tested value of a switch, and for a switch expression (`String n = switch (d) {…}`,
 * `return switch …`) what its results become: assignments to `n`, or RETURN.
 */
function switchSubject(header: string): { subject: string; target?: string } {
  const h = oneLine(header)
    .replace(/\s*\{$/, '')
    .replace(/:$/, '');
  const at = /\b(?:switch|match|when|case)\b/.exec(h);
  const subject = neutralExpression(unwrapParens(at ? h.slice(at.index + at[0].length) : h));
  const before = at ? h.slice(0, at.index).trim() : '';
  if (before === '') return { subject };
  if (/^return\b/.test(before)) return { subject, target: 'RETURN' };
  const name = /([A-Za-z_$][\w$.]*)\s*=$/.exec(before)?.[1];
  return name ? { subject, target: `${name} ←` } : { subject };
}

const endsWithJump = (body: readonly Stmt[]): boolean => {
  const last = body[body.length - 1];
  return (
    last !== undefined &&
    ['break', 'continue', 'return', 'throw', 'goto', 'yieldswitch'].includes(last.type)
  );
};

function handlerLabel(header: string, types: readonly string[]): string {
  const h = oneLine(header);
  const inner = /\(([^()]*)\)\s*:?$/.exec(h)?.[1]?.trim() ?? '';
  const named = /\bas\s+([A-Za-z_]\w*)\s*:?$/.exec(h)?.[1];
  // `catch (IOException e)`, `catch (const E& e)`, JavaScript's `catch (err)`: the last name
  const last = /([A-Za-z_$][\w$]*)$/.exec(inner)?.[1];
  const name = named ?? (last && (/[\s&*]/.test(inner) || types.length === 0) ? last : undefined);
  const what = types.length ? types.join(' OR ') : '';
  const parts = ['ON ERROR', what, name && name !== types[types.length - 1] ? `AS ${name}` : ''];
  return parts.filter((p) => p !== '').join(' ');
}

/** `with open(f) as fh` → `WITH open(f) AS fh`; `synchronized (lock)` → `SYNCHRONIZED lock`. */
function blockHead(header: string): { head: string; end: string } {
  const h = oneLine(header)
    .replace(/:$/, '')
    .replace(/\s*\{$/, '');
  const m = /^(async\s+with|with|using|synchronized|lock|unsafe|checked|unchecked)\b\s*(.*)$/.exec(
    h,
  );
  if (!m?.[1]) return { head: `BLOCK ${neutralExpression(h)}`, end: 'END BLOCK' };
  const word = m[1].replace(/^async\s+/, '').toUpperCase();
  const rest = unwrapParens(m[2] ?? '').replace(/\bas\b/g, 'AS');
  return { head: `${word} ${neutralExpression(rest)}`.trim(), end: `END ${word}` };
}

/** `outer: LOOP`: a loop named by a label that a BREAK or CONTINUE names. */
function labelled(head: LoopHead, labels: readonly string[] | undefined): LoopHead {
  // a label the lowering made up (PHP's `break 2` targets, `#n`) is not the programmer's
  const shown = labels?.filter((l) => !l.startsWith('#'));
  const prefix = shown?.length ? `${shown.join(': ')}: ` : '';
  if (!prefix) return head;
  if (head.type === 'while') return { ...head, cond: head.cond, label: prefix };
  if (head.type === 'for' || head.type === 'foreach')
    return { ...head, text: `${prefix}${head.text}` };
  return { ...head, label: prefix };
}

/**
 * The value expressions (`Simple.value`, Rust) that end a function with a result, in every
 * branch that ends it: a teacher writes each as RETURN.
 */
function tailValues(body: readonly Stmt[], out: Map<Stmt, string>): void {
  const last = body[body.length - 1];
  if (!last) return;
  switch (last.type) {
    case 'simple':
      if (last.value) out.set(last, 'RETURN');
      return;
    case 'if':
      for (const b of last.branches) tailValues(b.body, out);
      if (last.orelse) tailValues(last.orelse, out);
      return;
    case 'switch':
      for (const c of last.cases) tailValues(c.body, out);
      return;
    case 'with':
    case 'block':
      tailValues(last.body, out);
      return;
    default:
      return;
  }
}

/**
 * The statement that takes the value of the `if`/`when`/`try` expression drawn before it (Kotlin:
 * `val x = …`, `return …`), as the value's target: `x ←`, RETURN.
 */
function takerTarget(s: Stmt | undefined): string | undefined {
  if (!s || (s.type !== 'simple' && s.type !== 'return') || !/ …$/.test(s.text)) return undefined;
  if (s.type === 'return') return /^return\s+…$/.test(s.text) ? 'RETURN' : undefined;
  const name = /^(?:(?:val|var)\s+)?([A-Za-z_]\w*)(?:\s*:[^=]+)?\s*=\s*…$/.exec(s.text)?.[1];
  return name ? `${name} ←` : undefined;
}

/** The last plain statement of every branch of a valued `if`/`when`/`try`, as its value. */
function branchValues(s: Stmt, target: string, out: Map<Stmt, string>): void {
  const last = (body: readonly Stmt[] | undefined): void => {
    const end = body?.[body.length - 1];
    if (end?.type === 'simple' && end.kind !== 'declaration') out.set(end, target);
    else if (end && (end.type === 'if' || end.type === 'switch' || end.type === 'try'))
      branchValues(end, target, out);
  };
  if (s.type === 'if') {
    for (const b of s.branches) last(b.body);
    last(s.orelse);
  } else if (s.type === 'switch') {
    for (const c of s.cases) last(c.body);
  } else if (s.type === 'try') {
    last(s.orelse ?? s.body);
    for (const h of s.handlers) last(h.body);
  }
}

class TreeBuilder {
  /** how the results of the switch expressions being written read (`name ←`, RETURN) */
  private readonly results: (string | undefined)[] = [];

  /** @param targets value expressions and what they become (`RETURN`, `s ←`): see tailValues */
  constructor(private readonly targets = new Map<Stmt, string>()) {}

  seq(body: readonly Stmt[]): ViewNode[] {
    const out: ViewNode[] = [];
    for (let i = 0; i < body.length; i++) {
      const s = body[i]!;
      const taker = takerTarget(body[i + 1]);
      if (taker && (s.type === 'if' || s.type === 'switch' || s.type === 'try')) {
        // Kotlin's `val x = when …`: each branch's last expression is x (or the result)
        branchValues(s, taker, this.targets);
        out.push(...this.stmt(s));
        i++;
        continue;
      }
      out.push(...this.stmt(s));
    }
    return out;
  }

  private stmt(s: Stmt): ViewNode[] {
    switch (s.type) {
      case 'simple': {
        const target = this.targets.get(s);
        if (target) {
          const text = `${target} ${neutralExpression(statementCore(s.text))}`;
          return [{ t: 'line', text, ...(target === 'RETURN' ? { jump: true } : {}) }];
        }
        const text = simpleText(s);
        return text === null ? [] : [{ t: 'line', text }];
      }
      case 'yieldswitch': {
        const target = this.results[this.results.length - 1];
        const text = jumpText(s.type, s.text);
        return [{ t: 'line', text: target ? text.replace(/^RESULT/, target) : text, jump: true }];
      }
      case 'return':
      case 'throw':
        return [{ t: 'line', text: jumpText(s.type, s.text), jump: true }];
      case 'break':
      case 'continue':
        return [{ t: 'line', text: jumpText(s.type, s.text, s.label), jump: true }];
      case 'goto':
        return [{ t: 'line', text: `GOTO ${s.label}`, jump: true }];
      case 'label':
        return [{ t: 'line', text: `${s.name}:` }];
      case 'if':
        return [this.ifStmt(s.branches, s.orelse)];
      case 'loop':
        return this.loop(s);
      case 'switch':
        return [this.switchStmt(s)];
      case 'try':
        return this.tryStmt(s);
      case 'with':
      case 'block': {
        const { head, end } = blockHead(s.header);
        return [{ t: 'block', head, end, body: this.seq(s.body) }];
      }
      case 'function':
        // each definition is written as a chart of its own, not as a step of the enclosing one
        return [];
    }
  }

  private ifStmt(branches: Extract<Stmt, { type: 'if' }>['branches'], orelse?: Stmt[]): ViewNode {
    const node: ViewNode = {
      t: 'if',
      branches: branches.map((b) => ({
        cond: neutralExpression(unwrapParens(b.cond.text)),
        body: this.seq(b.body),
      })),
    };
    if (orelse?.length) node.orelse = this.seq(orelse);
    return node;
  }

  private loop(s: Loop): ViewNode[] {
    const body = this.seq(s.body);
    const noBreak = s.orelse?.length ? { noBreak: this.seq(s.orelse) } : {};
    if (s.kind === 'dowhile') {
      const cond = s.cond ? neutralExpression(unwrapParens(s.cond.text)) : 'FALSE';
      return [{ t: 'repeat', body, until: negate(cond) }];
    }
    const head = labelled(loopHead(s), s.labels);
    switch (head.type) {
      case 'for':
      case 'foreach':
        return [{ t: 'loop', kind: 'for', head: head.text, body, ...noBreak }];
      case 'while':
        return [
          {
            t: 'loop',
            kind: 'while',
            head: `${head.label ?? ''}WHILE ${head.cond}`,
            body,
            ...noBreak,
          },
        ];
      case 'forever':
        return [{ t: 'loop', kind: 'forever', head: `${head.label ?? ''}LOOP`, body, ...noBreak }];
      case 'cstyle': {
        const update = this.seq(s.update ?? []);
        const loop: ViewNode =
          head.cond === null
            ? {
                t: 'loop',
                kind: 'forever',
                head: `${head.label ?? ''}LOOP`,
                body: [...body, ...update],
              }
            : {
                t: 'loop',
                kind: 'while',
                head: `${head.label ?? ''}WHILE ${head.cond}`,
                body: [...body, ...update],
              };
        return [...this.seq(s.init ?? []), loop];
      }
    }
  }

  private switchStmt(s: Switch): ViewNode {
    const { subject, target } = switchSubject(s.header);
    this.results.push(target);
    try {
      return { t: 'switch', subject, cases: this.switchCases(s) };
    } finally {
      this.results.pop();
    }
  }

  private switchCases(s: Switch): { label: string; body: ViewNode[] }[] {
    const ownBreaks = s.breakPassesThrough !== true;
    const cases: { label: string; body: ViewNode[] }[] = [];
    let pending: string[] = [];
    s.cases.forEach((c, i) => {
      const label = caseLabel(c.tests, c.guard);
      const last = i === s.cases.length - 1;
      if (s.fallthrough && c.body.length === 0 && !last) {
        // stacked labels (`case 1: case 2:`) share the next body
        pending.push(label);
        return;
      }
      let body = c.body;
      const end = body[body.length - 1];
      // a match arm's value (Rust) is the switch expression's result: `s ← …` or RETURN
      const result = this.results[this.results.length - 1];
      if (result && end?.type === 'simple' && end.value && !this.targets.has(end))
        this.targets.set(end, result);
      if (ownBreaks && end?.type === 'break' && !end.label) body = body.slice(0, -1);
      const nodes = this.seq(body);
      if (s.fallthrough && !last && !endsWithJump(c.body)) {
        nodes.push({ t: 'line', text: '(continue with the next case)' });
      }
      const labels = [...pending, label];
      pending = [];
      cases.push({
        label: labels.includes('DEFAULT') ? 'DEFAULT' : labels.join(', '),
        body: nodes,
      });
    });
    return cases;
  }

  private tryStmt(s: Try): ViewNode[] {
    const before = (s.resources ?? []).map((r): ViewNode => {
      const text = r.type === 'simple' ? simpleText(r) : null;
      return { t: 'line', text: `OPEN ${text ?? ''}`.trim() };
    });
    const node: ViewNode = {
      t: 'try',
      body: [...before, ...this.seq(s.body)],
      handlers: s.handlers.map((h) => ({
        label: handlerLabel(h.header, h.types),
        body: this.seq(h.body),
      })),
    };
    if (s.orelse?.length) node.orelse = this.seq(s.orelse);
    if (s.finally) node.finally = this.seq(s.finally.body);
    return [node];
  }
}

/** The view tree of one chart. */
export function viewChart(chart: IrChart): ViewChart {
  const targets = new Map<Stmt, string>();
  // Rust: a function with a result type returns its body's last expression
  if (chart.kind !== 'module' && chart.kind !== 'class' && /->/.test(chart.signature))
    tailValues(chart.body, targets);
  const body = new TreeBuilder(targets).seq(chart.body);
  if (chart.kind === 'module')
    return { name: chart.name, heading: 'PROGRAM', end: 'END PROGRAM', body };
  const h = heading(chart.kind, chart.name, chart.signature);
  const end = chart.kind === 'class' ? 'END CLASS' : 'END FUNCTION';
  return { name: chart.name, heading: h, end, body };
}
