import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../src/node';
import { checkCTrace } from './cTrace';
import { describeGdbTraces } from './gdbTraceSuite';
import { goCaseLines, traceGoPrograms } from './goTrace';

// the construct programs (also the Mermaid corpus)
const constructs = fileURLToPath(new URL('../mermaid/corpus/go', import.meta.url));
const traceOf = describeGdbTraces({
  title: 'Go programs traced under gdb follow their charts',
  dir: constructs,
  extension: '.go',
  language: 'go',
  compiler: 'go',
  install: 'golang-go',
  trace: traceGoPrograms,
  exempt: goCaseLines,
});

describe('the Go trace checker itself', () => {
  it('rejects a chart whose deferred calls do not lead to End', async () => {
    const file = join(constructs, 'defers.go');
    const code = readFileSync(file, 'utf8');
    const result = await generateFlowchart({ code, language: 'go' });
    const graph = result.graph;
    const trace = traceOf(file);
    expect(graph).not.toBeNull();
    expect(trace).toBeDefined();
    if (!graph || !trace) return;
    const runs = new Set(
      graph.nodes.filter((n) => n.label.startsWith('run deferred')).map((n) => n.id),
    );
    const broken = { ...graph, edges: graph.edges.filter((e) => !runs.has(e.from)) };
    const failures = checkCTrace(trace, code, broken, goCaseLines(code));
    expect(failures.some((f) => f.startsWith('withCleanup: ') && f.includes('-> End'))).toBe(true);
  });
});
