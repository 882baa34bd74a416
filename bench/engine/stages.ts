/**
 * Engine stages one by one, CPU time (user + system) of this process, median of N runs: bare
 * tree-sitter parse, lower, build, compact, emit, and the bare parse of the same text.
 * Run: npx tsx bench/engine/stages.ts [--lines N] [--runs N] [--language L]
 */
import { generateFlowchart } from '../../packages/engine/src/node';
import { buildGraph } from '../../packages/engine/src/build/index';
import { compactGraph } from '../../packages/engine/src/compact/index';
import { emitMermaid } from '../../packages/engine/src/emit/index';
import { LOWERINGS } from '../../packages/engine/src/lower/index';
import { parse } from '../../packages/engine/src/parse/parser';
import { corpus, type BenchLanguage } from './corpus';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const LINES = Number(arg('--lines', '40000'));
const RUNS = Number(arg('--runs', '7'));
const only = arg('--language', '');
const LANGUAGES: BenchLanguage[] = only
  ? [only as BenchLanguage]
  : ['python', 'c', 'java', 'javascript'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function cpu<T>(fn: () => T): [T, number] {
  const c0 = process.cpuUsage();
  const r = fn();
  const c = process.cpuUsage(c0);
  return [r, (c.user + c.system) / 1000];
}

for (const language of LANGUAGES) {
  const code = corpus(language, LINES);
  const lines = code.split('\n').length;
  await generateFlowchart({ code, language }); // load the grammar
  const lowering = LOWERINGS[language];
  const grammar = lowering.grammar(code);
  const t: Record<string, number[]> = { parse: [], lower: [], build: [], compact: [], emit: [] };
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const tree = await parse(grammar, code);
    const c = process.cpuUsage(c0);
    t.parse!.push((c.user + c.system) / 1000);
    const [program, lower] = cpu(() => lowering.lower(tree, code));
    tree.delete();
    const [graph, build] = cpu(() => buildGraph(program));
    const [, compact] = cpu(() => compactGraph(graph));
    const [, emit] = cpu(() => emitMermaid(graph));
    t.lower!.push(lower);
    t.build!.push(build);
    t.compact!.push(compact);
    t.emit!.push(emit);
  }
  const m = Object.fromEntries(Object.entries(t).map(([k, v]) => [k, median(v)]));
  const total = (m.parse ?? 0) + (m.lower ?? 0) + (m.build ?? 0) + (m.emit ?? 0);
  console.log(
    `${language} ${lines} lines: ` +
      Object.entries(m)
        .map(([k, v]) => `${k} ${v.toFixed(1)} ms`)
        .join(', ') +
      ` | parse+lower+build+emit ${total.toFixed(0)} ms = ${Math.round((lines / total) * 1000).toLocaleString('en-US')} lines/s`,
  );
}
