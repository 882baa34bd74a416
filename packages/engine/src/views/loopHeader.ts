/**
 * A loop's header as a teacher writes it (decision 043): counting loops as
 * `FOR i ← 0 TO n - 1 [STEP s]` (C-style and Python `range`), collection loops as
 * `FOR EACH x IN xs`, the rest as `WHILE cond`.
 */
import type { Loop } from '../ir/types';
import { neutralExpression, oneLine, splitTopLevel, unwrapParens } from './expression';
import { statementCore } from './statementText';

export type LoopHead =
  | { type: 'for'; text: string }
  | { type: 'foreach'; text: string }
  | { type: 'while'; cond: string; label?: string }
  | { type: 'forever'; label?: string }
  /** a C-style loop that does not count: drawn as its init, `WHILE cond` and the update */
  | { type: 'cstyle'; cond: string | null; label?: string };

/** `(n) - 1` as `n - 1`, `5 - 1` as `4`. */
function minusOne(bound: string): string {
  const n = Number(bound);
  if (bound !== '' && Number.isInteger(n)) return String(n - 1);
  return `${bound} - 1`;
}

function plusOne(bound: string): string {
  const n = Number(bound);
  if (bound !== '' && Number.isInteger(n)) return String(n + 1);
  return `${bound} + 1`;
}

/** `range(a, b, s)` → the FOR line, when it is a plain range. */
function pythonRange(variable: string, iterable: string): string | null {
  const m = /^range\((.*)\)$/.exec(iterable);
  if (!m?.[1]) return null;
  const args = splitTopLevel(m[1], ',').map(neutralExpression);
  const [a, b, c] = args;
  if (args.length === 1 && a) return `FOR ${variable} ← 0 TO ${minusOne(a)}`;
  if (args.length === 2 && a && b) return `FOR ${variable} ← ${a} TO ${minusOne(b)}`;
  if (args.length === 3 && a && b && c) {
    const down = c.startsWith('-');
    const end = down ? plusOne(b) : minusOne(b);
    return `FOR ${variable} ← ${a} TO ${end} STEP ${c}`;
  }
  return null;
}

/** `for x in xs`, `for (T x : xs)`, `for (const x of xs)`, `for (k in o)` → variable, iterable. */
function eachParts(header: string): { variable: string; iterable: string; keys: boolean } | null {
  const h = oneLine(header).replace(/\s*\{$/, '');
  // Go: `for i, v := range xs`, `for _, v := range xs`, `for v := range ch`
  const go = /^for\s+(.+?)\s*:?=\s*range\s+(.+)$/.exec(h);
  if (go?.[1] && go[2]) {
    const names = splitTopLevel(go[1], ',').map((n) => n.trim());
    const variable = names[0] === '_' && names.length === 2 ? (names[1] ?? '') : names.join(', ');
    return { variable, iterable: go[2], keys: false };
  }
  // Rust and Python tuple patterns: `for (i, row) in xs`
  const tuple = /^for\s+\(([^()]*)\)\s+in\s+(.+)$/.exec(h);
  if (tuple?.[1] && tuple[2]) return { variable: tuple[1], iterable: tuple[2], keys: false };
  const py = /^(?:async\s+)?for\s+(.+?)\s+in\s+(.+?):?$/.exec(h);
  if (py?.[1] && py[2] && !/^for\s*\(/.test(h)) {
    return { variable: py[1], iterable: py[2], keys: false };
  }
  // C# `foreach (var x in xs)`, PHP `foreach ($xs as $k => $v)`
  const each = /^foreach\s*\((.*)\)$/.exec(h)?.[1];
  if (each) {
    const php = /^(.+?)\s+as\s+(.+)$/.exec(each);
    if (php?.[1] && php[2]) {
      return { variable: php[2].replace(/\s*=>\s*/, ', '), iterable: php[1], keys: false };
    }
    const cs = /^(?:[\w<>[\],.?]+\s+)?(\(?[\w, ]+\)?)\s+in\s+(.+)$/.exec(each);
    if (cs?.[1] && cs[2]) return { variable: cs[1], iterable: cs[2], keys: false };
    return null;
  }
  const inner = /^for\s*(?:await\s*)?\((.*)\)$/.exec(h)?.[1];
  if (!inner) return null;
  // JavaScript's `for (const k in o)` walks keys; Kotlin's `for (x in xs)` (no declaration) elements
  const js = /^(const|let|var\s+)?(.+?)\s+(of|in)\s+(.+)$/.exec(inner);
  if (js?.[2] && js[4]) {
    const keys = js[3] === 'in' && js[1] !== undefined;
    return { variable: js[2].trim(), iterable: js[4], keys };
  }
  const colon = splitTopLevel(inner, ':');
  if (colon.length === 2 && colon[0] && colon[1]) {
    const variable = colon[0].split(/[\s*&]+/).pop() ?? colon[0];
    return { variable, iterable: colon[1], keys: false };
  }
  return null;
}

/** `int i = 0; i < n; i++` with a simple bound → `FOR i ← 0 TO n - 1`. */
function countingFor(loop: Loop): string | null {
  const init = loop.init?.length === 1 && loop.init[0]?.type === 'simple' ? loop.init[0].text : '';
  const update =
    loop.update?.length === 1 && loop.update[0]?.type === 'simple'
      ? statementCore(loop.update[0].text)
      : '';
  const start = /^(?:[\w:<>]+\s+)?([A-Za-z_$][\w$]*)\s*=\s*(.+)$/.exec(statementCore(init));
  const cond = loop.cond ? unwrapParens(oneLine(loop.cond.text)) : '';
  if (!start?.[1] || !start[2] || !cond) return null;
  const v = start[1];
  const test = new RegExp(`^${v}\\s*(<=|<|>=|>)\\s*(.+)$`).exec(cond);
  if (!test?.[1] || !test[2]) return null;
  let step: number | null = null;
  if (new RegExp(`^(?:${v}\\+\\+|\\+\\+${v})$`).test(update)) step = 1;
  else if (new RegExp(`^(?:${v}--|--${v})$`).test(update)) step = -1;
  else {
    const m = new RegExp(`^${v}\\s*([+-])=\\s*(\\d+)$`).exec(update);
    if (m?.[1] && m[2]) step = (m[1] === '+' ? 1 : -1) * Number(m[2]);
  }
  if (step === null || step === 0) return null;
  const op = test[1];
  const bound = neutralExpression(test[2]);
  if (step > 0 !== (op === '<' || op === '<=')) return null;
  const end = op === '<' ? minusOne(bound) : op === '>' ? plusOne(bound) : bound;
  const from = neutralExpression(start[2]);
  return `FOR ${v} ← ${from} TO ${end}${step === 1 ? '' : ` STEP ${step}`}`;
}

/**
 * A block that runs once per element or per count (Ruby `xs.each do |x|`, `n.times { |i| }`,
 * `1.upto(n) do |k|`; Kotlin `xs.forEach { x ->`), as a teacher writes it; null otherwise.
 */
function blockLoop(header: string): LoopHead | null {
  const h = oneLine(header);
  const ruby = /^(?:\w+\s*=\s*)?(.+?)\.(\w+)(?:\(([^)]*)\))?\s*(?:do|\{)\s*\|([^|]*)\|/.exec(h);
  const kotlin = /^(.+?)\.(forEach|forEachIndexed|onEach)\s*\{\s*(?:([\w, ]+)\s*->)?/.exec(h);
  const [, target, method, args, params] = ruby ?? [];
  if (target && method) {
    const names = (params ?? '').trim();
    const v = names === '' ? 'item' : names;
    const subject = neutralExpression(target);
    if (method === 'times') return { type: 'for', text: `FOR ${v} ← 0 TO ${minusOne(subject)}` };
    if (method === 'upto' && args) return { type: 'for', text: `FOR ${v} ← ${subject} TO ${args}` };
    if (method === 'downto' && args)
      return { type: 'for', text: `FOR ${v} ← ${subject} TO ${args} STEP -1` };
    return { type: 'foreach', text: `FOR EACH ${v} IN ${subject}` };
  }
  if (kotlin?.[1]) {
    const v = kotlin[3]?.trim() || 'it';
    return { type: 'foreach', text: `FOR EACH ${v} IN ${neutralExpression(kotlin[1])}` };
  }
  return null;
}

/** The head of a `while`, `for` or `foreach` loop (do-while loops are REPEAT … UNTIL). */
export function loopHead(loop: Loop): LoopHead {
  if (loop.kind === 'foreach') {
    const block = blockLoop(loop.header);
    if (block) return block;
    const parts = eachParts(loop.header);
    if (!parts) return { type: 'foreach', text: `FOR EACH ${neutralExpression(loop.header)}` };
    const iterable = neutralExpression(parts.iterable);
    const range = pythonRange(parts.variable, parts.iterable);
    if (range) return { type: 'for', text: range };
    const what = parts.keys ? `KEYS OF ${iterable}` : iterable;
    return { type: 'foreach', text: `FOR EACH ${parts.variable} IN ${what}` };
  }
  if (loop.kind === 'for') {
    const counting = countingFor(loop);
    if (counting) return { type: 'for', text: counting };
    return {
      type: 'cstyle',
      cond: loop.cond ? neutralExpression(unwrapParens(loop.cond.text)) : null,
    };
  }
  if (!loop.cond) return { type: 'forever' };
  // Ruby's `until c` runs while c is false
  const until = /^until\s+(.+)$/.exec(oneLine(loop.cond.text))?.[1];
  if (until) return { type: 'while', cond: `NOT (${neutralExpression(until)})` };
  const cond = neutralExpression(unwrapParens(loop.cond.text));
  return cond === 'TRUE' || cond === '1' ? { type: 'forever' } : { type: 'while', cond };
}
