/**
 * Per-statement reuse for the incremental engine's lowering (decision 045, update of
 * 2026-11-27, fifth part): a top-level statement of the file (a function, a class, a module-level line) whose
 * source text, kind and column did not change lowers to the same IR as last time, but with its
 * lines moved by how far it moved. A lowering that opts in asks `statements` for each child of the
 * root instead of lowering it: an unmoved statement gets last time's IR objects themselves (build
 * reads the IR and never writes it), a moved one a copy with its lines shifted, and only the
 * statement that holds the edit is lowered again. This is valid only where a top-level statement's
 * IR depends on its own text alone (no numbering across the file, no look at its neighbours):
 * the incremental property test holds every answer deep-equal to a full rebuild's.
 */
import { LastRunCache } from '../incremental/lastRunCache';
import { noteCopy } from '../ir/movedFrom';
import type { Range, Stmt } from '../ir/types';
import type { SyntaxNode } from './common';

/** `advance`: how far the statement's lowering moved the counter (see Dependencies) */
type Entry = { row: number; stmts: Stmt[]; advance: number; pinned: boolean };

/**
 * What a top-level statement's IR depends on besides its own text and column, for a lowering
 * where it is not the text alone.
 */
export type Dependencies = {
  /** what the statement's lowering reads of the rest of the file (part of the key) */
  context?: string;
  /**
   * A counter the lowering numbers things with across statements (closures, labels): its value
   * before the statement is part of the key, and a statement taken from the cache moves it on
   * as far as lowering it did.
   */
  counter?: { n: number };
  /**
   * The lowering writes lines into names (`<anonymous@12>`, a label `outer@30`): a statement
   * whose IR holds one is reused only where it stood (a shift moves ranges, not names).
   */
  namesLines?: boolean;
};

/** A line written into a name: `<anonymous@12>`, `<lambda@3>`, `outer@30`. */
const LINE_IN_NAME = /@\d/;

export class TopLevelReuse {
  private entries = new LastRunCache<Entry>();
  /** statements lowered again / taken from the last lowering (tests and benchmarks) */
  readonly counts = { lowered: 0, reused: 0 };

  /** Starts a lowering of a new text. */
  begin(): void {
    this.entries.begin();
  }

  /** Ends it: what it used or made is what the next lowering can reuse. */
  end(): void {
    this.entries.end();
  }

  /** Forgets everything (a failed lowering, a tree with syntax errors, another language). */
  clear(): void {
    this.entries.clear();
  }

  /**
   * The IR of the top-level statement `node` of `code`: last time's when its text is the same,
   * else what `lower` makes of it. `lower` must append nothing elsewhere and return its
   * statements (zero, one or more).
   */
  statements(
    node: SyntaxNode,
    code: string,
    lower: () => Stmt[],
    depends: Dependencies = {},
  ): Stmt[] {
    const start = node.startPosition;
    const { context = '', counter, namesLines = false } = depends;
    const before = counter?.n ?? 0;
    const text = code.slice(node.startIndex, node.endIndex);
    const key = `${node.type}\u0000${start.column}\u0000${context}\u0000${before}\u0000${text}`;
    const known = this.entries.get(key);
    const shift = known ? start.row - known.row : 0;
    if (known && (shift === 0 || !known.pinned)) {
      this.counts.reused++;
      const entry =
        shift === 0 ? known : { ...known, row: start.row, stmts: shiftedLines(known.stmts, shift) };
      this.entries.keep(key, entry);
      if (counter) counter.n += known.advance;
      return entry.stmts;
    }
    this.counts.lowered++;
    const stmts = lower();
    this.entries.keep(key, {
      row: start.row,
      stmts,
      advance: (counter?.n ?? 0) - before,
      pinned: namesLines && LINE_IN_NAME.test(JSON.stringify(stmts)),
    });
    return stmts;
  }
}

/**
 * A lowering's function for one top-level node, taken through `reuse` when there is one (the
 * same loop serves both): `depends` says what else the node's IR depends on, when anything does.
 */
export function reusing(
  reuse: TopLevelReuse | undefined,
  code: string,
  lower: (node: SyntaxNode) => Stmt[],
  depends?: () => Dependencies,
): (node: SyntaxNode) => Stmt[] {
  if (!reuse) return lower;
  return (node) => reuse.statements(node, code, () => lower(node), depends?.());
}

/**
 * A deep copy of IR with every range moved by `shift` lines. The IR is plain data (objects,
 * arrays, strings, numbers, booleans), and lines live only in ranges ({ startLine, endLine }).
 * Each copied definition remembers what it was copied from (ir/movedFrom.ts): the build reuses
 * its chart.
 */
function shiftedLines<T>(value: T, shift: number): T {
  if (Array.isArray(value)) return value.map((v: unknown) => shiftedLines(v, shift)) as T;
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  if (isRange(source))
    return { startLine: source.startLine + shift, endLine: source.endLine + shift } as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(source)) out[key] = shiftedLines(source[key], shift);
  if (source.type === 'function') noteCopy(out, source);
  return out as T;
}

function isRange(o: Record<string, unknown>): o is Range {
  return typeof o.startLine === 'number' && typeof o.endLine === 'number';
}
