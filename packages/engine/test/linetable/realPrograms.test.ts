/**
 * A sample of real programs under the Go and Rust trace checkers (issue 24 item 3): files of
 * TheAlgorithms/Rust and TheAlgorithms/Go (`real/`, MIT, see real/README.md) run through their
 * own tests under gdb, every call of the file's functions walked through its chart, plain and
 * compact. The whole projects run in the bench: `npx tsx bench/engine/traceFigures.ts
 * rust|go --tests DIR`.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../src/node';
import { checkCTrace, traceUnderGdb, type CTrace } from './cTrace';
import { buildGoTests, goPackagePrograms } from './goCorpus';
import { goCaseLines, withoutGoWrappers } from './goTrace';
import { requireTool } from './lineTables';
import { buildRustTests } from './rustCorpus';
import { RUSTC, rustForLines, traceRustBuilt, type RustTrace } from './rustTrace';

const real = fileURLToPath(new URL('./real', import.meta.url));
const walk = (d: string, ext: string): string[] =>
  readdirSync(d)
    .sort()
    .flatMap((f) => {
      const p = join(d, f);
      return statSync(p).isDirectory() ? walk(p, ext) : p.endsWith(ext) ? [p] : [];
    });

const rustSrc = join(real, 'rust', 'src');
const rustFiles = walk(rustSrc, '.rs').filter((f) => !f.endsWith('mod.rs'));
const goRoot = join(real, 'go');
const goFiles = walk(goRoot, '.go').filter((f) => !f.endsWith('_test.go'));

async function failuresOf(
  language: 'go' | 'rust',
  file: string,
  trace: CTrace | undefined,
): Promise<string[]> {
  expect(trace?.error).toBeUndefined();
  expect(trace?.calls.length, 'traced calls').toBeGreaterThan(0);
  if (!trace) return [];
  const code = readFileSync(file, 'utf8');
  const failures: string[] = [];
  for (const compact of [false, true]) {
    const { graph } = await generateFlowchart({ code, language, compact });
    expect(graph).not.toBeNull();
    if (!graph) continue;
    const exempt = language === 'go' ? goCaseLines(code) : (trace as RustTrace).exempt;
    const silent = language === 'rust' ? rustForLines(graph) : undefined;
    failures.push(...checkCTrace(trace, code, graph, exempt, silent));
  }
  return failures;
}

describe('real Rust programs (TheAlgorithms/Rust) traced through their tests follow their charts', () => {
  let traces = new Map<string, RustTrace>();
  beforeAll(async () => {
    requireTool(RUSTC, '--version', 'install it with `apt-get install rustc`');
    requireTool('llvm-dwarfdump', '--version', 'install it with `apt-get install llvm`');
    requireTool('gdb', '--version', 'install it with `apt-get install gdb`');
    const dir = mkdtempSync(join(tmpdir(), 'codeflow-real-rust-'));
    const programs = [];
    for (const [i, file] of rustFiles.entries()) {
      const built = await buildRustTests(rustSrc, file, join(dir, String(i)));
      if ('skipped' in built) throw new Error(`${file}: ${built.skipped}`);
      programs.push(built.program);
    }
    traces = await traceRustBuilt(programs, dir);
  }, 600_000);

  it.each(rustFiles.map((f) => [relative(rustSrc, f), f]))('%s', async (_, file) => {
    const failures = await failuresOf('rust', file, traces.get(file));
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  });
});

describe('real Go programs (TheAlgorithms/Go) traced through their tests follow their charts', () => {
  const traces = new Map<string, CTrace>();
  beforeAll(() => {
    requireTool('go', 'version', 'install it with `apt-get install golang-go`');
    requireTool('gdb', '--version', 'install it with `apt-get install gdb`');
    const dir = mkdtempSync(join(tmpdir(), 'codeflow-real-go-'));
    const packages = [...new Set(goFiles.map((f) => join(f, '..')))];
    for (const [i, pkg] of packages.entries()) {
      const folder = join(dir, String(i));
      mkdirSync(folder);
      const built = buildGoTests(goRoot, pkg, folder);
      if ('skipped' in built) throw new Error(`${pkg}: ${built.skipped}`);
      // the bench's step budget per file (traceFigures.ts)
      const programs = goPackagePrograms(pkg, built.exe, 1000);
      for (const [file, trace] of traceUnderGdb(programs, folder)) {
        traces.set(file, withoutGoWrappers(trace, readFileSync(file, 'utf8'))!);
      }
    }
  }, 600_000);

  it.each(goFiles.map((f) => [relative(goRoot, f), f]))('%s', async (_, file) => {
    const failures = await failuresOf('go', file, traces.get(file));
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  });
});
