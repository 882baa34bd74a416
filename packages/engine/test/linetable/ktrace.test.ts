import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../src/node';
import { programsOf, type JavaCall as Call } from './javaTrace';
import {
  checkKotlinCalls,
  compileKotlin,
  junitRun,
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

/**
 * A sample of a real project, kotlin-algorithm-club (corpus/README.md): its JUnit tests drive its
 * code (the whole project runs in bench/engine/correctness.ts).
 */
const club = fileURLToPath(new URL('./corpus/kotlin-algorithm-club', import.meta.url));
function kotlinFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const full = join(dir, f);
      if (statSync(full).isDirectory()) return kotlinFiles(full);
      return f.endsWith('.kt') ? [full] : [];
    });
}
const clubFiles = kotlinFiles(club);

let traces = new Map<string, Call[]>();
let tables = new Map<string, Set<number>>();

beforeAll(() => {
  requireTool('kotlinc', '-version', 'install Kotlin, e.g. `apt-get install kotlin`');
  requireTool('java', '-version', 'install a JDK, e.g. `apt-get install default-jdk-headless`');
  const tests = junitRun(clubFiles);
  const build = compileKotlin([...files, ...clubFiles], tests.classpath);
  tables = kotlinLineTables(build);
  traces = traceKotlinPrograms({ ...build, classes: `${build.classes}:${tests.classpath[0]}` }, [
    ...programsOf(files, build.mainClass),
    ...tests.programs,
  ]);
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

describe.each([false, true])(
  'a real project (kotlin-algorithm-club), driven by its tests, follows its charts (compact: %s)',
  (compact) => {
    it.each(clubFiles.map((f) => [relative(club, f), f]))('%s', async (_, file) => {
      const code = readFileSync(file, 'utf8');
      const result = await generateFlowchart({ code, language: 'kotlin', compact });
      expect(result.graph).not.toBeNull();
      if (!result.graph) return;
      const calls = traces.get(basename(file)) ?? [];
      const failures = checkKotlinCalls(calls, code, result.graph, tables.get(file) ?? new Set());
      expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
    });
  },
);

describe('the Kotlin trace checker itself', () => {
  it('runs the project’s code', () => {
    const calls = traces.get('BubbleSort.kt') ?? [];
    expect(calls.filter((c) => c.method === 'perform').length).toBeGreaterThan(0);
  });

  it('lets a `return when` return from a branch that is a call, as kotlinc compiles it', async () => {
    const code = [
      'fun f(n: Int): Int {',
      '    return when {',
      '        n > 0 -> g(n)',
      '        else -> 0',
      '    }',
      '}',
      'fun g(n: Int) = n',
      '',
    ].join('\n');
    const graph = (await generateFlowchart({ code, language: 'kotlin' })).graph;
    expect(graph).not.toBeNull();
    if (!graph) return;
    // the call's value is returned on line 3, `return when` is not reported again; a plain
    // value (`else -> 0`) is returned on line 2
    const call = (lines: number[]): Call => ({
      source: 'F.kt',
      type: 'FKt',
      method: 'f',
      lines,
      ending: 'return',
    });
    const failures = checkKotlinCalls(
      [call([2, 3]), call([2, 3, 4, 2])],
      code,
      graph,
      new Set([2, 3, 4, 7]),
    );
    expect(failures).toEqual([]);
  });

  it('splits a tailrec function’s frame into its calls (a self-call compiled to a jump)', async () => {
    const code = [
      'tailrec fun countdown(n: Int, acc: Int = 0): Int {',
      '    if (n == 0) {',
      '        return acc',
      '    }',
      '    return countdown(n - 1, acc + n)',
      '}',
      '',
    ].join('\n');
    const graph = (await generateFlowchart({ code, language: 'kotlin' })).graph;
    expect(graph).not.toBeNull();
    if (!graph) return;
    // the one frame kotlinc's loop runs countdown(2) in
    const frame: Call = {
      source: 'Countdown.kt',
      type: 'CountdownKt',
      method: 'countdown',
      lines: [2, 5, 2, 5, 2, 3],
      ending: 'return',
    };
    const failures = checkKotlinCalls([frame], code, graph, new Set([2, 3, 5]));
    expect(failures).toEqual([]);
  });

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
