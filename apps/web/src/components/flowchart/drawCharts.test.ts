import type { FlowGraph } from '@codeflow/engine';
import { describe, expect, it } from 'vitest';
import { drawCharts, warmUpOnce } from './drawCharts';
import { WARM_UP_GRAPH } from './warmUpGraph';

function chart(id: string, line: number, label: string) {
  return {
    chart: {
      id,
      name: id,
      kind: 'function' as const,
      range: { startLine: line, endLine: line + 1 },
      start: `${id}s`,
      end: `${id}e`,
    },
    nodes: [
      { id: `${id}s`, chart: id, kind: 'start' as const, label: `def ${id}()` },
      {
        id: `${id}p`,
        chart: id,
        kind: 'process' as const,
        label,
        range: { startLine: line + 1, endLine: line + 1 },
      },
      { id: `${id}e`, chart: id, kind: 'end' as const, label: 'End' },
    ],
    edges: [
      { from: `${id}s`, to: `${id}p`, kind: 'flow' as const },
      { from: `${id}p`, to: `${id}e`, kind: 'flow' as const },
    ],
  };
}

function graph(...parts: ReturnType<typeof chart>[]): FlowGraph {
  return {
    version: 1,
    language: 'python',
    charts: parts.map((p) => p.chart),
    nodes: parts.flatMap((p) => p.nodes),
    edges: parts.flatMap((p) => p.edges),
  };
}

describe('drawCharts (Graphviz in the test runner, as in the worker)', () => {
  it('lays out each chart and stacks them in the order asked, one svg', async () => {
    const g = graph(chart('b', 5, 'y = 2'), chart('a', 1, 'x = 1'));
    const drawn = await drawCharts(g, ['a', 'b']);
    expect(drawn.blocks.map((b) => b.chart)).toEqual(['a', 'b']);
    expect(drawn.svg.match(/<svg\b/g)).toHaveLength(1);
    expect(drawn.svg.indexOf('data-node-id="ap"')).toBeLessThan(
      drawn.svg.indexOf('data-node-id="bp"'),
    );
    expect(drawn.svg).toContain('data-start-line="2"');
    expect(drawn.svg).toContain('<title>x = 1</title>');
  });
  it('redraws only the chart that changed', async () => {
    const before = await drawCharts(graph(chart('a', 1, 'x = 1'), chart('b', 5, 'y = 2')), [
      'a',
      'b',
    ]);
    const after = await drawCharts(graph(chart('a', 1, 'x = 10'), chart('b', 5, 'y = 2')), [
      'a',
      'b',
    ]);
    expect(after.svg).toContain('x = 10');
    // the unchanged chart comes from the cache: the very same markup
    const part = (svg: string) => svg.slice(svg.indexOf('data-chart-block="b"'));
    expect(part(after.svg)).toBe(part(before.svg));
  });
});

describe("the renderer worker's warm-up chart", () => {
  it('is a whole chart that draws, and a warm-up layout leaves no trace in what is drawn', async () => {
    const drawn = await drawCharts(WARM_UP_GRAPH, ['c1']);
    expect(drawn.svg.match(/class="cf-node[ "]/g)?.length).toBe(WARM_UP_GRAPH.nodes.length);
    await warmUpOnce(3);
    // the warm-up varies a decision's label: the chart drawn afterwards is the same as before
    expect((await drawCharts(WARM_UP_GRAPH, ['c1'])).svg).toBe(drawn.svg);
    expect(drawn.svg).not.toContain('x &gt; limit + 3');
  });
});
