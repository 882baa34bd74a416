import { generateFlowchart } from '@codeflow/engine/node';
import { describe, expect, it } from 'vitest';
import { chartAtLine, nodesAtLine, rangeOfNode } from './lineNodeMapping';

const CODE = [
  'def area(w, h):', // 1
  '    if w > 0:', // 2
  '        print("ok")', // 3
  '    return w * h', // 4
  '', // 5
  'x = area(2, 3)', // 6
  'for i in range(x):', // 7
  '    print(i)', // 8
].join('\n');

async function graphOf(code: string, compact = false) {
  const { graph } = await generateFlowchart({ code, language: 'python', compact });
  if (!graph) throw new Error('no graph');
  return graph;
}

describe('line <-> node mapping on real engine output', () => {
  it('finds the node(s) drawn for a line, per chart', async () => {
    const graph = await graphOf(CODE);
    const labels = (line: number, charts?: Set<string>) =>
      nodesAtLine(graph, line, charts).map((n) => n.label);
    expect(labels(2)).toEqual(['w > 0']);
    expect(labels(7)).toEqual(['for i in range(x)']);
    expect(labels(5)).toEqual([]);
    const fChart = graph.charts.find((c) => c.name === 'area')!.id;
    expect(labels(8, new Set([fChart]))).toEqual([]);
  });

  it('maps a node back to exactly its source lines', async () => {
    const graph = await graphOf(CODE);
    const node = graph.nodes.find((n) => n.label === 'print(i)')!;
    expect(rangeOfNode(graph, node.id)).toEqual({ startLine: 8, endLine: 8 });
    // a function chart's Start stands for its def line
    const chart = graph.charts.find((c) => c.name === 'area')!;
    expect(rangeOfNode(graph, chart.start)).toEqual({ startLine: 1, endLine: 1 });
    expect(rangeOfNode(graph, 'no-such-node')).toBeNull();
    expect(rangeOfNode(null, 'n1')).toBeNull();
  });

  it('a compacted node covers every line it merged', async () => {
    const graph = await graphOf('a = 1\nb = 2\nc = 3\nif a:\n    pass\n', true);
    const [merged] = nodesAtLine(graph, 2);
    expect(merged?.range).toEqual({ startLine: 1, endLine: 3 });
    expect(nodesAtLine(graph, 1)[0]?.id).toBe(merged?.id);
  });

  it('prefers the narrowest range first', () => {
    const graph = {
      version: 1 as const,
      language: 'python',
      charts: [],
      nodes: [
        {
          id: 'wide',
          chart: 'c0',
          kind: 'process' as const,
          label: 'w',
          range: { startLine: 1, endLine: 9 },
        },
        {
          id: 'tight',
          chart: 'c0',
          kind: 'process' as const,
          label: 't',
          range: { startLine: 3, endLine: 3 },
        },
      ],
      edges: [],
    };
    expect(nodesAtLine(graph, 3).map((n) => n.id)).toEqual(['tight', 'wide']);
  });

  it('picks the innermost chart for a line', async () => {
    const graph = await graphOf(CODE);
    const area = graph.charts.find((c) => c.name === 'area')!.id;
    expect(chartAtLine(graph, 3)).toBe(area);
    expect(chartAtLine(graph, 7)).toBe(graph.charts[0]!.id);
  });

  it('picks the function when it is the whole file (the same range as the module)', async () => {
    const graph = await graphOf('def whole(x):\n    if x:\n        return 1\n    return 2');
    const whole = graph.charts.find((c) => c.name === 'whole')!;
    expect(whole.range).toEqual(graph.charts[0]!.range);
    for (const line of [1, 2, 4]) expect(chartAtLine(graph, line)).toBe(whole.id);
  });
});
