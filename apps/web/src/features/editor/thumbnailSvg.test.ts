import type { FlowGraph } from '@codeflow/engine';
import { describe, expect, it } from 'vitest';
import { thumbnailChart, thumbnailFor } from './thumbnailSvg';

const chart = (id: string, kind: 'module' | 'function') => ({
  id,
  name: id,
  kind,
  range: { startLine: 1, endLine: 2 },
  start: `${id}s`,
  end: `${id}e`,
});
const nodes = (chartId: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `${chartId}n${i}`,
    chart: chartId,
    kind: 'process' as const,
    label: 'x',
  }));

const graph = {
  version: 1,
  language: 'python',
  charts: [chart('m', 'module'), chart('small', 'function'), chart('big', 'function')],
  nodes: [...nodes('m', 4), ...nodes('small', 3), ...nodes('big', 9)],
  edges: [],
} as unknown as FlowGraph; // a hand-made graph: only charts and nodes matter here

describe('thumbnailChart', () => {
  it('shows the function in focus', () => {
    expect(thumbnailChart(graph, 'small')).toBe('small');
  });

  it('for the top-level chart or no focus, shows the largest chart', () => {
    expect(thumbnailChart(graph, 'm')).toBe('big');
    expect(thumbnailChart(graph, null)).toBe('big');
  });

  it('a script with only top-level code shows it', () => {
    const script: FlowGraph = { ...graph, charts: [chart('m', 'module')], nodes: nodes('m', 2) };
    expect(thumbnailChart(script, 'm')).toBe('m');
  });

  it('an empty graph has none', () => {
    expect(thumbnailChart({ ...graph, charts: [], nodes: [] }, null)).toBeNull();
  });
});

it('without a graph or a drawing there is no thumbnail', async () => {
  await expect(thumbnailFor(null, null, null)).resolves.toBe('');
});
