/**
 * Keeps in `calls` only names that are functions of this file, by their full name (`this.m` is
 * already `Class.m`), so `this.items.push(x)` never counts as the file's `Stack.push`.
 */
import { noteCopies } from '../../ir/movedFrom';
import type { Stmt } from '../../ir/types';

function eachStmt(body: readonly Stmt[] | undefined, visit: (s: Stmt) => void): void {
  if (!body) return;
  for (const s of body) {
    visit(s);
    switch (s.type) {
      case 'function':
      case 'with':
      case 'block':
        eachStmt(s.body, visit);
        break;
      case 'if':
        for (const b of s.branches) eachStmt(b.body, visit);
        eachStmt(s.orelse, visit);
        break;
      case 'loop':
        eachStmt(s.init, visit);
        eachStmt(s.body, visit);
        eachStmt(s.update, visit);
        eachStmt(s.orelse, visit);
        break;
      case 'switch':
        for (const c of s.cases) eachStmt(c.body, visit);
        break;
      case 'try':
        eachStmt(s.resources, visit);
        eachStmt(s.body, visit);
        for (const h of s.handlers) eachStmt(h.body, visit);
        eachStmt(s.orelse, visit);
        eachStmt(s.finally?.body, visit);
        break;
      default:
        break;
    }
  }
}

/** The names of the functions (not classes) `body` defines, nested ones included. */
export function definedNames(body: readonly Stmt[]): Set<string> {
  const defined = new Set<string>();
  eachStmt(body, (s) => {
    if (s.type === 'function' && s.kind !== 'class') defined.add(s.name);
  });
  return defined;
}

/** In place: `body`'s calls kept to the functions of `defined` (the file's). */
export function resolveCalls(body: Stmt[], defined: Set<string> = definedNames(body)): void {
  eachStmt(body, (s) => {
    if (s.type !== 'simple' && s.type !== 'return' && s.type !== 'throw') return;
    if (!s.calls) return;
    const kept = s.calls
      .map((c) =>
        defined.has(c) ? c : defined.has(`${c}.constructor`) ? `${c}.constructor` : undefined,
      )
      .filter((c): c is string => c !== undefined);
    if (kept.length > 0) s.calls = kept;
    else delete s.calls;
  });
}

/** The resolved copy of each unresolved statement list, and the file's functions it was made for. */
const resolved = new WeakMap<readonly Stmt[], { names: string; stmts: Stmt[] }>();

/**
 * `stmts` (a top-level statement's IR as lowered, which the incremental engine's reuse keeps and
 * hands over again, so never changed) with its calls resolved against `defined`, whose sorted
 * names are `names`: a copy, made once for each list and set of names, so the same unchanged
 * statement gives the same objects while the file's functions stay the same.
 */
export function resolvedCopy(stmts: readonly Stmt[], defined: Set<string>, names: string): Stmt[] {
  const known = resolved.get(stmts);
  if (known?.names === names) return known.stmts;
  const copy = structuredClone(stmts) as Stmt[];
  // the same definitions for the build's reuse, as long as the file's functions are the same
  noteCopies(stmts, copy, names);
  resolveCalls(copy, defined);
  resolved.set(stmts, { names, stmts: copy });
  return copy;
}
