/**
 * The Rust trace checker's compile step: each program built with `rustc -g -C opt-level=0`
 * (Debian's, `/usr/bin/rustc`, as on CI), then single-stepped under gdb from `<crate>::main` like
 * the C programs (gdbTracer.py), never stepping into the standard library (its sources are named
 * under `/rustc/<hash>/`, or `/usr/src/rustc-<version>/` in Debian's build).
 *
 * Each stop's column decides whether it is a statement executed (`rustStatementLines`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { FlowGraph } from '../../src/graph/types';
import { traceUnderGdb, type CTrace, type GdbProgram } from './cTrace';
import { armLines, isUserCode, rustShapes, rustStatementLines } from './rustStatementLines';

/**
 * The construct programs (also the Mermaid corpus) the checker traces. `options.rs` uses
 * `let … else`, which Debian's rustc 1.63 does not compile (stable since 1.65): it is drawn and
 * golden-tested, not traced.
 */
export const RUST_TRACED: readonly string[] = [
  'basics.rs',
  'closures.rs',
  'errors.rs',
  'loops.rs',
  'matching.rs',
  'methods.rs',
  'panics.rs',
  'sorting.rs',
  'strings.rs',
];

/** Debian's rustc (CI has only that one); another on PATH (rustup's) only when it is missing. */
export const RUSTC = existsSync('/usr/bin/rustc') ? '/usr/bin/rustc' : 'rustc';

/** The standard library's source roots gdb must not step into. */
export const RUST_LIBRARY_SOURCES = ['/rustc', '/usr/src/rustc-*'];

/**
 * Rust programs are linked statically (glibc too). Dynamically linked, rustc's moves of large
 * values call `memcpy` through the PLT; glibc's `memcpy` is an IFUNC, and gdb's `step` over it
 * puts its resume breakpoint at the implementation gdb resolves itself, which need not be the one
 * the program runs: the breakpoint is never hit and the program runs to its end untraced (seen
 * at a `for` over `str::split` in TheAlgorithms/Rust's `morse_code.rs`). Statically linked,
 * the call is a plain call to code without line info, which `step` steps over.
 */
export const RUST_LINK_FLAGS = ['-C', 'target-feature=+crt-static'];

/** Builds one Rust program into `dir`; returns the executable and its crate's name. */
export function buildRust(
  file: string,
  dir: string,
  extra: string[] = [],
): { exe: string; crate: string } {
  const crate = basename(file, '.rs').replace(/[^A-Za-z0-9_]/g, '_');
  const exe = join(dir, crate);
  const build = spawnSync(
    RUSTC,
    [
      '-g',
      '-C',
      'opt-level=0',
      ...RUST_LINK_FLAGS,
      '--edition',
      '2021',
      '--crate-name',
      crate,
      ...extra,
      '-o',
      exe,
      file,
    ],
    { encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`rustc failed for ${file}:\n${build.stderr}`);
  return { exe, crate };
}

/**
 * The rows of `source` in the executable's DWARF line table (`llvm-dwarfdump --debug-line`;
 * objdump prints no columns): address → line → column, and each sequence's address range with
 * the lines it has (rustc emits one sequence per function: a function's own code lines).
 */
export type RustLineTable = {
  columns: Map<number, Map<number, number>>;
  sequences: { from: number; to: number; lines: Set<number> }[];
};

export function rustLineTable(exe: string, source: string): RustLineTable {
  const out = spawnSync('llvm-dwarfdump', ['--debug-line', exe], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (out.error || out.status !== 0) {
    throw new Error(`llvm-dwarfdump failed for ${exe}: ${String(out.error ?? out.stderr)}`);
  }
  const table: RustLineTable = { columns: new Map(), sequences: [] };
  let files = new Map<number, string>();
  let fileIndex = 0;
  let sequence: { from: number; to: number; lines: Set<number> } | undefined;
  for (const row of out.stdout.split('\n')) {
    if (row.startsWith('debug_line[')) files = new Map();
    const entry = /^file_names\[\s*(\d+)\]:/.exec(row);
    if (entry) fileIndex = Number(entry[1]);
    const name = /^\s+name: "(.*)"/.exec(row);
    if (name) files.set(fileIndex, basename(name[1] ?? ''));
    // Address Line Column File ISA Discriminator Flags
    const cols = /^0x([0-9a-f]+)\s+(\d+)\s+(\d+)\s+(\d+)\s+\d+\s+\d+\s*(.*)$/.exec(row);
    if (!cols) continue;
    const address = parseInt(cols[1] ?? '0', 16);
    sequence ??= { from: address, to: address, lines: new Set() };
    sequence.to = address;
    if ((cols[5] ?? '').includes('end_sequence')) {
      if (sequence.lines.size > 0) table.sequences.push(sequence);
      sequence = undefined;
      continue;
    }
    if (files.get(Number(cols[4])) !== source || cols[2] === '0') continue;
    sequence.lines.add(Number(cols[2]));
    const lines = table.columns.get(address) ?? new Map<number, number>();
    lines.set(Number(cols[2]), Number(cols[3]));
    table.columns.set(address, lines);
  }
  return table;
}

/**
 * The lines of the functions (sequences) a call's stops ran in: what this call could report. One
 * set per function, shared by its calls (the checker builds one index per set).
 */
function ownLines(
  table: RustLineTable,
  pcs: readonly number[],
  cache: Map<string, Set<number>>,
): Set<number> {
  const hit = table.sequences.filter((s) => pcs.some((pc) => s.from <= pc && pc < s.to));
  const key = hit.map((s) => s.from).join(',');
  const cached = cache.get(key);
  if (cached) return cached;
  const lines = new Set(hit.flatMap((s) => [...s.lines]));
  cache.set(key, lines);
  return lines;
}

/**
 * The lines of a chart's `for` and `loop` loops. rustc puts a `for` loop's next round (the iterator's
 * `next()` and the pattern's binding) in rows that are no statement boundary (LLVM sets `is_stmt`
 * where the line changes in address order, and those rows follow the header's first row), so
 * the debugger stops on the `for` line when the loop starts, and on a later round only when the
 * body's last row jumps there from a row of its own: the line is silent when the loop goes on.
 * A `loop` has no test at all: its line has only the back jump's row, reported or not likewise.
 */
export function rustForLines(graph: FlowGraph): Set<number> {
  const lines = new Set<number>();
  for (const node of graph.nodes) {
    if (node.kind !== 'loop' || !node.range || !/^('\w+:\s*)?(for|loop)\b/.test(node.label))
      continue;
    for (let l = node.range.startLine; l <= node.range.endLine; l++) lines.add(l);
  }
  return lines;
}

export type RustProgram = Pick<GdbProgram, 'entries' | 'args' | 'maxSteps'> & {
  file: string;
  exe: string;
  entry: string;
};

/** A traced Rust program: its calls' statement lines, and the arm lines exempt from coverage. */
export type RustTrace = CTrace & { exempt: Set<number> };

/** Traces built Rust programs in one gdb and turns their stops into statement lines. */
export async function traceRustBuilt(
  programs: RustProgram[],
  dir: string,
): Promise<Map<string, RustTrace>> {
  const traces = traceUnderGdb(
    programs.map((p) => ({ ...p, skip: RUST_LIBRARY_SOURCES, pcs: true, jumpsIntoRows: 'any' })),
    dir,
  );
  const out = new Map<string, RustTrace>();
  for (const { file, exe } of programs) {
    const trace = traces.get(file);
    if (!trace) continue;
    const table = rustLineTable(exe, basename(file));
    const code = readFileSync(file, 'utf8');
    const shapes = await rustShapes(code);
    const source = code.split('\n');
    const cache = new Map<string, Set<number>>();
    const columnOf = (pc: number, line: number) => table.columns.get(pc)?.get(line) ?? 0;
    const calls = trace.calls
      .filter((call) => isUserCode(call, shapes))
      .map((call) => ({
        name: call.name,
        lines: rustStatementLines(call, columnOf, shapes, source),
        ending: call.ending,
        executable: ownLines(table, call.pcs ?? [], cache),
      }));
    out.set(file, { ...trace, calls, exempt: armLines(shapes) });
  }
  return out;
}

export function traceRustPrograms(files: string[]): Promise<Map<string, RustTrace>> {
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-trace-rust-'));
  const programs = files.map((file, i) => {
    const out = join(dir, String(i));
    mkdirSync(out);
    const { exe, crate } = buildRust(file, out);
    return { file, exe, entry: `${crate}::main` };
  });
  return traceRustBuilt(programs, dir);
}
