import type { Range, Stmt } from '../ir/types';

/** Spans already measured: nested statements are asked for once per enclosing block. */
const spans = new WeakMap<Stmt, Range>();

/** Every line of a statement, its nested bodies included (a loop's own range is its header). */
export function deepSpan(s: Stmt): Range {
  // most statements have no nested body: their span is their range, no memo needed (a WeakMap
  // lookup per statement and block level was 3% of Go's whole conversion)
  switch (s.type) {
    case 'if':
    case 'loop':
    case 'switch':
    case 'try':
    case 'with':
    case 'block':
    case 'function':
      break;
    default:
      return leafSpan(s.range);
  }
  const known = spans.get(s);
  if (known) return known;
  const span = measure(s);
  spans.set(s, span);
  return span;
}

function measure(s: Stmt): Range {
  // no closure and no array per statement: this runs for every statement of every chart
  const acc = { startLine: Infinity, endLine: -Infinity };
  if (s.type === 'if') for (const b of s.branches) widen(acc, b.cond.range);
  else widen(acc, s.range);
  switch (s.type) {
    case 'if':
      for (const b of s.branches) widenBody(acc, b.body);
      widenBody(acc, s.orelse);
      break;
    case 'loop':
      widenBody(acc, s.init);
      widenBody(acc, s.body);
      widenBody(acc, s.update);
      widenBody(acc, s.orelse);
      break;
    case 'switch':
      for (const c of s.cases) widenBody(acc, c.body);
      break;
    case 'try':
      widenBody(acc, s.resources);
      widenBody(acc, s.body);
      for (const h of s.handlers) widenBody(acc, h.body);
      widenBody(acc, s.orelse);
      widenBody(acc, s.finally?.body);
      break;
    case 'with':
    case 'block':
    case 'function':
      widenBody(acc, s.body);
      break;
    default:
      break;
  }
  return Number.isFinite(acc.startLine) ? acc : { startLine: 1, endLine: 1 };
}

/** What `widen` of one range into an empty span gives, without the memo. */
function leafSpan(r: Range): Range {
  if (!Number.isFinite(r.startLine)) return { startLine: 1, endLine: 1 };
  return { startLine: r.startLine, endLine: r.endLine > -Infinity ? r.endLine : -Infinity };
}

function widen(acc: Range, r: Range): void {
  if (r.startLine < acc.startLine) acc.startLine = r.startLine;
  if (r.endLine > acc.endLine) acc.endLine = r.endLine;
}

function widenBody(acc: Range, body: readonly Stmt[] | undefined): void {
  if (body) for (const x of body) widen(acc, deepSpan(x));
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
