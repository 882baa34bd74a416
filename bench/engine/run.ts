/**
 * Engine throughput: lines/s end to end (parse -> lower -> build -> emit) next to the bare
 * tree-sitter parse of the same file in the same run, peak memory, and a 100-line function.
 * Run: npx tsx bench/engine/run.ts [--lines N]
 */
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

async function time(fn: () => Promise<unknown>, runs: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

async function main(): Promise<void> {
  console.log(
    `engine benchmark: ${LINES.toLocaleString('en-US')}-line files, median of 5 runs, one core\n`,
  );
  for (const language of LANGUAGES) {
    const code = corpus(language, LINES);
    const lines = code.split('\n').length;
    const grammar = language;
    // warm up: load the grammar, JIT the engine
    const first = await generateFlowchart({ code, language });
    if (first.error) throw new Error(`${language}: ${first.error}`);
    const parseMs = await time(async () => (await parse(grammar, code)).delete(), 5);
    const fullMs = await time(() => generateFlowchart({ code, language }), 5);
    const compactMs = await time(() => generateFlowchart({ code, language, compact: true }), 5);
    const budget = language === 'python' ? '>= 100,000' : undefined;
    report(`${language}: end to end`, (lines / fullMs) * 1000, 'lines/s', budget);
    report(`${language}: end to end, compact`, (lines / compactMs) * 1000, 'lines/s');
    report(`${language}: bare tree-sitter parse`, (lines / parseMs) * 1000, 'lines/s');
    report(`${language}: time end to end / parse`, fullMs / parseMs, 'x');
    report(`${language}: nodes drawn`, first.graph?.nodes.length ?? 0, 'nodes');
    console.log('');
  }
  const fn = hundredLineFunction();
  await generateFlowchart({ code: fn, language: 'python' });
  const fnMs = await time(() => generateFlowchart({ code: fn, language: 'python' }), 200);
  report(`python: ${fn.split('\n').length - 1}-line function`, fnMs, 'ms', '<< 5 ms');
  const mem = process.memoryUsage();
  report('heap used at end', mem.heapUsed / 2 ** 20, 'MiB');
  report('peak RSS (maxRSS)', peakRssMiB(), 'MiB');
}

await main();
