/**
 * Rows of a Go line that compute nothing, where gdb's stop is no statement (decision 038).
 * Go's compiler (`-N -l`) gives code of a later statement the position of an earlier line: the
 * reload of a loop variable gets its `for` line (TheAlgorithms/Go `graph/coloring/bipartite.go`:
 * line 24 `for n := range …` reported between lines 25 and 28, where `colors[n]` reloads `n`;
 * `math/prime/primefactorization.go`: line 13 between 15 and 18), and the jump that leaves an
 * `if … else` inside a `switch` case gets the `if` line (`project_euler/problem_19`: line 41
 * between 44 and 48). Such a row is an `is_stmt` row of a line L whose code, followed through its
 * jumps while it stays on L, only loads a value of the frame into a register, jumps forwards or
 * does nothing; every way into it from another line comes from a line after L, and every way
 * out leads to a line after L. A jump backwards is a loop's next round (the header's own stop),
 * and code that stores, computes or calls is a statement, whatever its place: the `for` line's
 * `i++` reached by a jump from the body's end is kept (`math/perfectnumber.go`: the jump lands
 * on a row of line 24 holding only a jump, whose target on line 24 increments the variable).
 */

/** One row of the line table (`objdump --dwarf=decodedline`). */
export type LineRow = { file: string; line: number; address: number; stmt: boolean };

/** The instructions of the file's functions, by address (objdump's text after the address). */
export type Instructions = Map<number, string>;

const jumpTarget = (op: string): number | undefined => {
  const target = /^j[a-z]+\s+([0-9a-f]+)\b/.exec(op)?.[1];
  return target === undefined ? undefined : parseInt(target, 16);
};

/** Whether execution never goes on to the next instruction after `op`. */
export const endsFlow = (op: string): boolean =>
  /^(jmp|ret|ud2|int3)\b/.test(op) ||
  // the runtime's panics and throws do not return (an index check's `call runtime.panicIndex`)
  /^call\s+[0-9a-f]+\s+<runtime\.(panic|gopanic|goPanic|throw)/.test(op);

const idleOp = (op: string): boolean =>
  /^(nop|xchg\s+%ax,%ax$)/.test(op) || /^mov[a-z]*\s+(-?0x[0-9a-f]+)?\(%rsp\),%[a-z0-9]+$/.test(op);

/** Each instruction's successor in address order, and the jumps into each address. */
export function flowOf(ops: Instructions): {
  next: Map<number, number>;
  previous: Map<number, number>;
  jumpsTo: Map<number, number[]>;
} {
  const addresses = [...ops.keys()].sort((a, b) => a - b);
  const next = new Map<number, number>();
  const previous = new Map<number, number>();
  const jumpsTo = new Map<number, number[]>();
  addresses.forEach((a, i) => {
    const after = addresses[i + 1];
    if (after !== undefined) {
      next.set(a, after);
      previous.set(after, a);
    }
    const target = jumpTarget(ops.get(a) ?? '');
    if (target !== undefined) jumpsTo.set(target, [...(jumpsTo.get(target) ?? []), a]);
  });
  return { next, previous, jumpsTo };
}

/**
 * The idle rows above among `own` (the source's rows, by address): `quiet`, the addresses of
 * rows idle on every way out (a stop there is never a statement); `idleExits`, rows idle on some
 * ways out only, with the lines those lead to: a stop there is no statement when the next stop is
 * on one of them (`graph/coloring/graph.go`: the `if`'s test on line 51 ends in a conditional
 * jump given the `for` line 50, idle towards the `return` on line 52 and the loop's next round
 * otherwise). `lineOf`: the source's row holding an address (undefined outside the source);
 * `starts`: the functions' first addresses; `lines`: the source text.
 */
export function idleRows(
  own: LineRow[],
  ops: Instructions,
  lineOf: (address: number) => LineRow | undefined,
  starts: ReadonlySet<number>,
  lines: string[],
  /** the addresses of rows already known to be no statement (reloads) */
  known: ReadonlySet<number> = new Set(),
): { quiet: number[]; idleExits: Map<number, number[]> } {
  const { next, previous, jumpsTo } = flowOf(ops);
  const quiet = new Set<number>();
  const idleExits = new Map<number, number[]>();
  // the `is_stmt` row a stop in `address`'s row belongs to (rows without it continue one)
  const stopOf = (address: number): LineRow | undefined => {
    let i = own.indexOf(lineOf(address)!);
    while (i > 0 && !own[i]!.stmt && own[i - 1]!.line === own[i]!.line) i--;
    return own[i];
  };
  // the lines the last stop before a row's start can be on: a way in from a row that is no
  // statement comes from where that row was entered (`graph/coloring/bfs.go`: an `if`'s
  // conditional jump given an earlier line, then a loop variable's reload)
  const entryLines = (address: number, seen: Set<number>): number[] => {
    const before = previous.get(address);
    const entries = [...(jumpsTo.get(address) ?? [])];
    if (before !== undefined && !endsFlow(ops.get(before) ?? '')) entries.push(before);
    return entries.flatMap((a) => {
      const stop = lineOf(a) && stopOf(a);
      if (!stop) return [0];
      if (!(quiet.has(stop.address) || known.has(stop.address)) || seen.has(stop.address)) {
        return [stop.line];
      }
      seen.add(stop.address);
      return entryLines(stop.address, seen);
    });
  };
  // rows found quiet open the way for rows entered from them: until nothing changes
  for (let changed = true; changed;) {
    changed = false;
    for (const row of own) {
      const L = row.line;
      // a jump statement compiles to a jump: its row is the statement (`edmondkarp.go`'s `break`)
      if (!row.stmt || starts.has(row.address) || quiet.has(row.address)) continue;
      if (/^\s*(break|continue|goto|return|fallthrough)\b/.test(lines[L - 1] ?? '')) continue;
      const from = entryLines(row.address, new Set([row.address])).filter((l) => l !== L);
      if (from.length === 0 || from.some((l) => l < L)) continue;
      const { exits, busy } = waysOut(row.address, L, ops, next, lineOf);
      if (exits.size === 0) continue;
      if (busy) idleExits.set(row.address, [...exits]);
      else {
        quiet.add(row.address);
        idleExits.delete(row.address);
        changed = true;
      }
    }
  }
  return { quiet: [...quiet], idleExits };
}

/**
 * The ways out of line L's code run from `start`: `exits`, the later lines idle code leads to;
 * `busy`, whether some way computes (stores, calls, jumps backwards) or leads to an earlier line.
 */
function waysOut(
  start: number,
  L: number,
  ops: Instructions,
  next: Map<number, number>,
  lineOf: (address: number) => LineRow | undefined,
): { exits: Set<number>; busy: boolean } {
  const exits = new Set<number>();
  let busy = false;
  const todo = [start];
  const seen = new Set<number>();
  while (todo.length > 0) {
    const at = todo.pop()!;
    if (seen.has(at)) continue;
    seen.add(at);
    const line = lineOf(at)?.line;
    if (line !== L) {
      // left line L: gdb stops next on that line
      if (line !== undefined && line > L) exits.add(line);
      else busy = true;
      continue;
    }
    const op = (ops.get(at) ?? '').trim();
    const target = jumpTarget(op);
    if (target !== undefined && target > at) {
      todo.push(target);
      if (!op.startsWith('jmp')) todo.push(next.get(at) ?? -1);
    } else if (target === undefined && idleOp(op)) todo.push(next.get(at) ?? -1);
    else busy = true;
  }
  return { exits, busy };
}
