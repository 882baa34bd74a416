/**
 * Fuzz: seeded truncations and mutations of every sample in every language, plus pathological
 * inputs. generateFlowchart must never throw, must answer within 1 s, and must return either
 * Mermaid text starting with `flowchart` or a clear error (not an internal crash message), with
 * a well-formed FlowGraph whenever it draws one.
 */
import { describe, expect, it } from 'vitest';
import type { FlowGraph } from '../../src/graph/types';
import { generateFlowchart } from '../../src/node';
import { loadSamples } from '../mermaid/samples';
import { mutate, seededRng } from './mutate';

const SEED = 20251121;
const MUTANTS_PER_SAMPLE = 12;
/**
 * 1 s of CPU per input. CPU time, not wall time: this 2-core machine runs several suites at once
 * (load averages of 15-20), which stretches wall time tenfold; a hang still shows as wall time.
 */
const CPU_LIMIT_MS = 1000;
const WALL_LIMIT_MS = 15_000;
/** error texts that betray an internal crash rather than a message meant for the user */
const CRASH =
  /^Failed to generate|Cannot read propert|is not a function|is not iterable|Maximum call stack/;

const samples = loadSamples();
const languages = [...new Set(samples.map((s) => s.language))];

/** Why the graph of `code` is malformed, or null. */
function graphProblem(graph: FlowGraph, code: string): string | null {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const charts = new Map(graph.charts.map((c) => [c.id, c]));
  const lines = code.split('\n').length;
  if (graph.charts[0]?.kind !== 'module') return 'first chart is not the module';
  for (const c of graph.charts) {
    if (nodes.get(c.start)?.kind !== 'start') return `chart ${c.id} has no Start node`;
    if (nodes.get(c.end)?.kind !== 'end') return `chart ${c.id} has no End node`;
    if (c.parent !== undefined && !charts.has(c.parent)) return `chart ${c.id}: unknown parent`;
    if (c.range.startLine < 1 || c.range.endLine > lines) return `chart ${c.id} outside the file`;
  }
  for (const n of graph.nodes) {
    const chart = charts.get(n.chart);
    if (!chart) return `node ${n.id} in unknown chart ${n.chart}`;
    const r = n.range;
    if (r && (r.startLine < chart.range.startLine || r.endLine > chart.range.endLine)) {
      return `node ${n.id} range ${r.startLine}-${r.endLine} outside its chart ${chart.name}`;
    }
    if (r && r.endLine < r.startLine) return `node ${n.id} has range ${r.startLine}-${r.endLine}`;
  }
  for (const e of graph.edges) {
    const from = nodes.get(e.from);
    const to = nodes.get(e.to);
    if (!from || !to) return `edge ${e.from} -> ${e.to} to a missing node`;
    if (from.chart !== to.chart) return `edge ${e.from} -> ${e.to} crosses charts`;
  }
  return null;
}

/** Runs one input; returns what is wrong with the answer, or null. */
async function problem(code: string, language: string, compact: boolean): Promise<string | null> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let result;
  try {
    result = await generateFlowchart({ code, language, compact });
  } catch (err) {
    return `threw ${err instanceof Error ? err.stack : String(err)}`;
  }
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const wallMs = performance.now() - started;
  if (cpuMs > CPU_LIMIT_MS) return `took ${Math.round(cpuMs)} ms of CPU`;
  if (wallMs > WALL_LIMIT_MS) return `took ${Math.round(wallMs)} ms (wall clock)`;
  if (result.error !== null) {
    if (typeof result.error !== 'string' || result.error.trim() === '') return 'empty error';
    if (CRASH.test(result.error)) return `internal error: ${result.error}`;
    return null;
  }
  if (!result.flowchart.startsWith('flowchart')) {
    return `no error but flowchart is ${JSON.stringify(result.flowchart.slice(0, 40))}`;
  }
  return result.graph ? graphProblem(result.graph, code) : null;
}

function report(failures: { code: string; why: string }[]): string {
  return failures
    .slice(0, 10)
    .map((f) => `${f.why}\n--- input (${f.code.length} chars) ---\n${f.code.slice(0, 600)}\n---`)
    .join('\n');
}

describe('fuzz: generateFlowchart stays robust', () => {
  it.each(languages)(
    'mutated %s samples',
    async (language) => {
      const rng = seededRng(SEED + language.length * 7919 + language.charCodeAt(0));
      const failures: { code: string; why: string }[] = [];
      let runs = 0;
      for (const sample of samples.filter((s) => s.language === language)) {
        for (let m = 0; m < MUTANTS_PER_SAMPLE; m++) {
          let code = mutate(sample.code, rng);
          // some mutants carry several mutations, to reach deeper breakage
          if (rng() < 0.3) code = mutate(mutate(code, rng), rng);
          const why = await problem(code, language, rng() < 0.5);
          runs++;
          if (why) failures.push({ code, why: `${sample.name} mutant ${m}: ${why}` });
        }
      }
      expect(runs).toBeGreaterThanOrEqual(60);
      expect(failures, `\n${report(failures)}\n`).toEqual([]);
    },
    60_000,
  );

  const deep = (n: number, open: (i: number) => string, close = '') =>
    Array.from({ length: n }, (_, i) => open(i)).join('\n') + close;
  const pathological: [string, string, string][] = [
    [
      'python',
      '500 nested ifs',
      deep(500, (i) => `${' '.repeat(i)}if x${i}:`, `\n${' '.repeat(500)}pass`),
    ],
    ['python', '2,000 nested parentheses', `x = ${'('.repeat(2000)}1${')'.repeat(2000)}`],
    ['python', 'one 100,000-char line', `print("${'a'.repeat(100_000)}")`],
    ['python', 'only comments and blank lines', '# a\n\n   # b\n\n'],
    ['python', 'NUL bytes and CRLF', 'def f():\r\n    return 1\u0000\r\nf()\r\n'],
    ['python', 'unclosed string at the end', 'def f():\n    s = """never closed\n'],
    ['python', '5,000 statements in one function', `def f():\n${'    x = 1\n'.repeat(5000)}`],
    ['c', '500 nested blocks', `int main() {${'{'.repeat(500)}${'}'.repeat(500)}}`],
    ['c', '500 nested ifs', `int f(int x) {\n${'if (x) '.repeat(500)}x++;\n}`],
    ['cpp', 'unbalanced template brackets', 'template<class T<<<> int f() { return 1; }'],
    ['java', 'class with no body', 'public class A'],
    ['javascript', 'only a regex', '/[/'],
    ['javascript', '1,000 chained else-ifs', `if (a) x();\n${'else if (a) x();\n'.repeat(1000)}`],
    ['typescript', 'generic soup', 'function f<T extends <U>(u: U) => T>(): T {'],
    [
      'python',
      'random bytes',
      String.fromCharCode(...Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)),
    ],
  ];

  it.each(pathological)('%s: %s', async (language, _name, code) => {
    for (const compact of [false, true]) {
      expect(await problem(code, language, compact)).toBeNull();
    }
  });
});
