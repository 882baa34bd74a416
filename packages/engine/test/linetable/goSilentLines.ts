/**
 * Go lines gdb may pass without reporting them, beyond jumps into a row (`jumpSkippedLines`),
 * decision 038: a path may pass their node unreported (GraphPathChecker's `silent`).
 * - A line whose code execution enters, falling through from another line, at a row without
 *   `is_stmt`: gdb stops only at the start of an `is_stmt` row, so it goes on to the next line's.
 *   Go's compiler (`-N -l`) keeps a `switch`'s tag in a temporary in such a row, and the first
 *   case's test is the next statement row (TheAlgorithms/Go `strings/parenthesis`: `switch r {`
 *   on line 12 between lines 11 and 13; `math/pi/spigotpi.go`: `switch q {`).
 * - A tagless `switch {`: it evaluates nothing, so no code starts there; the first case's test is
 *   the first row of the statement, and the line's only row is the jump taken when no case
 *   matches (`structure/tree/avl.go`: lines 202 and 212).
 */
import { endsFlow, flowOf, type Instructions, type LineRow } from './goIdleRows';

export function goSilentLines(
  own: LineRow[],
  ops: Instructions,
  lineOf: (address: number) => LineRow | undefined,
  /** the addresses where an `is_stmt` row starts (gdb's stops) */
  stops: ReadonlySet<number>,
  lines: string[],
): Set<number> {
  const { previous } = flowOf(ops);
  const silent = new Set<number>();
  for (const row of own) {
    if (stops.has(row.address)) continue;
    const before = previous.get(row.address);
    if (before === undefined || endsFlow(ops.get(before) ?? '')) continue;
    const from = lineOf(before)?.line;
    if (from !== undefined && from !== row.line) silent.add(row.line);
  }
  lines.forEach((text, i) => {
    if (/^\s*switch\s*\{\s*(\/\/.*)?$/.test(text)) silent.add(i + 1);
  });
  return silent;
}
