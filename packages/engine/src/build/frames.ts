import type { Range, Stmt } from '../ir/types';
import type { Pending } from './graphWriter';

/** A loop being built: where `break` and `continue` jumps collect. */
export type LoopFrame = {
  type: 'loop';
  id: number;
  labels: readonly string[];
  breaks: Pending[];
  continues: Pending[];
  /** `redo` jumps (Ruby), wired to the body's first node */
  redos: Pending[];
};

/** A switch being built; `breakable` is false when `Switch.breakPassesThrough` (Python match). */
export type SwitchFrame = {
  type: 'switch';
  id: number;
  labels: readonly string[];
  breaks: Pending[];
  breakable: boolean;
  isExpression: boolean;
};

/**
 * The body of a try with handlers. Exceptions raised here enter the handler chain at its first
 * handler: handlers are tested in order (Python traces every `except` line it tries), and one
 * that does not match passes the exception to the next, the last one outward.
 */
export type TryFrame = {
  type: 'try';
  id: number;
  handlers: { types: string[]; entry: number }[];
  /** whether the chain's outward edge has been drawn (done on first use, so unused tries stay clean) */
  wired: boolean;
  /** the `try` node: the region's one drawn exception edge leaves from it (`inTryRegion`) */
  marker: number;
  /** whether that edge has been drawn (on the first statement of the body that may raise) */
  regionDrawn: boolean;
};

/**
 * Code that must run on every exit from a region: a `finally` block or a `with` exit. Each kind
 * of exit (return, break to loop 3, an exception...) gets one copy of the cleanup, built on first
 * use and shared by later exits of the same kind.
 */
export type CleanupFrame = {
  type: 'cleanup';
  id: number;
  cleanup:
    | { kind: 'finally'; body: Stmt[]; range: Range }
    | { kind: 'with'; exitLabel: string; range: Range | undefined };
  copies: Map<string, number>;
  /**
   * A `with` has one exit node for normal completion and exceptions (its context manager may
   * suppress the exception and carry on after the block); jumps get their own copies.
   */
  exit?: number;
  /**
   * `With.region`: the header node, from which one drawn edge stands for the body's exception
   * edges (kept, marked `inTryRegion`), as a try region's marker does.
   */
  marker?: number;
  regionDrawn?: boolean;
};

export type Frame = LoopFrame | SwitchFrame | TryFrame | CleanupFrame;
