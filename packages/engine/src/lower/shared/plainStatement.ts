/**
 * The node of a plain statement and the calls of a jump, shaped the same in every lowering: each
 * language finds what a statement does (its `effectsOf`) and its text; this builds the IR.
 */
import { rangeOf, type SyntaxNode } from '../common';
import type { Range, Simple, SimpleKind, Throw } from '../../ir/types';

/** What a statement does, as each language's `effectsOf` finds it. */
export type PlainEffects = { calls: string[]; io: boolean };

/** One node for a plain statement: `io` when it reads or writes, with the functions it calls. */
export function plainSimple(
  node: SyntaxNode,
  kind: SimpleKind,
  text: string,
  effects: PlainEffects,
  range: Range = rangeOf(node),
): Simple {
  const stmt: Simple = { type: 'simple', kind: effects.io ? 'io' : kind, text, range };
  if (effects.calls.length > 0) stmt.calls = effects.calls;
  return stmt;
}

/** `stmt` (a return, a throw, a yield) with the calls its statement makes, when it makes any. */
export function withCallsOf<T extends object>(stmt: T, effects: PlainEffects): T {
  return effects.calls.length > 0 ? { ...stmt, calls: effects.calls } : stmt;
}

/** A throw (raise) statement: the exception types when the lowering can tell, and its calls. */
export function plainThrow(
  text: string,
  range: Range,
  types: string[] | undefined,
  effects: PlainEffects,
): Throw {
  return withCallsOf<Throw>({ type: 'throw', text, range, ...(types ? { types } : {}) }, effects);
}
