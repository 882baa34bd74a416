import type { Range, Stmt } from '../ir/types';

/** The lines a statement spans (an `if` has no range of its own: its branches make it up). */
export function stmtSpan(s: Stmt): Range {
  if (s.type !== 'if') return s.range;
  let start = Infinity;
  let end = -Infinity;
  const widen = (r: Range): void => {
    start = Math.min(start, r.startLine);
    end = Math.max(end, r.endLine);
  };
  for (const b of s.branches) {
    widen(b.cond.range);
    for (const x of b.body) widen(stmtSpan(x));
  }
  for (const x of s.orelse ?? []) widen(stmtSpan(x));
  return Number.isFinite(start) ? { startLine: start, endLine: end } : { startLine: 1, endLine: 1 };
}
