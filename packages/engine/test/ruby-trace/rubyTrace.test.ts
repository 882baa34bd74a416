/**
 * The Ruby trace checker: programs run under TracePoint (tracer.rb) and every traced call must
 * be a walk through its chart (docs/architecture.md#correctness-rule). `npm test` runs the
 * programs written for every construct (test/mermaid/corpus/ruby/) and a sample of the real corpus (corpus/);
 * the whole corpus runs in `npx tsx bench/engine/traceCorpus.ts --language ruby`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FlowGraph } from '../../src/graph/types';
import { generateFlowchart } from '../../src/node';
import { checkRun, type TracedRun } from '../event-trace/checkEvents';
import { RUBY, traceRuby } from './rubyTrace';

const here = import.meta.dirname;

function rbFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? rbFiles(full) : name.endsWith('.rb') ? [full] : [];
    });
}

// the programs written for every construct are the Mermaid samples (one copy of each)
const programs = rbFiles(join(here, '../mermaid/corpus/ruby'));
const corpus = rbFiles(join(here, 'corpus'));
// every fifth program of the corpus, in name order (the bench runs them all)
const sample = corpus.filter((_, i) => i % 5 === 0);
const files = [...programs, ...sample];

let runs = new Map<string, TracedRun>();
beforeAll(() => {
  runs = new Map(traceRuby(files).map((r) => [r.file, r]));
}, 120_000);

async function check(file: string, compact: boolean, mutate?: (g: FlowGraph) => FlowGraph) {
  const code = readFileSync(file, 'utf8');
  const { graph, error } = await generateFlowchart({ code, language: 'ruby', compact });
  expect(error).toBeNull();
  const run = runs.get(file);
  expect(run, 'traced').toBeDefined();
  return checkRun(run!, mutate ? mutate(graph!) : graph!, RUBY, code);
}

describe('the Ruby corpus', () => {
  it('has at least 100 real programs and the construct programs', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    expect(programs.length).toBeGreaterThanOrEqual(4);
  });

  it('runs the construct programs to their end', () => {
    for (const file of programs) expect(runs.get(file)?.error, file).toBeNull();
  });
});

describe.each([false, true])('traced Ruby calls follow the chart (compact: %s)', (compact) => {
  it.each(files.map((f) => [relative(here, f), f]))('%s', async (_name, file) => {
    const report = await check(file, compact);
    expect(report.failures, `\n${report.failures.join('\n')}\n`).toEqual([]);
  });
});

describe('the Ruby trace checker itself', () => {
  const loops = join(here, '../mermaid/corpus/ruby/loops.rb');
  const exceptions = join(here, '../mermaid/corpus/ruby/exceptions.rb');

  it('checks real transitions', async () => {
    const report = await check(loops, false);
    expect(report.transitions).toBeGreaterThan(200);
  });

  it('notices a chart that lost its loop back edges', async () => {
    const report = await check(loops, false, (g) => ({
      ...g,
      edges: g.edges.filter((e) => e.kind !== 'back'),
    }));
    expect(report.failures.join('\n')).toMatch(/^collatz: \d+ -> \d+: no path/m);
  });

  it('notices a chart whose exception edges are gone', async () => {
    const report = await check(exceptions, false, (g) => ({
      ...g,
      edges: g.edges.filter((e) => e.kind !== 'exception'),
    }));
    expect(report.failures.join('\n')).toMatch(/^safe_withdraw: /m);
  });

  it('notices a statement missing from its chart', async () => {
    const report = await check(loops, false, (g) => {
      const dropped = new Set(g.nodes.filter((n) => n.kind === 'io').map((n) => n.id));
      return {
        ...g,
        nodes: g.nodes.filter((n) => !dropped.has(n.id)),
        edges: g.edges.filter((e) => !dropped.has(e.from) && !dropped.has(e.to)),
      };
    });
    expect(report.failures.some((f) => f.includes('uncovered'))).toBe(true);
  });
});
