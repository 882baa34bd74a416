import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../src/node';
import {
  checkCsharpCalls,
  compileCsharp,
  compileCsharpProject,
  csharpClasses,
  traceCsharpProgram,
  traceCsharpTests,
  type CsharpTrace,
} from './csharpTrace';
import { requireTool } from './lineTables';

// the C# samples are written as programs with a `Main` that runs every method
const dir = fileURLToPath(new URL('../mermaid/corpus/csharp', import.meta.url));
/**
 * Samples in C# newer than Mono's compiler (mcs reads C# 6): local functions and patterns (C# 7),
 * switch expressions, `using` declarations, records (C# 8-9), top-level statements (C# 9). Their
 * charts are checked by the golden, Mermaid and fuzz tests only.
 */
const NEWER_THAN_MCS = new Set(['Lambdas.cs', 'Modern.cs', 'Switches.cs', 'TopLevel.cs']);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.cs') && !NEWER_THAN_MCS.has(f))
  .sort()
  .map((f) => join(dir, f));

const traces = new Map<string, CsharpTrace>();

beforeAll(() => {
  const mono = 'install Mono, e.g. `apt-get install mono-complete`';
  requireTool('mcs', '--version', mono);
  requireTool('mono', '--version', mono);
  const out = mkdtempSync(join(tmpdir(), 'codeflow-trace-cs-'));
  for (const file of files) {
    const build = compileCsharp(file, out);
    if (!build.exe) throw new Error(`${basename(file)} does not compile:\n${build.error}`);
    traces.set(file, traceCsharpProgram(file, build.exe));
  }
}, 180_000);

describe.each([false, true])(
  'C# programs stepped by Mono’s soft debugger follow their charts (compact: %s)',
  (compact) => {
    it.each(files.map((f) => [basename(f), f]))('%s', async (_, file) => {
      const trace = traces.get(file);
      expect(trace?.calls.length, 'traced calls').toBeGreaterThan(0);
      if (!trace) return;
      const code = readFileSync(file, 'utf8');
      const result = await generateFlowchart({ code, language: 'csharp', compact });
      expect(result.graph).not.toBeNull();
      if (!result.graph) return;
      const failures = await checkCsharpCalls(trace, code, result.graph);
      expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
    });
  },
);

/**
 * A sample of a real project, aalhour/C-Sharp-Algorithms (corpus/README.md): the whole project is
 * compiled, the tests of a few classes drive its code (the whole project runs in
 * bench/engine/correctness.ts).
 */
const project = fileURLToPath(new URL('./corpus/csharp-algorithms', import.meta.url));
const SAMPLE = {
  'UnitTest/AlgorithmsTests/GreatestCommonDivisorTests.cs':
    'Algorithms/Numeric/GreatestCommonDivisor.cs',
  'UnitTest/AlgorithmsTests/BinarySearcherTest.cs': 'Algorithms/Search/BinarySearcher.cs',
  'UnitTest/DataStructuresTests/StackTest.cs': 'DataStructures/Lists/Stack.cs',
};
const sampled = Object.entries(SAMPLE).flat();
const projectTraces = new Map<string, CsharpTrace>();

function csFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.cs'))
    .map((f) => join(dir, f));
}

describe('a real project (C-Sharp-Algorithms), driven by its tests, follows its charts', () => {
  beforeAll(() => {
    const out = mkdtempSync(join(tmpdir(), 'codeflow-trace-cs-project-'));
    const build = compileCsharpProject(csFiles(project), out);
    if (!build.exe) throw new Error(`the project does not compile:\n${build.error}`);
    const classes = Object.keys(SAMPLE).flatMap((t) =>
      csharpClasses(readFileSync(join(project, t), 'utf8')),
    );
    for (const [source, trace] of traceCsharpTests(build.exe, classes, { steps: 5_000 }))
      projectTraces.set(source, trace);
  }, 300_000);

  it.each(sampled)('%s', async (name) => {
    const file = join(project, name);
    const trace = projectTraces.get(file);
    expect(trace?.calls.length, 'traced calls').toBeGreaterThan(0);
    if (!trace) return;
    const code = readFileSync(file, 'utf8');
    const graph = (await generateFlowchart({ code, language: 'csharp' })).graph;
    expect(graph).not.toBeNull();
    if (!graph) return;
    const failures = await checkCsharpCalls(trace, code, graph);
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  });
});

/** Compiles and traces one program written here; the checker's failures on its chart. */
async function failuresOf(name: string, lines: string[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'codeflow-cs-case-'));
  const file = join(dir, `${name}.cs`);
  const code = lines.join('\n') + '\n';
  writeFileSync(file, code);
  const build = compileCsharp(file, dir);
  if (!build.exe) throw new Error(`${name}.cs does not compile:\n${build.error}`);
  const trace = traceCsharpProgram(file, build.exe);
  expect(trace.calls.length, 'traced calls').toBeGreaterThan(0);
  const graph = (await generateFlowchart({ code, language: 'csharp' })).graph;
  expect(graph).not.toBeNull();
  return checkCsharpCalls(trace, code, graph!);
}

describe('the C# trace checker itself', () => {
  it('knows a closing brace by the syntax tree: `}//end-while`, `} else {`, `} /* … */`', async () => {
    const failures = await failuresOf('Braces', [
      'using System;',
      'class Braces',
      '{',
      '    static int Count(int n)',
      '    {',
      '        int steps = 0;',
      '        while (n > 1)',
      '        {',
      '            if (n % 2 == 0) {',
      '                n /= 2;',
      '            } else {',
      '                n = 3 * n + 1;',
      '            }//end-if',
      '            steps++;',
      '        }//end-while',
      '        foreach (var c in "ab")',
      '        {',
      '            steps += c;',
      '        } /* end-foreach */',
      '        return steps;',
      '    }',
      '    static void Main()',
      '    {',
      '        Console.WriteLine(Count(6));',
      '    }',
      '}',
    ]);
    expect(failures).toEqual([]);
  });

  it('keeps the calls of a recursive iterator apart (one state machine per call)', async () => {
    const failures = await failuresOf('Walk', [
      'using System;',
      'using System.Collections.Generic;',
      'class Walk',
      '{',
      '    static IEnumerable<int> Down(int n)',
      '    {',
      '        if (n == 0)',
      '            yield break;',
      '        yield return n;',
      '        foreach (var m in Down(n - 1))',
      '            yield return m;',
      '    }',
      '    static void Main()',
      '    {',
      '        foreach (var x in Down(3))',
      '            Console.WriteLine(x);',
      '    }',
      '}',
    ]);
    expect(failures).toEqual([]);
  });

  it('takes an iterator left at a `yield return` for suspended, and `});` for a lambda’s end', async () => {
    const failures = await failuresOf('Early', [
      'using System;',
      'using System.Collections.Generic;',
      'class Early',
      '{',
      '    static IEnumerable<int> Count(int n)',
      '    {',
      '        for (int i = 0; i < n; i++)',
      '            yield return i;',
      '    }',
      '    static void Main()',
      '    {',
      '        foreach (var x in Count(5))',
      '        {',
      '            if (x == 2)',
      '                break;',
      '        }',
      '        Array.ForEach(new[] { 1, 2 }, x => {',
      '            Console.WriteLine(x);',
      '        });',
      '    }',
      '}',
    ]);
    expect(failures).toEqual([]);
  });

  it('puts back the `foreach` line an iterator’s last resumption ends its loop on (DirectedSparseGraph.Vertices)', async () => {
    // Mono's soft debugger reports the resumption that ends a `foreach` right after its
    // `yield return` from past the loop: [13] and [21, …], without the `foreach` line (11, 19)
    const failures = await failuresOf('Vertices', [
      'using System;',
      'using System.Collections.Generic;',
      'class Vertices',
      '{',
      '    Dictionary<int, string> _adjacency = new Dictionary<int, string> { { 1, "a" }, { 2, "b" } };',
      '    List<int> _list = new List<int> { 1, 2 };',
      '    public IEnumerable<int> Keys',
      '    {',
      '        get',
      '        {',
      '            foreach (var vertex in _adjacency)',
      '                yield return vertex.Key;',
      '        }',
      '    }',
      '    IEnumerable<int> Pairs()',
      '    {',
      '        foreach (var x in _list)',
      '        {',
      '            foreach (var y in _list)',
      '                yield return x + y;',
      '            Console.WriteLine(x);',
      '        }',
      '    }',
      '    static void Main()',
      '    {',
      '        var v = new Vertices();',
      '        foreach (var k in v.Keys)',
      '            Console.WriteLine(k);',
      '        foreach (var p in v.Pairs())',
      '            Console.WriteLine(p);',
      '        Console.WriteLine(new List<int>(v.Keys).Count); // resumed with no step between',
      '    }',
      '}',
    ]);
    expect(failures).toEqual([]);
  });

  it('takes the disposals of every `foreach` a `return` leaves for the return’s edge', async () => {
    const failures = await failuresOf('Find', [
      'using System;',
      'using System.Collections.Generic;',
      'class Find',
      '{',
      '    static int First(List<List<int>> rows, int wanted)',
      '    {',
      '        foreach (var row in rows)',
      '        {',
      '            foreach (var x in row)',
      '            {',
      '                if (x == wanted)',
      '                    return x;',
      '            }',
      '        }',
      '        return -1;',
      '    }',
      '    static void Main()',
      '    {',
      '        var rows = new List<List<int>> { new List<int> { 1, 2 }, new List<int> { 3, 4 } };',
      '        Console.WriteLine(First(rows, 3));',
      '        Console.WriteLine(First(rows, 9));',
      '    }',
      '}',
    ]);
    expect(failures).toEqual([]);
  });

  it('leaves an expression lambda near its method’s header to its statement (BTreeNode.Search)', async () => {
    // the lambda runs as a compiler-made method on line 7, two lines below Find's header: it
    // is not a call of Find, whose chart holds the line
    const failures = await failuresOf('Lookup', [
      'using System;',
      'using System.Collections.Generic;',
      'class Lookup',
      '{',
      '    static int Find(List<int> keys, int value)',
      '    {',
      '        var found = keys.FindIndex(k => value.CompareTo(k) == 0);',
      '        if (found != -1)',
      '            return found;',
      '        return -1;',
      '    }',
      '    static void Main()',
      '    {',
      '        Console.WriteLine(Find(new List<int> { 1, 2, 3 }, 2));',
      '    }',
      '}',
    ]);
    expect(failures).toEqual([]);
  });

  it('rejects a chart whose loops lost their back edges', async () => {
    const file = join(dir, 'Basics.cs');
    const code = readFileSync(file, 'utf8');
    const graph = (await generateFlowchart({ code, language: 'csharp' })).graph;
    const trace = traces.get(file);
    expect(graph).not.toBeNull();
    if (!graph || !trace) return;
    const broken = { ...graph, edges: graph.edges.filter((e) => e.kind !== 'back') };
    const failures = await checkCsharpCalls(trace, code, broken);
    expect(failures.some((f) => f.startsWith('Basics.SumTo: '))).toBe(true);
  });

  it('tells apart two calls of one method that the framework makes in a row (IL offset 0)', async () => {
    // Array.ForEach calls Sum twice with no step of the program in between: same method, same
    // depth, one call after the other
    const dir = mkdtempSync(join(tmpdir(), 'codeflow-cs-calls-'));
    const file = join(dir, 'Calls.cs');
    const code = [
      'using System;',
      'class Calls',
      '{',
      '    static void Sum(int n)',
      '    {',
      '        int t = 0;',
      '        for (int i = 0; i < n; i++) t += i;',
      '        Console.WriteLine(t);',
      '    }',
      '    static void Main()',
      '    {',
      '        Array.ForEach(new[] { 2, 3 }, Sum);',
      '    }',
      '}',
      '',
    ].join('\n');
    writeFileSync(file, code);
    const build = compileCsharp(file, dir);
    expect(build.error).toBeUndefined();
    const trace = traceCsharpProgram(file, build.exe!);
    expect(trace.calls.filter((c) => c.method === 'Sum')).toHaveLength(2);
    const graph = (await generateFlowchart({ code, language: 'csharp' })).graph;
    expect(await checkCsharpCalls(trace, code, graph!)).toEqual([]);
  });

  it('records a call ended by an exception as such', () => {
    const trace = traces.get(join(dir, 'Exceptions.cs'));
    const checks = trace?.calls.filter((c) => c.method === 'Check') ?? [];
    expect(checks.map((c) => c.ending)).toEqual(['return', 'exception']);
  });
});
