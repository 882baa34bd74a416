/**
 * Engine throughput: lines/s end to end (parse -> lower -> build -> emit) next to the bare
 * tree-sitter parse of the same file in the same run, peak memory, and a 100-line function.
 * Run: npx tsx bench/engine/run.ts [--lines N]
 */
import { availableParallelism, loadavg } from 'node:os';
import { generateFlowchart } from '@codeflow/engine/node';
import { parse } from '../../packages/engine/src/parse/parser';
import { peakRssMiB, report } from '../lib/report';
import { corpus, hundredLineFunction, type BenchLanguage } from './corpus';

const argLines = process.argv.indexOf('--lines');
const LINES = argLines > 0 ? Number(process.argv[argLines + 1]) : 40_000;
const LANGUAGES: BenchLanguage[] = ['python', 'c', 'java', 'javascript'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

type Timing = { wall: number; cpu: number };

/**
 * Median wall time and median CPU time (user + system) of this process, in ms. On a busy machine
 * the CPU time is the fairer "one core" figure: wall time also counts waiting for a core.
 */
async function time(fn: () => Promise<unknown>, runs: number): Promise<Timing> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

async function main(): Promise<void> {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `engine benchmark: ${LINES.toLocaleString('en-US')}-line files, median of 5 runs ` +
      `(load average ${load} on ${availableParallelism()} cores)\n`,
  );
  for (const language of LANGUAGES) {
    const code = corpus(language, LINES);
    const lines = code.split('\n').length;
    // warm up: load the grammar, JIT the engine
    const first = await generateFlowchart({ code, language });
    if (first.error) throw new Error(`${language}: ${first.error}`);
    const parsed = await time(async () => (await parse(language, code)).delete(), 5);
    const full = await time(() => generateFlowchart({ code, language }), 5);
    const compact = await time(() => generateFlowchart({ code, language, compact: true }), 5);
    const budget = language === 'python' ? '>= 100,000' : undefined;
    report(`${language}: end to end (CPU time)`, (lines / full.cpu) * 1000, 'lines/s', budget);
    report(`${language}: end to end (wall time)`, (lines / full.wall) * 1000, 'lines/s');
    report(`${language}: end to end, compact (CPU time)`, (lines / compact.cpu) * 1000, 'lines/s');
    report(
      `${language}: bare tree-sitter parse (CPU time)`,
      (lines / parsed.cpu) * 1000,
      'lines/s',
    );
    report(
      `${language}: bare tree-sitter parse (wall time)`,
      (lines / parsed.wall) * 1000,
      'lines/s',
    );
    report(`${language}: end to end / bare parse (CPU time)`, full.cpu / parsed.cpu, 'x');
    report(`${language}: nodes in the graph`, first.graph?.nodes.length ?? 0, 'nodes');
    console.log('');
  }
  const fn = hundredLineFunction();
  const fnLines = fn.split('\n').length - 1;
  await generateFlowchart({ code: fn, language: 'python' });
  const fnTime = await time(() => generateFlowchart({ code: fn, language: 'python' }), 200);
  report(`python: ${fnLines}-line function (CPU time)`, fnTime.cpu, 'ms', '<< 5 ms');
  report(`python: ${fnLines}-line function (wall time)`, fnTime.wall, 'ms');
  const mem = process.memoryUsage();
  report('heap used at end', mem.heapUsed / 2 ** 20, 'MiB');
  report('peak RSS (maxRSS)', peakRssMiB(), 'MiB');
}

await main();
