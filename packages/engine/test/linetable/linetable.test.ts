import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../src/node';
import { uncoveredLines } from './coverage';
import { cLineTables, javaLineTables, requireTool } from './lineTables';

const here = fileURLToPath(new URL('.', import.meta.url));
const corpus = (dir: string, ext: string): string[] =>
  readdirSync(join(here, dir))
    .filter((f) => f.endsWith(ext))
    .sort()
    .map((f) => join(here, dir, f));

const cFiles = corpus('c', '.c');
const javaFiles = corpus('java', '.java');

async function check(file: string, language: string, executable: Set<number> | undefined) {
  expect(executable, 'line table read').toBeDefined();
  expect(executable?.size, 'executable lines found').toBeGreaterThan(0);
  const code = readFileSync(file, 'utf8');
  for (const compact of [false, true]) {
    const result = await generateFlowchart({ code, language, compact });
    expect(result.error).toBeNull();
    expect(result.diagnostics).toEqual([]);
    const missing = result.graph ? uncoveredLines(result.graph, code, executable ?? new Set()) : [];
    expect(missing, `compact: ${compact}\n${missing.join('\n')}`).toEqual([]);
  }
}

describe('C line tables (gcc -g -O0, objdump)', () => {
  let tables = new Map<string, Set<number>>();
  beforeAll(() => {
    requireTool('gcc', '--version', 'install it with `apt-get install gcc`');
    requireTool('objdump', '--version', 'install it with `apt-get install binutils`');
    tables = cLineTables(cFiles);
  }, 120_000);

  it('has at least 15 programs', () => {
    expect(cFiles.length).toBeGreaterThanOrEqual(15);
  });

  it.each(cFiles.map((f) => [basename(f), f]))('%s: every executable line is drawn', (_, file) =>
    check(file, 'c', tables.get(file)),
  );
});

describe('Java line tables (javac -g, javap -l)', () => {
  let tables = new Map<string, Set<number>>();
  beforeAll(() => {
    requireTool('javac', '-version', 'install a JDK, e.g. `apt-get install default-jdk-headless`');
    requireTool('javap', '-version', 'install a JDK, e.g. `apt-get install default-jdk-headless`');
    tables = javaLineTables(javaFiles);
  }, 120_000);

  it('has at least 15 programs', () => {
    expect(javaFiles.length).toBeGreaterThanOrEqual(15);
  });

  it.each(javaFiles.map((f) => [basename(f), f]))('%s: every executable line is drawn', (_, file) =>
    check(file, 'java', tables.get(file)),
  );
});

describe('the coverage checker itself', () => {
  it('reports a line whose node is missing from the chart', async () => {
    const file = join(here, 'c', 'max_min.c');
    const code = readFileSync(file, 'utf8');
    const result = await generateFlowchart({ code, language: 'c' });
    const graph = result.graph;
    expect(graph).not.toBeNull();
    if (!graph) return;
    const withoutLine11 = { ...graph, nodes: graph.nodes.filter((n) => n.label !== 'int m = a') };
    expect(uncoveredLines(graph, code, new Set([11]))).toEqual([]);
    expect(uncoveredLines(withoutLine11, code, new Set([11]))).toEqual([
      'line 11 (min3): int m = a;',
    ]);
  });
});
