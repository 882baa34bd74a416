import type { FlowGraph } from '@codeflow/engine';
import { generateFlowchart } from '@codeflow/engine/node';
import { describe, expect, it } from 'vitest';
import { chartViewKey, isChartViewId, isLogicView } from './chartViews';
import { rankCharts } from './FunctionsByComplexity';
import { overviewGraph } from './overviewGraph';

async function graphOf(code: string): Promise<FlowGraph> {
  const r = await generateFlowchart({ code, language: 'python' });
  if (!r.graph) throw new Error(r.error ?? 'no graph');
  return r.graph;
}

const CODE =
  'def a(x):\n    return x\n\ndef b(x):\n    if x:\n        y = (1 +\n             2)\n    return x\n\nclass C:\n    n = 1\n';

describe('the overview graph', () => {
  it('keeps ids, kinds, ranges and edges, without code text, a row per source line', async () => {
    const graph = await graphOf(CODE);
    const over = overviewGraph(graph);
    expect(over.edges).toBe(graph.edges);
    expect(over.nodes.map((n) => [n.id, n.kind, n.range])).toEqual(
      graph.nodes.map((n) => [n.id, n.kind, n.range]),
    );
    const text = over.nodes.map((n) => n.label).join('\n');
    expect(text).not.toMatch(/return|y =|if|x/);
    const tall = over.nodes.find((n) => n.range?.startLine === 6 && n.range.endLine === 7);
    expect(tall?.label.split('\n')).toHaveLength(2);
    expect(over.nodes.filter((n) => n.kind === 'start').every((n) => n.label === 'Start')).toBe(
      true,
    );
  });
});

describe('functions by complexity', () => {
  it('lists functions most complex first, without classes or a straight top level', async () => {
    const ranked = rankCharts(await graphOf(CODE));
    expect(ranked.map((r) => [r.chart.name, r.complexity])).toEqual([
      ['b', 2],
      ['a', 1],
    ]);
  });
});

describe('chart views', () => {
  it('are four, two of them written from the IR, remembered per user', () => {
    expect(['flowchart', 'overview', 'pseudocode', 'structogram'].every(isChartViewId)).toBe(true);
    expect(isChartViewId('sideways')).toBe(false);
    expect(isLogicView('pseudocode') && isLogicView('structogram')).toBe(true);
    expect(isLogicView('overview')).toBe(false);
    expect(chartViewKey('u1')).toBe('codeflow:chart-view:u1');
    expect(chartViewKey(null)).toBe('codeflow:chart-view:guest');
  });
});
