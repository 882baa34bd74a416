/**
 * Engine throughput on a real project, file by file (issue 24 item 5): every source file of a
 * directory with the language's extensions is converted end to end, after a warm-up (the grammar
 * loaded, the engine JIT-compiled: at least one pass and 2 s of CPU), and the total lines over the
 * median total time of N passes (default 5; p95 too) give lines/s beyond start-up. In the same
 * run, stage by stage over the same files: the bare tree-sitter parse (the floor), the lowering,
 * freeing the tree, build, compact and emit, so a slow figure says where its time goes; then the
 * floor in plain words: µs per line of the parse and of everything beyond it, the end-to-end rate
 * as a share of the parse's, and what 100,000 lines/s (10 µs per line) leaves beyond the parse.
 * Files the engine cannot draw count as failures. `--joined`: the files as one (PHP: one opening
 * tag), as bench/engine/run.ts measures.
 * Run: npx tsx bench/engine/realCorpus.ts --language csharp [--runs 5] [--joined] /work/corpora/C-Sharp
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { languageRecord, parseLanguage } from '@codeflow/contracts/languages';
import { generateFlowchart } from '@codeflow/engine/node';
import { buildGraph } from '../../packages/engine/src/build/index';
import { compactGraph } from '../../packages/engine/src/compact/index';
import { emitMermaid } from '../../packages/engine/src/emit/index';
import { LOWERINGS } from '../../packages/engine/src/lower/index';
import { parse } from '../../packages/engine/src/parse/parser';
import { report } from '../lib/report';
import { filesUnder } from './filesUnder';

const quantile = (v: number[], q: number): number => {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
};
const median = (v: number[]): number => quantile(v, 0.5);
const cpuMs = (c: NodeJS.CpuUsage): number => (c.user + c.system) / 1000;
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function main(): Promise<void> {
  const arg = (name: string): string | undefined => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const language = parseLanguage(arg('--language') ?? '');
  const runs = Math.max(1, Number(arg('--runs') ?? '5'));
  const joined = process.argv.includes('--joined');
  const dirs = process.argv
    .slice(2)
    .filter(
      (a, i, all) => !a.startsWith('--') && all[i - 1] !== '--language' && all[i - 1] !== '--runs',
    );
  if (!language || language === 'other' || dirs.length === 0) {
    console.error('usage: realCorpus.ts --language L [--runs N] [--joined] <dir>...');
    process.exit(2);
  }
  const files = dirs.flatMap((d) => filesUnder(d, languageRecord(language).extensions));
  const texts = files.map((f) => readFileSync(f, 'utf8'));
  const sources = joined
    ? [
        texts
          .map((c, i) => (i > 0 && language === 'php' ? c.replace(/^<\?php\s*/, '') : c))
          .join('\n'),
      ]
    : texts;
  const lines = sources.reduce((n, s) => n + s.split('\n').length, 0);
  const loadBefore = load();
  let failed = 0;
  for (const code of sources) {
    const r = await generateFlowchart({ code, language });
    if (r.error || !r.graph) failed++;
  }
  // a small corpus (TheAlgorithms/Kotlin: 1,737 lines) is one pass of ~30 ms: warm the JIT for
  // 2 s of CPU at least, or the passes measure V8's tiers rather than the engine (Kotlin read
  // 12k-18k lines/s after one warm-up pass; ~55k after fifty, the same engine)
  for (const start = process.cpuUsage(); cpuMs(process.cpuUsage(start)) < 2000;) {
    for (const code of sources) await generateFlowchart({ code, language });
  }
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let pass = 0; pass < runs; pass++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (const code of sources) await generateFlowchart({ code, language });
    wall.push(performance.now() - t0);
    cpu.push(cpuMs(process.cpuUsage(c0)));
  }
  // stage by stage, CPU time summed over the files of a pass (end to end runs lower, delete,
  // build and emit; compact is the editor's compact view, measured beside it)
  const lowering = LOWERINGS[language];
  const STAGES = ['parse', 'lower', 'delete', 'build', 'compact', 'emit'] as const;
  type Stage = (typeof STAGES)[number];
  const stages = Object.fromEntries(STAGES.map((k) => [k, [] as number[]])) as Record<
    Stage,
    number[]
  >;
  for (let pass = 0; pass < runs; pass++) {
    const t = Object.fromEntries(STAGES.map((k) => [k, 0])) as Record<Stage, number>;
    for (const code of sources) {
      let c0 = process.cpuUsage();
      const tree = await parse(lowering.grammar(code), code);
      t.parse += cpuMs(process.cpuUsage(c0));
      c0 = process.cpuUsage();
      const program = lowering.lower(tree, code);
      t.lower += cpuMs(process.cpuUsage(c0));
      c0 = process.cpuUsage();
      tree.delete();
      t.delete += cpuMs(process.cpuUsage(c0));
      c0 = process.cpuUsage();
      const graph = buildGraph(program);
      t.build += cpuMs(process.cpuUsage(c0));
      c0 = process.cpuUsage();
      compactGraph(graph);
      t.compact += cpuMs(process.cpuUsage(c0));
      c0 = process.cpuUsage();
      emitMermaid(graph);
      t.emit += cpuMs(process.cpuUsage(c0));
    }
    for (const k of STAGES) stages[k].push(t[k]);
  }
  console.log(
    `${language}: ${files.length} files${joined ? ' joined' : ''}, ${lines.toLocaleString('en-US')} lines from ${dirs.join(', ')}`,
  );
  console.log(
    `(${runs} passes after a warm-up; load average ${loadBefore} before, ${load()} after, on ${availableParallelism()} cores)`,
  );
  const rate = (ms: number): number => (lines / ms) * 1000;
  report(`${language}: end to end, CPU, median`, rate(median(cpu)), 'lines/s', '>= 100,000');
  report(
    `${language}: end to end, CPU, p95 (slowest passes)`,
    rate(quantile(cpu, 0.95)),
    'lines/s',
  );
  report(`${language}: end to end, wall, median`, rate(median(wall)), 'lines/s');
  report(`${language}: bare tree-sitter parse, CPU, median`, rate(median(stages.parse)), 'lines/s');
  for (const k of STAGES) {
    report(`${language}: stage ${k}, CPU per pass, median`, median(stages[k]), 'ms');
  }
  // the floor, from the same passes (each file's stages one after another, so a shared machine's
  // load weighs on the parse and the rest alike): what the parse costs per line, what the rest of
  // end to end costs (lower, delete, build, emit), the end-to-end rate as a share of the parse's,
  // and what 100,000 lines/s (10 µs per line) leaves beyond the parse
  const perLine = (ms: number): number => (ms / lines) * 1000;
  const beyond = stages.parse.map((_, i) =>
    (['lower', 'delete', 'build', 'emit'] as const).reduce(
      (sum, k) => sum + (stages[k][i] ?? 0),
      0,
    ),
  );
  const parseMs = median(stages.parse);
  const beyondMs = median(beyond);
  report(`${language}: bare parse, CPU per line`, perLine(parseMs), 'µs');
  report(
    `${language}: beyond the parse (lower+delete+build+emit), per line`,
    perLine(beyondMs),
    'µs',
  );
  report(`${language}: end-to-end rate / bare parse rate`, parseMs / (parseMs + beyondMs), '×');
  report(
    `${language}: left beyond the parse at 100,000 lines/s`,
    Math.max(0, 10 - perLine(parseMs)),
    'µs per line',
  );
  report(`${language}: files not drawn`, failed, 'files');
}

await main();
