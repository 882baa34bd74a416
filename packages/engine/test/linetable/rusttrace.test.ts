import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../src/node';
import { checkCTrace } from './cTrace';
import { describeGdbTraces } from './gdbTraceSuite';
import { RUST_TRACED, rustForLines, traceRustPrograms, type RustTrace } from './rustTrace';

const constructs = fileURLToPath(new URL('../mermaid/corpus/rust', import.meta.url));
const traceOf = describeGdbTraces({
  title: 'Rust programs traced under gdb follow their charts',
  dir: constructs,
  extension: '.rs',
  language: 'rust',
  compiler: 'rustc',
  install: 'rustc',
  trace: traceRustPrograms,
  only: RUST_TRACED,
  exempt: (_, trace) => (trace as RustTrace).exempt,
  silent: rustForLines,
});

describe('the Rust trace checker itself', () => {
  it('rejects a chart whose ? has no early-return edge', async () => {
    const file = join(constructs, 'basics.rs');
    const code = readFileSync(file, 'utf8');
    const result = await generateFlowchart({ code, language: 'rust' });
    const graph = result.graph;
    const trace = traceOf(file);
    expect(graph).not.toBeNull();
    expect(trace).toBeDefined();
    if (!graph || !trace) return;
    const broken = { ...graph, edges: graph.edges.filter((e) => e.label !== '?') };
    const failures = checkCTrace(trace, code, broken);
    expect(failures.some((f) => f.startsWith('parse: ') && f.includes('-> End'))).toBe(true);
  });

  it("rejects a chart whose if does not lead back to its loop (the join's stop is left out, not the walk)", async () => {
    const file = join(constructs, 'sorting.rs');
    const code = readFileSync(file, 'utf8');
    const result = await generateFlowchart({ code, language: 'rust' });
    const graph = result.graph;
    const trace = traceOf(file);
    expect(graph).not.toBeNull();
    expect(trace).toBeDefined();
    if (!graph || !trace) return;
    // bubble_sort's `if` body goes nowhere: the next round's test (6 after 8) has no path
    const body = graph.nodes.find((n) => n.label === 'swapped = true');
    expect(body).toBeDefined();
    const broken = { ...graph, edges: graph.edges.filter((e) => e.from !== body?.id) };
    const failures = checkCTrace(trace, code, broken, undefined, rustForLines(broken));
    expect(failures.some((f) => f.startsWith('bubble_sort: 8 -> 6'))).toBe(true);
    // and the stops kept are the statements: 6 (test), 7, 8, then the next round's 6
    const bubble = trace.calls.find((c) => c.name.endsWith('bubble_sort'));
    expect(bubble?.lines.join(' ')).toContain('6 7 8 6');
  });
});
