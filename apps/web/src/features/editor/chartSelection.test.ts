import type { FlowGraph } from '@codeflow/engine';
import { describe, expect, it } from 'vitest';
import {
  canDrawAll,
  chartsInSourceOrder,
  DRAW_ALL_MAX_NODES,
  landingChart,
  pasteIsWholeFile,
  planCharts,
} from './chartSelection';

/** Charts c0 (module, the whole file) then c1.. in REVERSE source order, as an engine may list them. */
function graph(charts: number, nodes: number): FlowGraph {
  return {
    version: 1,
    language: 'python',
    charts: Array.from({ length: charts }, (_, i) => ({
      id: `c${i}`,
      name: `f${i}`,
      kind: i === 0 ? ('module' as const) : ('function' as const),
      range:
        i === 0
          ? { startLine: 1, endLine: 100 }
          : { startLine: 100 - i * 10, endLine: 105 - i * 10 },
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

describe('planCharts', () => {
  it('draws nothing without a graph, and the one chart of a one-chart file', () => {
    expect(planCharts(null, null, null)).toEqual({ charts: [], focus: null, pinned: false });
    expect(planCharts(graph(1, 5), null, 'c0')).toEqual({
      charts: ['c0'],
      focus: 'c0',
      pinned: false,
    });
  });
  it('draws every chart of a small file in source order, focused on the cursor chart', () => {
    expect(planCharts(graph(3, 20), null, 'c1')).toEqual({
      charts: ['c0', 'c2', 'c1'],
      focus: 'c1',
      pinned: false,
    });
  });
  it('draws a pinned chart alone, wherever the cursor is', () => {
    expect(planCharts(graph(3, 20), 'c2', 'c1')).toEqual({
      charts: ['c2'],
      focus: 'c2',
      pinned: true,
    });
  });
  it('draws only the cursor chart of a large file, following it', () => {
    const big = graph(3, DRAW_ALL_MAX_NODES + 1);
    expect(canDrawAll(big)).toBe(false);
    expect(planCharts(big, null, 'c2').charts).toEqual(['c2']);
    expect(planCharts(big, null, 'c1').charts).toEqual(['c1']);
    expect(planCharts(big, null, 'gone').charts).toEqual(['c0']);
  });
  it('forgets a pick whose chart disappeared', () => {
    expect(planCharts(graph(2, 5), 'c9', null)).toMatchObject({ pinned: false, focus: 'c0' });
  });
});

describe('chartsInSourceOrder', () => {
  it('sorts by first line, the enclosing chart first', () => {
    expect(chartsInSourceOrder(graph(4, 1)).map((c) => c.id)).toEqual(['c0', 'c3', 'c2', 'c1']);
  });

  it('leaves out empty charts (Start and End only), unless nothing else is there', () => {
    const g = graph(3, 1);
    g.charts[0]!.empty = true;
    expect(chartsInSourceOrder(g).map((c) => c.id)).toEqual(['c2', 'c1']);
    for (const c of g.charts) c.empty = true;
    expect(chartsInSourceOrder(g).map((c) => c.id)).toEqual(['c0', 'c2', 'c1']);
  });
});

describe('landingChart', () => {
  const charts: FlowGraph['charts'] = [
    {
      id: 'm',
      name: 'module',
      kind: 'module',
      range: { startLine: 1, endLine: 90 },
      start: 'sm',
      end: 'em',
    },
    {
      id: 'k',
      name: 'Inventory',
      kind: 'class',
      range: { startLine: 6, endLine: 90 },
      start: 'sk',
      end: 'ek',
      parent: 'm',
    },
    {
      id: 'ctor',
      name: 'Inventory',
      kind: 'method',
      range: { startLine: 11, endLine: 13 },
      start: 's1',
      end: 'e1',
      parent: 'k',
    },
    {
      id: 'big',
      name: 'remove',
      kind: 'method',
      range: { startLine: 24, endLine: 42 },
      start: 's2',
      end: 'e2',
      parent: 'k',
    },
    {
      id: 'alsoBig',
      name: 'report',
      kind: 'method',
      range: { startLine: 62, endLine: 76 },
      start: 's3',
      end: 'e3',
      parent: 'k',
    },
  ];
  const nodes = (chart: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `${chart}${i}`,
      chart,
      kind: 'process' as const,
      label: 'x',
    }));
  const g = (n: FlowGraph['nodes']): FlowGraph => ({
    version: 1,
    language: 'java',
    charts,
    nodes: n,
    edges: [],
  });

  it('opens a file on its largest function, not its top-level code (imports) or a class', () => {
    expect(
      landingChart(
        g([...nodes('m', 30), ...nodes('ctor', 3), ...nodes('big', 12), ...nodes('alsoBig', 12)]),
      ),
    ).toBe('big');
  });
  it('the first chart when the file has no function; nothing without a graph', () => {
    expect(landingChart({ ...g(nodes('m', 3)), charts: charts.slice(0, 2) })).toBe('m');
    expect(landingChart(null)).toBeNull();
  });
});

describe('pasteIsWholeFile', () => {
  it('a paste that is (nearly) the whole document opens like a file; a snippet does not', () => {
    expect(pasteIsWholeFile('def f():\n    pass\n', 'def f():\n    pass\n\n')).toBe(true);
    expect(pasteIsWholeFile('x = 1', 'def f():\n    x = 1\n    return x\n')).toBe(false);
    expect(pasteIsWholeFile('', '')).toBe(false);
  });
});
