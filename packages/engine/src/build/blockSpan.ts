import type { Range, Stmt } from '../ir/types';

/** Spans already measured: nested statements are asked for once per enclosing block. */
const spans = new WeakMap<Stmt, Range>();

/** Every line of a statement, its nested bodies included (a loop's own range is its header). */
export function deepSpan(s: Stmt): Range {
  const known = spans.get(s);
  if (known) return known;
  let start = Infinity;
  let end = -Infinity;
  const widen = (r: Range): void => {
    start = Math.min(start, r.startLine);
    end = Math.max(end, r.endLine);
  };
  if (s.type === 'if') for (const b of s.branches) widen(b.cond.range);
  else widen(s.range);
  for (const body of bodiesOf(s)) for (const x of body) widen(deepSpan(x));
  const span = Number.isFinite(start)
    ? { startLine: start, endLine: end }
    : { startLine: 1, endLine: 1 };
  spans.set(s, span);
  return span;
}

/** The lines of a statement sequence; undefined when it is empty. */
export function bodySpan(body: readonly Stmt[]): Range | undefined {
  let start = Infinity;
  let end = -Infinity;
  for (const s of body) {
    const r = deepSpan(s);
    start = Math.min(start, r.startLine);
    end = Math.max(end, r.endLine);
  }
  return Number.isFinite(start) ? { startLine: start, endLine: end } : undefined;
}

function bodiesOf(s: Stmt): Stmt[][] {
  switch (s.type) {
    case 'if':
      return [...s.branches.map((b) => b.body), s.orelse ?? []];
    case 'loop':
      return [s.init ?? [], s.body, s.update ?? [], s.orelse ?? []];
    case 'switch':
      return s.cases.map((c) => c.body);
    case 'try':
      return [
        s.resources ?? [],
        s.body,
        ...s.handlers.map((h) => h.body),
        s.orelse ?? [],
        s.finally?.body ?? [],
      ];
    case 'with':
    case 'block':
    case 'function':
      return [s.body];
    default:
      return [];
  }
}
