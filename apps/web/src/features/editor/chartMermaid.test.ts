import { emitMermaid, type FlowGraph } from '@codeflow/engine';
import { describe, expect, it } from 'vitest';
import { mermaidOfPlan } from './chartMermaid';

/** A module chart c0 and a function chart c1, each Start -> End. */
const graph: FlowGraph = {
  version: 1,
  language: 'python',
  charts: [
    {
      id: 'c0',
      name: 'module',
      kind: 'module',
      range: { startLine: 1, endLine: 9 },
      start: 's0',
      end: 'e0',
    },
    {
      id: 'c1',
      name: 'f',
      kind: 'function',
      range: { startLine: 2, endLine: 4 },
      start: 's1',
      end: 'e1',
    },
  ],
  nodes: [
    { id: 's0', chart: 'c0', kind: 'start', label: 'Start' },
    { id: 'e0', chart: 'c0', kind: 'end', label: 'End' },
    { id: 's1', chart: 'c1', kind: 'start', label: 'f' },
    { id: 'e1', chart: 'c1', kind: 'end', label: 'End' },
  ],
  edges: [
    { from: 's0', to: 'e0', kind: 'flow' },
    { from: 's1', to: 'e1', kind: 'flow' },
  ],
};

describe('mermaidOfPlan', () => {
  it('is empty while there is no chart', () => {
    expect(mermaidOfPlan(null, graph, 2, 'c0')).toBe('');
  });

  it("is the whole file's text when every chart is drawn, or without a graph or focus", () => {
    expect(mermaidOfPlan('whole', graph, 2, 'c1')).toBe('whole');
    expect(mermaidOfPlan('whole', null, 0, null)).toBe('whole');
    expect(mermaidOfPlan('whole', graph, 1, null)).toBe('whole');
  });

  it('is the text of the chart in view when only some are drawn', () => {
    const text = mermaidOfPlan('whole', graph, 1, 'c1');
    expect(text).toBe(emitMermaid(graph, { chart: 'c1' }));
    expect(text).not.toBe('whole');
  });
});
