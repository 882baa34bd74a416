/**
 * The JavaScript trace checker: every program in programs/ runs under line tracing and each call
 * must follow a path of its function's chart (docs/architecture.md#correctness-rule).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FlowGraph } from '../../src/graph/types';
import { checkProgram } from './checkProgram';

const dir = join(import.meta.dirname, 'programs');
const programs = readdirSync(dir)
  .filter((f) => f.endsWith('.js') || f.endsWith('.ts'))
  .sort()
  .map((file) => ({
    file,
    source: readFileSync(join(dir, file), 'utf8'),
    language: file.endsWith('.ts') ? ('typescript' as const) : ('javascript' as const),
  }));

describe('javascript trace checker', () => {
  it('has at least 20 JavaScript programs and some TypeScript ones', () => {
    expect(programs.filter((p) => p.language === 'javascript').length).toBeGreaterThanOrEqual(20);
    expect(programs.filter((p) => p.language === 'typescript').length).toBeGreaterThanOrEqual(4);
  });

  for (const { file, source, language } of programs) {
    it(`${file}: every traced call follows its chart`, async () => {
      const report = await checkProgram(source, { language });
      expect(report.calls).toBeGreaterThan(0);
      expect(report.failures).toEqual([]);
      const compacted = await checkProgram(source, { language, compact: true });
      expect(compacted.failures).toEqual([]);
    });
  }

  it('notices a chart that lost its loop back edges', async () => {
    const withoutBackEdges = (graph: FlowGraph): FlowGraph => ({
      ...graph,
      edges: graph.edges.filter((e) => e.kind !== 'back'),
    });
    const source = programs.find((p) => p.file.includes('binary-search'))?.source ?? '';
    const report = await checkProgram(source, { mutate: withoutBackEdges });
    expect(report.failures.some((f) => f.startsWith('binarySearch:'))).toBe(true);
  });

  it('notices a chart whose exception edges are gone', async () => {
    const withoutExceptions = (graph: FlowGraph): FlowGraph => ({
      ...graph,
      edges: graph.edges.filter((e) => e.kind !== 'exception'),
    });
    const source = programs.find((p) => p.file.includes('retry'))?.source ?? '';
    const report = await checkProgram(source, { mutate: withoutExceptions });
    expect(report.failures.some((f) => f.startsWith('withRetry:'))).toBe(true);
  });

  it('notices a statement missing from its chart', async () => {
    const withoutIo = (graph: FlowGraph): FlowGraph => {
      const dropped = new Set(graph.nodes.filter((n) => n.kind === 'io').map((n) => n.id));
      return {
        ...graph,
        nodes: graph.nodes.filter((n) => !dropped.has(n.id)),
        edges: graph.edges.filter((e) => !dropped.has(e.from) && !dropped.has(e.to)),
      };
    };
    const source = programs.find((p) => p.file.includes('fizzbuzz'))?.source ?? '';
    const report = await checkProgram(source, { mutate: withoutIo });
    expect(report.failures.some((f) => f.includes('uncovered'))).toBe(true);
  });
});
