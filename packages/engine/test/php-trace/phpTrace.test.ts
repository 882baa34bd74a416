/**
 * The PHP trace checker: programs run under Xdebug's step debugger (phpTrace.ts) and every
 * traced call must be a walk through its chart (docs/architecture.md#correctness-rule). `npm test`
 * runs the programs written for every construct (test/mermaid/corpus/php/) and a sample of the
 * real corpus; the whole corpus runs in `npx tsx bench/engine/traceCorpus.ts --language php`.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FlowGraph } from '../../src/graph/types';
import { generateFlowchart } from '../../src/node';
import { checkRun, type TracedRun } from '../event-trace/checkEvents';
import { PHP, tracePhp, tracePhpProject } from './phpTrace';

const here = import.meta.dirname;
const samples = join(here, '../mermaid/corpus/php');
const programs = readdirSync(samples)
  .filter((f) => f.endsWith('.php'))
  .sort()
  .map((f) => join(samples, f));

let runs = new Map<string, TracedRun>();
beforeAll(async () => {
  runs = new Map((await tracePhp(programs)).map((r) => [r.file, r]));
}, 120_000);

async function check(file: string, compact: boolean, mutate?: (g: FlowGraph) => FlowGraph) {
  const code = readFileSync(file, 'utf8');
  const { graph, error } = await generateFlowchart({ code, language: 'php', compact });
  expect(error).toBeNull();
  const run = runs.get(file);
  expect(run, 'traced').toBeDefined();
  return checkRun(run!, mutate ? mutate(graph!) : graph!, PHP, code);
}

describe.each([false, true])('traced PHP calls follow the chart (compact: %s)', (compact) => {
  it.each(programs.map((f) => [relative(here, f), f]))('%s', async (_name, file) => {
    const report = await check(file, compact);
    expect(report.transitions).toBeGreaterThan(0);
    expect(report.failures, `\n${report.failures.join('\n')}\n`).toEqual([]);
  });
});

describe('a sample of the real corpus, driven by its own tests', () => {
  const project = join(here, 'corpus/thealgorithms-php');
  const sources = ['Maths/Factorial.php', 'Maths/CheckPrime.php', 'Searches/BinarySearch.php'].map(
    (f) => join(project, f),
  );
  const tests = ['tests/Maths/MathsTest.php', 'tests/Searches/SearchesTest.php'].map((f) =>
    join(project, f),
  );

  it('follows the chart in every traced call', async () => {
    const traced = await tracePhpProject(project, sources, tests, { runUntested: false });
    expect(traced.length).toBe(sources.length);
    for (const run of traced) {
      const code = readFileSync(run.file, 'utf8');
      const { graph } = await generateFlowchart({ code, language: 'php' });
      const report = checkRun(run, graph!, PHP, code);
      expect(report.transitions, run.file).toBeGreaterThan(0);
      expect(report.failures, `${run.file}\n${report.failures.join('\n')}`).toEqual([]);
    }
  }, 120_000);
});

describe('the PHP trace checker itself', () => {
  it('tells calls apart by Xdebug’s call numbers, not by the lines they run', async () => {
    // PHP stops on a `for` header for its start, its test and its step: the loop going round
    // to the first line of the call is not a new call, and two calls of one function at one
    // depth (`sum(2) + sum(3)`) are two calls however their lines go
    const file = join(mkdtempSync(join(tmpdir(), 'codeflow-php-calls-')), 'calls.php');
    const code = [
      '<?php',
      'function sum($n)',
      '{',
      '    for ($i = 0, $t = 0; $i < $n; $i++) {',
      '        $t += $i;',
      '    }',
      '    return $t;',
      '}',
      'echo sum(2) + sum(3), "\\n";',
      '',
    ].join('\n');
    writeFileSync(file, code);
    const [run] = await tracePhp([file]);
    const calls = run!.events.filter((e) => e[0] === 'c' && e[4] === 'sum');
    expect(calls).toHaveLength(2);
    const { graph } = await generateFlowchart({ code, language: 'php' });
    const report = checkRun(run!, graph!, PHP, code);
    expect(report.failures).toEqual([]);
    expect(report.calls).toBe(3);
  });

  const loops = join(samples, 'loops.php');
  const exceptions = join(samples, 'exceptions.php');

  it('checks real transitions', async () => {
    expect((await check(loops, false)).transitions).toBeGreaterThan(200);
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
    expect(report.failures.join('\n')).toMatch(/^safeWithdraw: /m);
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
