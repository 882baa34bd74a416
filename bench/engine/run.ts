/**
 * Engine throughput: lines/s end to end (parse -> lower -> build -> emit) next to the bare
 * tree-sitter parse and the parse + full tree walk of the same file in the same run (the floor),
 * on synthetic files per language and on real code (the Python standard library), peak memory,
 * and a 100-line function.
 * Run: npx tsx bench/engine/run.ts [--lines N]
 */
import { availableParallelism, loadavg } from 'node:os';
import { generateFlowchart } from '@codeflow/engine/node';
import { parse } from '../../packages/engine/src/parse/parser';
import { peakRssMiB, report } from '../lib/report';
import type { Tree } from 'web-tree-sitter';
import { corpus, hundredLineFunction, type BenchLanguage } from './corpus';
import { pythonStdlib } from './realCode';

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

/** Visits every node of the tree with a cursor: the "tree walk" half of the floor. */
function walk(tree: Tree): number {
  const cursor = tree.walk();
  let count = 0;
  for (;;) {
    count++;
    if (cursor.gotoFirstChild()) continue;
    while (!cursor.gotoNextSibling()) {
      if (!cursor.gotoParent()) {
        cursor.delete();
        return count;
      }
    }
  }
}

/** One input: end to end (plain and compact) next to the bare parse and parse + full tree walk. */
async function measure(name: string, language: BenchLanguage, code: string): Promise<void> {
  const lines = code.split('\n').length;
  // warm up: load the grammar, JIT the engine
  const first = await generateFlowchart({ code, language });
  if (first.error) throw new Error(`${name}: ${first.error}`);
  const parsed = await time(async () => (await parse(language, code)).delete(), 5);
  const walked = await time(async () => {
    const tree = await parse(language, code);
    walk(tree);
    tree.delete();
  }, 5);
  const full = await time(() => generateFlowchart({ code, language }), 5);
  const compact = await time(() => generateFlowchart({ code, language, compact: true }), 5);
  const budget = language === 'python' ? '>= 100,000' : undefined;
  console.log(`${name}: ${lines.toLocaleString('en-US')} lines`);
  report(`${name}: end to end (CPU time)`, (lines / full.cpu) * 1000, 'lines/s', budget);
  report(`${name}: end to end (wall time)`, (lines / full.wall) * 1000, 'lines/s');
  report(`${name}: end to end, compact (CPU time)`, (lines / compact.cpu) * 1000, 'lines/s');
  report(`${name}: bare tree-sitter parse (CPU time)`, (lines / parsed.cpu) * 1000, 'lines/s');
  report(`${name}: bare parse + full tree walk (CPU time)`, (lines / walked.cpu) * 1000, 'lines/s');
  report(`${name}: end to end / bare parse (CPU time)`, full.cpu / parsed.cpu, 'x');
  report(`${name}: end to end / parse + walk (CPU time)`, full.cpu / walked.cpu, 'x');
  report(`${name}: nodes in the graph`, first.graph?.nodes.length ?? 0, 'nodes');
  console.log('');
}

async function main(): Promise<void> {
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `engine benchmark: ${LINES.toLocaleString('en-US')}-line files, median of 5 runs ` +
      `(load average ${load} on ${availableParallelism()} cores)\n`,
  );
  for (const language of LANGUAGES) await measure(language, language, corpus(language, LINES));
  const stdlib = pythonStdlib(LINES);
  if (stdlib) {
    console.log(`real code: ${stdlib.source}`);
    await measure('python stdlib', 'python', stdlib.code);
  } else {
    console.log('real code: no Python standard library under /usr/lib, skipped\n');
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
