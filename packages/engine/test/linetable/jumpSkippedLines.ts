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
import { idleRows } from './goIdleRows';
import { goSilentLines } from './goSilentLines';

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
  // the file's path heads its rows (`/…/cipher/railfence/railfence.go:`): rows name the file
  // by its base name only, which Go's library shares (`errors.go`, `sort.go`)
  let path = '';
  // `railfence.go    31    0x550079    x` (file, line, address, [view], stmt)
  for (const text of run(['--dwarf=decodedline', exe]).split('\n')) {
    const head = /^(\S*\/\S+):$/.exec(text)?.[1];
    if (head) path = head;
    const cols = /^(\S+)\s+(\d+)\s+0x([0-9a-f]+)(?:\s+\d+)?\s*(x?)\s*$/.exec(text);
    if (!cols) continue;
    const name = cols[1] ?? '';
    rows.push({
      file: path.endsWith(`/${name}`) ? path : name,
      line: Number(cols[2]),
      address: parseInt(cols[3] ?? '0', 16),
      stmt: cols[4] === 'x',
    });
  }
  return rows.sort((a, b) => a.address - b.address);
}

/**
 * Whether a row's file is `source`: by its full path where the table heads its rows with one (Go),
 * else by the end of the path (rustc names the crate's files relative to where it ran, or only
 * by their base name).
 */
function isSource(file: string | undefined, source: string): boolean {
  if (file === undefined) return false;
  return file === source || (!file.startsWith('/') && source.endsWith(`/${file}`));
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
 * What the line table of `exe` makes gdb report wrongly for `source` (the file's absolute path, or its
 * name when the table holds no paths), `code` its
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
  /**
   * whose compiler's rules apply. Rust: also a jump to the start of a row without `is_stmt`
   * (rustc's back jump into a `while` condition's second operand); Go's were measured inside
   * `is_stmt` rows only, and only Go gets the header/idle-row reloads and the resumes after calls
   * out of the source (facts of Go's compiler and runtime, decision 038's fourth update).
   */
  rules: 'go' | 'rust' = 'go',
): {
  silent: Set<number>;
  reloads: Set<number>;
  resumes: Set<number>;
  /** Go: stops that are no statement when the next stop is on one of these lines (`idleRows`) */
  idleExits: Map<number, number[]>;
} {
  const rows = lineRows(exe);
  const own = rows.filter((r) => isSource(r.file, source));
  const silent = new Set<number>();
  const reloads = new Set<number>();
  const resumes = new Set<number>();
  const idleExits = new Map<number, number[]>();
  if (own.length === 0) return { silent, reloads, resumes, idleExits };
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
  const starts: number[] = [];
  const ops = new Map<number, string>();
  let called: ReturnType<typeof callsOut> = false;
  for (const instruction of text.split('\n')) {
    // `0000000000550840 <…colorVertex>:` starts a function
    const start = /^([0-9a-f]+) <.*>:$/.exec(instruction)?.[1];
    if (start) starts.push(parseInt(start, 16));
    const address = /^\s*([0-9a-f]+):/.exec(instruction)?.[1];
    if (address) ops.set(parseInt(address, 16), instruction.replace(/^\s*[0-9a-f]+:\s*/, ''));
    if (address && called) resumes.add(parseInt(address, 16));
    if (address && called === 'defer') reloads.add(parseInt(address, 16));
    if (address) called = callsOut(instruction, rows, source);
    // `  550077:	jmp    55007b <…>` (conditional jumps too)
    const jump = /^\s*([0-9a-f]+):\s+j[a-z]+\s+([0-9a-f]+)\b/.exec(instruction);
    if (!jump) continue;
    const at = rowAt(rows, parseInt(jump[1] ?? '0', 16));
    const target = parseInt(jump[2] ?? '0', 16);
    targets.add(target);
    const lands = rowAt(rows, target);
    if (!lands || !isSource(lands.file, source)) continue;
    if (rules === 'go' && (!lands.stmt || lands.address === target)) continue;
    if (at && isSource(at.file, source) && at.line === lands.line) continue;
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
  if (rules === 'rust') return { silent, reloads, resumes: new Set(), idleExits };
  for (const address of headerReloads(own, starts)) reloads.add(address);
  const lineOf = (address: number): Row | undefined => {
    const row = rowAt(rows, address);
    return row && isSource(row.file, source) ? row : undefined;
  };
  const idle = idleRows(own, ops, lineOf, new Set(starts), lines, reloads);
  for (const address of idle.quiet) reloads.add(address);
  for (const line of goSilentLines(own, ops, lineOf, stops, lines)) silent.add(line);
  return { silent, reloads, resumes, idleExits: idle.idleExits };
}

/**
 * The rows of a function's header line inside its body: Go (`-N -l`) gives the spills and
 * reloads of parameters the position of their declaration, the `func` line, so gdb reports
 * the header again between two statements (TheAlgorithms/Go `graph/coloring/backtracking.go`:
 * line 24 between the rows of `for nb := range g.edges[v]`, a recursive call then looked like
 * a new call). The header runs on entry only: past the function's first row of another line,
 * its rows are no statement. `starts`: the functions' first addresses.
 */
function headerReloads(own: Row[], starts: number[]): number[] {
  const out: number[] = [];
  let header: number | undefined;
  let inBody = false;
  let next = 0;
  const sorted = [...starts].sort((a, b) => a - b);
  for (const row of own) {
    // a new function: the first row at or past its start
    let entered = false;
    while (next < sorted.length && sorted[next]! <= row.address) {
      next++;
      entered = true;
    }
    if (entered || header === undefined) {
      header = row.line;
      inBody = false;
      continue;
    }
    if (row.line !== header) inBody = true;
    else if (inBody && row.stmt) out.push(row.address);
  }
  return out;
}

/**
 * Whether `instruction` (objdump's text) calls code outside `source` from a row of `source`:
 * a call gdb's `step` steps over (the library) or may (through a register). Not the prologue's
 * `runtime.morestack*`, which returns to the function's entry. `defer` for the runtime's
 * `deferproc*`, which registers a `defer` and returns a second time after a `recover`, and
 * `deferreturn`, which runs the deferred calls at the exit (after a `recover` the compiler gives
 * it the `defer` statement's line): a stop after them is no statement (a reload, `quietPcs`).
 */
function callsOut(instruction: string, rows: Row[], source: string): boolean | 'defer' {
  const call = /^\s*([0-9a-f]+):\s+call\s+(\*|[0-9a-f]+)(.*)$/.exec(instruction);
  if (!call || /<runtime\.morestack/.test(call[3] ?? '')) return false;
  if (!isSource(rowAt(rows, parseInt(call[1] ?? '0', 16))?.file, source)) return false;
  if (/<runtime\.defer(proc|return)/.test(call[3] ?? '')) return 'defer';
  return call[2] === '*' || !isSource(rowAt(rows, parseInt(call[2] ?? '0', 16))?.file, source);
}
