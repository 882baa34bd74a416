import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../src/node';
import { checkCTrace, traceCPrograms, type CTrace } from './cTrace';
import { requireTool } from './lineTables';

const dir = fileURLToPath(new URL('./c', import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.c'))
  .sort()
  .map((f) => join(dir, f));

let traces = new Map<string, CTrace>();

beforeAll(() => {
  requireTool('gcc', '--version', 'install it with `apt-get install gcc`');
  requireTool('objdump', '--version', 'install it with `apt-get install binutils`');
  requireTool('gdb', '--version', 'install it with `apt-get install gdb`');
  traces = traceCPrograms(files);
  // compiling and single-stepping a corpus on a busy machine outlasts the default hook timeout
}, 180_000);

describe.each([false, true])(
  'C programs traced under gdb follow their charts (compact: %s)',
  (compact) => {
    it.each(files.map((f) => [basename(f), f]))('%s', async (_, file) => {
      const trace = traces.get(file);
      expect(trace?.error).toBeUndefined();
      expect(trace?.calls.length, 'traced calls').toBeGreaterThan(0);
      const code = readFileSync(file, 'utf8');
      const result = await generateFlowchart({ code, language: 'c', compact });
      expect(result.graph).not.toBeNull();
      if (!trace || !result.graph) return;
      const failures = checkCTrace(trace, code, result.graph);
      expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
    });
  },
);

describe('the C trace checker itself', () => {
  it('rejects a chart whose loops lost their back edges', async () => {
    const file = join(dir, 'sum_digits.c');
    const code = readFileSync(file, 'utf8');
    const result = await generateFlowchart({ code, language: 'c' });
    const graph = result.graph;
    const trace = traces.get(file);
    expect(graph).not.toBeNull();
    expect(trace).toBeDefined();
    if (!graph || !trace) return;
    const broken = { ...graph, edges: graph.edges.filter((e) => e.kind !== 'back') };
    const failures = checkCTrace(trace, code, broken);
    expect(failures.some((f) => f.startsWith('sum_digits: 9 -> 7'))).toBe(true);
    expect(failures.some((f) => f.startsWith('count_digits: 19 -> 17'))).toBe(true);
  });
});
