import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../src/node';
import { checkCTrace } from './cTrace';
import { describeGdbTraces } from './gdbTraceSuite';

const dir = fileURLToPath(new URL('./c', import.meta.url));
const traceOf = describeGdbTraces({
  title: 'C programs traced under gdb follow their charts',
  dir,
  extension: '.c',
  language: 'c',
  compiler: 'gcc',
});

describe('the C trace checker itself', () => {
  it('rejects a chart whose loops lost their back edges', async () => {
    const file = join(dir, 'sum_digits.c');
    const code = readFileSync(file, 'utf8');
    const result = await generateFlowchart({ code, language: 'c' });
    const graph = result.graph;
    const trace = traceOf(file);
    expect(graph).not.toBeNull();
    expect(trace).toBeDefined();
    if (!graph || !trace) return;
    const broken = { ...graph, edges: graph.edges.filter((e) => e.kind !== 'back') };
    const failures = checkCTrace(trace, code, broken);
    expect(failures.some((f) => f.startsWith('sum_digits: 9 -> 7'))).toBe(true);
    expect(failures.some((f) => f.startsWith('count_digits: 19 -> 17'))).toBe(true);
  });
});
