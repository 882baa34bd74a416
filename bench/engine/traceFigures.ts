/**
 * The Go and Rust correctness figures (issue 24 item 3): programs built and single-stepped under
 * gdb (the checkers of packages/engine/test/linetable), each traced call walked through its
 * chart. Prints per language: programs conformant (no failure, plain and compact), calls,
 * transitions walked (consecutive executed lines of one call, plus each call's Start and End),
 * line coverage (executable lines the runs executed / executable lines), the files skipped and
 * why, and the time per traced file (median, p95) with the load average.
 *
 *   npx tsx bench/engine/traceFigures.ts go|rust [DIR...]
 *     programs with a `main` (default: the construct programs, test/mermaid/corpus/<language>)
 *   npx tsx bench/engine/traceFigures.ts go|rust --tests SRC [--limit N] [--match TEXT] [--shard k/n]
 *     a real project's tests: Rust files under SRC built with `rustc --test` (rustCorpus.ts),
 *     Go packages under SRC with `go test -c` (goCorpus.ts); every call of the project's own
 *     code (and, in Rust, of the tests in the file) is checked
 *   add `--record OWNER/NAME` (with `--tests`, no `--limit`/`--match`): writes the figures as that
 *     public project's row in real-programs.json (realFigures.ts). Sharded runs each leave their
 *     part in the temp folder; the shard that finishes last adds the parts up and records the row.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { recordFigures, startMeasure } from './realFigures';
import { generateFlowchart } from '@codeflow/engine/node';
import { checkCTrace, type CTrace } from '../../packages/engine/test/linetable/cTrace';
import { goCaseLines, traceGoPrograms } from '../../packages/engine/test/linetable/goTrace';
import { goPackageTraces } from '../../packages/engine/test/linetable/goCorpus';
import { buildRustTests } from '../../packages/engine/test/linetable/rustCorpus';
import {
  RUST_TRACED,
  rustForLines,
  traceRustBuilt,
  traceRustPrograms,
  type RustTrace,
} from '../../packages/engine/test/linetable/rustTrace';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const testsRoot = option('--tests');
const limit = Number(option('--limit') ?? Infinity);
const match = option('--match');
const record = option('--record');
// `--shard k/n`: every n-th file from the k-th (several processes share a long run)
const [shard = 0, shards = 1] = (option('--shard') ?? '0/1').split('/').map(Number);
const [language = 'go', ...dirs] = args;
if (language !== 'go' && language !== 'rust') throw new Error('language: go or rust');
const extension = language === 'rust' ? '.rs' : '.go';
const here = path.dirname(fileURLToPath(import.meta.url));
if (record && (!testsRoot || match || Number.isFinite(limit))) {
  console.error('--record measures a whole project: --tests SRC, no --limit or --match');
  process.exit(2);
}
const started = startMeasure();

const walk = (d: string): string[] =>
  readdirSync(d)
    .sort()
    .flatMap((f) => {
      const p = path.join(d, f);
      return statSync(p).isDirectory() ? walk(p) : p.endsWith(extension) ? [p] : [];
    });

type Traced = { file: string; trace: CTrace | RustTrace | undefined; ms: number };
const skipped = new Map<string, number>();
const skip = (why: string) => skipped.set(why, (skipped.get(why) ?? 0) + 1);

/** Traces in batches so one hung program costs one batch, not the run. */
async function traceAll(): Promise<Traced[]> {
  if (!testsRoot) {
    const folders =
      dirs.length > 0
        ? dirs
        : [path.join(here, '../../packages/engine/test/mermaid/corpus', language)];
    const files = folders.flatMap((d) =>
      readdirSync(d)
        .filter(
          (f) =>
            f.endsWith(extension) &&
            (language === 'go' || dirs.length > 0 || RUST_TRACED.includes(f)),
        )
        .sort()
        .map((f) => path.join(d, f)),
    );
    const start = Date.now();
    const traces: Map<string, CTrace> =
      language === 'rust' ? await traceRustPrograms(files) : traceGoPrograms(files);
    const ms = (Date.now() - start) / Math.max(1, files.length);
    return files.map((file) => ({ file, trace: traces.get(file), ms }));
  }
  if (language === 'go') {
    return goPackageTraces(testsRoot, { limit, match, skip, shard: [shard, shards], check });
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'codeflow-rust-corpus-'));
  const out: Traced[] = [];
  const files = walk(testsRoot)
    .filter((f) => !match || f.includes(match))
    .filter((_, i) => i % shards === shard);
  for (const [i, file] of files.entries()) {
    if (out.length >= limit) break;
    const start = Date.now();
    const built = await buildRustTests(testsRoot, file, path.join(dir, String(i)));
    if ('skipped' in built) {
      skip(built.skipped);
      continue;
    }
    try {
      const traces = await traceRustBuilt([{ ...built.program, maxSteps: 5000 }], dir);
      out.push({ file, trace: traces.get(file), ms: Date.now() - start });
      await check(out[out.length - 1]!);
    } catch (err) {
      out.push({ file, trace: undefined, ms: Date.now() - start });
      console.log(`${path.relative(testsRoot, file)}: not traced ${String(err).slice(0, 200)}`);
    }
  }
  return out;
}

let conformant = 0;
let calls = 0;
let transitions = 0;
let executed = 0;
let executable = 0;
const checked = new Set<string>();

/** Checks one traced file (as soon as it is traced: a long run shows its failures as it goes). */
async function check({ file, trace }: Traced): Promise<void> {
  if (checked.has(file)) return;
  checked.add(file);
  const name = testsRoot ? path.relative(testsRoot, file) : path.basename(file);
  if (!trace || trace.error) {
    console.log(`${name}: not traced ${trace?.error ?? ''}`);
    return;
  }
  const code = readFileSync(file, 'utf8');
  const exempt = language === 'go' ? goCaseLines(code) : (trace as RustTrace).exempt;
  const failures: string[] = [];
  for (const compact of [false, true]) {
    const r = await generateFlowchart({ code, language, compact });
    if (!r.graph) failures.push(`no graph: ${r.error ?? ''}`);
    else {
      const silent = language === 'rust' ? rustForLines(r.graph) : undefined;
      failures.push(...checkCTrace(trace, code, r.graph, exempt, silent));
    }
  }
  const ran = new Set<number>();
  let steps = 0;
  for (const call of trace.calls) {
    steps += call.lines.length + 1;
    for (const l of call.lines) ran.add(l);
  }
  const hit = [...trace.executable].filter((l) => ran.has(l)).length;
  calls += trace.calls.length;
  transitions += steps;
  executable += trace.executable.size;
  executed += hit;
  // one line per file with its figures, so a run cut short still adds up
  const figures = `${trace.calls.length} calls, ${steps} transitions, lines ${hit}/${trace.executable.size}`;
  if (failures.length === 0) {
    conformant++;
    console.log(`${name}: conformant (${figures})`);
  } else {
    console.log(
      `${name}: FAILS (${figures})\n  ${[...new Set(failures)].slice(0, 5).join('\n  ')}`,
    );
  }
}

const traced = await traceAll();
for (const t of traced) await check(t);
const times = traced.map((t) => t.ms).sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
const pct = (a: number, b: number) => `${((a / Math.max(1, b)) * 100).toFixed(1)}%`;
console.log(
  `${language}: ${conformant} of ${traced.length} traced files conformant (${pct(conformant, traced.length)}, plain and compact), ` +
    `${calls.toLocaleString('en-US')} calls, ${transitions.toLocaleString('en-US')} transitions, line coverage ` +
    `${pct(executed, executable)} (${executed} of ${executable})`,
);
const skippedTotal = [...skipped.values()].reduce((a, b) => a + b, 0);
console.log(`skipped ${skippedTotal} file(s):`);
for (const [why, n] of [...skipped].sort((a, b) => b[1] - a[1])) console.log(`  ${n} × ${why}`);
console.log(
  `time per traced file: median ${(at(0.5) / 1000).toFixed(1)} s, p95 ${(at(0.95) / 1000).toFixed(1)} s; ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);

if (record) await recordRun();

type Part = {
  started: { start: string; load: number };
  files: number;
  conformant: number;
  calls: number;
  transitions: number;
  executed: number;
  executable: number;
  /** files not traced (no test that returns, or they do not build alone) */
  skipped: number;
};

/** Records this run's figures, adding up the parts of a sharded run once every shard is done. */
async function recordRun(): Promise<void> {
  const part = (k: number) =>
    path.join(tmpdir(), `codeflow-figures-${language}-${k}-of-${shards}.json`);
  const mine: Part = {
    started,
    files: traced.length,
    conformant,
    calls,
    transitions,
    executed,
    executable,
    skipped: skippedTotal,
  };
  writeFileSync(part(shard), JSON.stringify(mine));
  const names = Array.from({ length: shards }, (_, k) => part(k));
  if (!names.every((f) => existsSync(f))) {
    console.log(`shard ${shard}/${shards} kept its part; the last shard to finish records the row`);
    return;
  }
  const parts = names.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Part);
  const sum = (key: keyof Omit<Part, 'started'>) => parts.reduce((a, p) => a + p[key], 0);
  for (const f of names) rmSync(f);
  if (sum('files') === 0) {
    // e.g. a Rust repository's root instead of its `src`: every file was skipped
    console.error(`${language}: no file traced, nothing recorded (is --tests the sources' root?)`);
    process.exitCode = 1;
    return;
  }
  const first = parts.map((p) => p.started).sort((a, b) => a.start.localeCompare(b.start))[0]!;
  // Rust's files are built one by one: say how many of the project's the row counts
  const note =
    language === 'rust'
      ? `(the ${sum('files')} of its ${sum('files') + sum('skipped')} files whose tests build alone with Debian's rustc 1.63)`
      : undefined;
  await recordFigures(
    {
      language,
      corpus: record!,
      url: `https://github.com/${record!}`,
      ...(note ? { note } : {}),
      files: { covered: sum('conformant'), total: sum('files') },
      calls: sum('calls'),
      transitions: sum('transitions'),
      lines: { covered: sum('executed'), total: sum('executable'), meaning: 'run' },
    },
    first,
  );
  console.log(`${language}: recorded in bench/engine/real-programs.json`);
}
