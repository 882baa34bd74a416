/**
 * The Rust trace checker's compile step: each program built with `rustc -g -C opt-level=0`,
 * then single-stepped under gdb from `<crate>::main` like the C programs (gdbTracer.py), never
 * stepping into the standard library (its sources are named under `/rustc/<hash>/`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { traceUnderGdb, type CTrace } from './cTrace';

/**
 * The construct programs (also the Mermaid corpus) the checker passes today. The others fail
 * on rustc's debug line tables, which the Rust lowering does not follow yet: rustc reports an
 * `if`/`match` expression's first line again where its branches meet, a `for` line only on
 * some rounds, range patterns tested arm by arm and guarded arms after a jump (issue 24, left
 * open in decision 038).
 */
export const RUST_TRACED: readonly string[] = ['basics.rs', 'loops.rs', 'methods.rs'];
/** Builds one Rust program into `dir`; returns the executable and its crate's name. */
export function buildRust(file: string, dir: string): { exe: string; crate: string } {
  const crate = basename(file, '.rs').replace(/[^A-Za-z0-9_]/g, '_');
  const exe = join(dir, crate);
  const build = spawnSync(
    'rustc',
    ['-g', '-C', 'opt-level=0', '--edition', '2021', '--crate-name', crate, '-o', exe, file],
    { encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`rustc failed for ${file}:\n${build.stderr}`);
  return { exe, crate };
}

export function traceRustPrograms(files: string[]): Map<string, CTrace> {
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-trace-rust-'));
  const programs = files.map((file, i) => {
    const out = join(dir, String(i));
    mkdirSync(out);
    const { exe, crate } = buildRust(file, out);
    return { file, exe, entry: `${crate}::main`, skip: ['/rustc'] };
  });
  return traceUnderGdb(programs, dir);
}
