import type { FlowGraph } from '@codeflow/engine';
import { describe, expect, it } from 'vitest';
import { canDrawAll, DRAW_ALL_MAX_NODES, effectiveChart } from './chartSelection';

function graph(charts: number, nodes: number): FlowGraph {
  return {
    version: 1,
    language: 'python',
    charts: Array.from({ length: charts }, (_, i) => ({
      id: `c${i}`,
      name: `f${i}`,
      kind: i === 0 ? ('module' as const) : ('function' as const),
      range: { startLine: 1, endLine: 2 },
      start: `s${i}`,
      end: `e${i}`,
    })),
    nodes: Array.from({ length: nodes }, (_, i) => ({
      id: `n${i}`,
      chart: 'c0',
      kind: 'process' as const,
      label: 'x',
    })),
    edges: [],
  };
}

describe('effectiveChart', () => {
  it('draws everything for one chart or no graph (other)', () => {
    expect(effectiveChart(null, 'c3', 'all')).toBe('all');
    expect(effectiveChart(graph(1, 5), 'c0', 'all')).toBe('all');
  });
  it('draws all charts of a small file unless the user picked one', () => {
    expect(effectiveChart(graph(3, 20), null, 'all')).toBe('all');
    expect(effectiveChart(graph(3, 20), 'c2', 'all')).toBe('c2');
  });
  it('draws one chart at a time for a large file', () => {
    const big = graph(3, DRAW_ALL_MAX_NODES + 1);
    expect(canDrawAll(big)).toBe(false);
    expect(effectiveChart(big, null, 'all')).toBe('c0');
    expect(effectiveChart(big, 'all', 'all')).toBe('c0');
    expect(effectiveChart(big, 'c1', 'all')).toBe('c1');
  });
  it('follows the cursor in a large file until the user picks a chart', () => {
    const big = graph(3, DRAW_ALL_MAX_NODES + 1);
    expect(effectiveChart(big, null, 'all', 'c2')).toBe('c2');
    expect(effectiveChart(big, 'c1', 'all', 'c2')).toBe('c1');
    expect(effectiveChart(big, null, 'all', 'gone')).toBe('c0');
    expect(effectiveChart(graph(3, 20), null, 'all', 'c2')).toBe('all');
  });
  it('forgets a pick whose chart disappeared', () => {
    expect(effectiveChart(graph(2, 5), 'c9', 'all')).toBe('all');
  });
});
