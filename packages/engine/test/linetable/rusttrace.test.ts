import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateFlowchart } from '../../src/node';
import { checkCTrace } from './cTrace';
import { describeGdbTraces } from './gdbTraceSuite';
import { RUST_TRACED, traceRustPrograms } from './rustTrace';

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
});
