import { describe, expect, it } from 'vitest';
import { emitMermaid, omittedCharts } from '../emit/index';
import type { FlowGraph } from '../graph/types';
import { mermaidPerChart } from './mermaidPerChart';

/** `charts` functions of 30 edges each: past 500 edges from the 17th chart on. */
function bigGraph(charts: number): FlowGraph {
  const g: FlowGraph = { version: 1, language: 'python', charts: [], nodes: [], edges: [] };
  for (let c = 0; c < charts; c++) {
    const id = `c${c}`;
    g.charts.push({
      id,
      name: `f${c}`,
      kind: 'function',
      range: { startLine: c * 40 + 1, endLine: c * 40 + 35 },
      start: `n${c * 100 + 1}`,
      end: `n${c * 100 + 31}`,
    });
    for (let i = 1; i <= 31; i++) {
      g.nodes.push({
        id: `n${c * 100 + i}`,
        chart: id,
        kind: i === 1 ? 'start' : i === 31 ? 'end' : 'process',
        label: i === 1 ? `def f${c}()` : `x = ${i}`,
      });
      if (i > 1) g.edges.push({ from: `n${c * 100 + i - 1}`, to: `n${c * 100 + i}`, kind: 'flow' });
    }
  }
  return g;
}

describe('Mermaid past its limits', () => {
  it('omittedCharts reads how many charts a text leaves out', () => {
    const small = emitMermaid(bigGraph(3));
    expect(omittedCharts(small)).toBe(0);
    const big = emitMermaid(bigGraph(40));
    expect(omittedCharts(big)).toBe(40 - 16);
  });

  it('mermaidPerChart: every chart, each a diagram of its own within the limits', () => {
    const md = mermaidPerChart(bigGraph(40));
    const blocks = md.split('```mermaid\n').slice(1);
    expect(blocks).toHaveLength(40);
    expect(md).toContain('## f39 (function, line 1561)');
    for (const b of blocks) {
      expect(b.startsWith('flowchart TD')).toBe(true);
      expect(omittedCharts(b)).toBe(0);
    }
  });
});
