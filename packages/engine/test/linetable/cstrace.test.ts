import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../src/node';
import {
  checkCsharpCalls,
  compileCsharp,
  traceCsharpProgram,
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
      const failures = checkCsharpCalls(trace, code, result.graph);
      expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
    });
  },
);

describe('the C# trace checker itself', () => {
  it('rejects a chart whose loops lost their back edges', async () => {
    const file = join(dir, 'Basics.cs');
    const code = readFileSync(file, 'utf8');
    const graph = (await generateFlowchart({ code, language: 'csharp' })).graph;
    const trace = traces.get(file);
    expect(graph).not.toBeNull();
    if (!graph || !trace) return;
    const broken = { ...graph, edges: graph.edges.filter((e) => e.kind !== 'back') };
    const failures = checkCsharpCalls(trace, code, broken);
    expect(failures.some((f) => f.startsWith('Basics.SumTo: '))).toBe(true);
  });

  it('records a call ended by an exception as such', () => {
    const trace = traces.get(join(dir, 'Exceptions.cs'));
    const checks = trace?.calls.filter((c) => c.method === 'Check') ?? [];
    expect(checks.map((c) => c.ending)).toEqual(['return', 'exception']);
  });
});
