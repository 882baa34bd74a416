/**
 * Lines gdb's `step` can pass without stopping because a jump lands inside their first row
 * (decision 038). gdb stops where a step reaches the start of an `is_stmt` row of a new line;
 * landing inside a row ("the middle of a statement") it keeps stepping to the next row start.
 * Go's compiler (`-N -l`) ends an `if` without `else` with a jump to the address after the next
 * statement's first instruction (itself a jump): the statement runs and is not reported
 * (TheAlgorithms/Go `cipher/railfence`: `if … { dirDown = !dirDown }` then
 * `matrix[row][col] = char`). Such lines are silent for the walk checker (GraphPathChecker's
 * `silent`): a path may pass their node without their line being reported. Only jumps from
 * another line count, and only into an `is_stmt` row past its first address: a line whose row
 * every jump reaches at its start keeps being checked.
 */
import { spawnSync } from 'node:child_process';

type Row = { file: string; line: number; address: number; stmt: boolean };

const run = (args: string[]): string => {
  const out = spawnSync('objdump', args, { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  if (out.error || out.status !== 0) {
    throw new Error(`objdump ${args[0]} failed: ${String(out.error ?? out.stderr)}`);
  }
  return out.stdout;
};

/** The executable's line-table rows (`objdump --dwarf=decodedline`), by address. */
function lineRows(exe: string): Row[] {
  const rows: Row[] = [];
  // `railfence.go    31    0x550079    x` (file, line, address, [view], stmt)
  for (const text of run(['--dwarf=decodedline', exe]).split('\n')) {
    const cols = /^(\S+)\s+(\d+)\s+0x([0-9a-f]+)(?:\s+\d+)?\s*(x?)\s*$/.exec(text);
    if (!cols) continue;
    rows.push({
      file: cols[1] ?? '',
      line: Number(cols[2]),
      address: parseInt(cols[3] ?? '0', 16),
      stmt: cols[4] === 'x',
    });
  }
  return rows.sort((a, b) => a.address - b.address);
}

/** The row an address lies in: the last row starting at or before it. */
function rowAt(rows: Row[], address: number): Row | undefined {
  let lo = 0;
  let hi = rows.length - 1;
  let found: Row | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const row = rows[mid]!;
    if (row.address <= address) {
      found = row;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * What the line table of `exe` makes gdb report wrongly for `source` (a file name), `code` its
 * text: `silent`, lines some jump from another line enters past their row's start (above); and
 * `reloads`, the addresses of rows that only reload a variable: Go (`-N -l`) gives the load of
 * a variable declared by `x := …` the position of its declaration, an `is_stmt` row of that
 * earlier line inside a later statement's code (TheAlgorithms/Go `cipher/transposition`:
 * `char := word[i]` on line 34 reported between lines 37 and 38, in `usedLettersMap[char] = n`).
 * A reload row is a row of a declaration line L that no jump enters, between rows of two lines
 * after L, the next of which uses a name L declares; gdb's stops there are not statements.
 */
export function jumpSkippedLines(
  exe: string,
  source: string,
  code: string,
  /** also a jump to the start of a row without `is_stmt` (rustc's back jump into a `while`
   * condition's second operand); Go's were measured inside `is_stmt` rows only */
  anyRow = false,
): { silent: Set<number>; reloads: Set<number> } {
  const rows = lineRows(exe);
  const own = rows.filter((r) => r.file === source);
  const silent = new Set<number>();
  const reloads = new Set<number>();
  if (own.length === 0) return { silent, reloads };
  const stops = new Set(rows.filter((r) => r.stmt).map((r) => r.address));
  const from = own[0]!.address;
  const to = own[own.length - 1]!.address + 1;
  const text = run([
    '-d',
    '--no-show-raw-insn',
    `--start-address=0x${from.toString(16)}`,
    `--stop-address=0x${to.toString(16)}`,
    exe,
  ]);
  const targets = new Set<number>();
  for (const instruction of text.split('\n')) {
    // `  550077:	jmp    55007b <…>` (conditional jumps too)
    const jump = /^\s*([0-9a-f]+):\s+j[a-z]+\s+([0-9a-f]+)\b/.exec(instruction);
    if (!jump) continue;
    const at = rowAt(rows, parseInt(jump[1] ?? '0', 16));
    const target = parseInt(jump[2] ?? '0', 16);
    targets.add(target);
    const lands = rowAt(rows, target);
    if (!lands || lands.file !== source) continue;
    if (!anyRow && (!lands.stmt || lands.address === target)) continue;
    if (at && at.file === source && at.line === lands.line) continue;
    // a row of the same line starting at the target (several rows share an address) is a stop
    if (stops.has(target)) continue;
    silent.add(lands.line);
  }
  const lines = code.split('\n');
  const declared = (line: number): string[] => {
    const decl = /^\s*(?:for\s+)?([\w\s,]+?)\s*:=/.exec(lines[line - 1] ?? '');
    return decl ? (decl[1] ?? '').split(',').map((n) => n.trim()) : [];
  };
  own.forEach((row, i) => {
    const before = own[i - 1];
    const after = own.slice(i + 1).find((r) => r.line !== row.line);
    if (!row.stmt || !before || !after || targets.has(row.address)) return;
    if (before.line <= row.line || after.line <= row.line || own[i + 1]?.line === row.line) return;
    const uses = lines[after.line - 1] ?? '';
    if (declared(row.line).some((n) => n !== '_' && new RegExp(`\\b${n}\\b`).test(uses))) {
      reloads.add(row.address);
    }
  });
  return { silent, reloads };
}
