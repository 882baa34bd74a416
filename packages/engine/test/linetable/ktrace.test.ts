import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../src/node';
import type { JavaCall } from './javaTrace';
import {
  checkKotlinCalls,
  compileKotlin,
  kotlinLineTables,
  traceKotlinPrograms,
} from './kotlinTrace';
import { requireTool } from './lineTables';

// the Kotlin samples are written as programs with a `main` that runs every function
const dir = fileURLToPath(new URL('../mermaid/corpus/kotlin', import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.kt'))
  .sort()
  .map((f) => join(dir, f));

let traces = new Map<string, JavaCall[]>();
let tables = new Map<string, Set<number>>();

beforeAll(() => {
  requireTool('kotlinc', '-version', 'install Kotlin, e.g. `apt-get install kotlin`');
  requireTool('java', '-version', 'install a JDK, e.g. `apt-get install default-jdk-headless`');
  const build = compileKotlin(files);
  tables = kotlinLineTables(build);
  traces = traceKotlinPrograms(build);
  // kotlinc starts slowly (20-60 s on a busy machine); one run compiles every program
}, 300_000);

describe.each([false, true])(
  'Kotlin programs traced under JDI follow their charts (compact: %s)',
  (compact) => {
    it.each(files.map((f) => [basename(f), f]))('%s', async (_, file) => {
      const calls = traces.get(basename(file)) ?? [];
      expect(calls.length, 'traced calls').toBeGreaterThan(0);
      const code = readFileSync(file, 'utf8');
      const result = await generateFlowchart({ code, language: 'kotlin', compact });
      expect(result.graph).not.toBeNull();
      if (!result.graph) return;
      const failures = checkKotlinCalls(calls, code, result.graph, tables.get(file) ?? new Set());
      expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
    });
  },
);

describe('the Kotlin trace checker itself', () => {
  it('rejects a chart whose loops lost their back edges', async () => {
    const file = join(dir, 'Labels.kt');
    const code = readFileSync(file, 'utf8');
    const graph = (await generateFlowchart({ code, language: 'kotlin' })).graph;
    expect(graph).not.toBeNull();
    if (!graph) return;
    const broken = { ...graph, edges: graph.edges.filter((e) => e.kind !== 'back') };
    const calls = traces.get('Labels.kt') ?? [];
    const failures = checkKotlinCalls(calls, code, broken, tables.get(file) ?? new Set());
    expect(failures.some((f) => f.startsWith('positives: '))).toBe(true);
  });
});
