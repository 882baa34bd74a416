/**
 * Test support: a cut-down disassembly with its line-table rows, as objdump prints them, for the
 * Go line-table rules' tests (`goIdleRows.test.ts`, `goSilentLines.test.ts`). Each line is
 * `[L<line> [stmt]] <address> <instruction>`: a row starts at the address when the line is given.
 */
import type { Instructions, LineRow } from './goIdleRows';

export type Listing = {
  own: LineRow[];
  ops: Instructions;
  lineOf: (address: number) => LineRow | undefined;
  stops: Set<number>;
};

export function listing(text: string): Listing {
  const own: LineRow[] = [];
  const ops: Instructions = new Map();
  for (const raw of text.trim().split('\n')) {
    const m = /^\s*(?:L(\d+)(\s+stmt)?\s+)?([0-9a-f]+)\s+(.*)$/.exec(raw);
    if (!m) throw new Error(`bad listing line: ${raw}`);
    const address = parseInt(m[3]!, 16);
    if (m[1]) own.push({ file: 'f.go', line: Number(m[1]), address, stmt: Boolean(m[2]) });
    ops.set(address, m[4]!.trim());
  }
  const lineOf = (address: number): LineRow | undefined => {
    let found: LineRow | undefined;
    for (const row of own) if (row.address <= address) found = row;
    const last = [...ops.keys()].pop() ?? 0;
    return address <= last ? found : undefined;
  };
  return { own, ops, lineOf, stops: new Set(own.filter((r) => r.stmt).map((r) => r.address)) };
}
