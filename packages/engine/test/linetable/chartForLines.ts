import type { Chart, FlowGraph } from '../../src/graph/types';

export const inChart = (c: Chart, line: number): boolean =>
  c.range.startLine <= line && line <= c.range.endLine;

/**
 * The function chart that holds most of a traced call's lines (the innermost one on a tie).
 * Debuggers name functions differently from our charts, so lines are the reliable key.
 */
export function chartForLines(graph: FlowGraph, lines: number[]): Chart | undefined {
  let best: Chart | undefined;
  let bestCount = 0;
  for (const chart of graph.charts) {
    if (chart.kind === 'module' || chart.kind === 'class') continue;
    const count = lines.filter((l) => inChart(chart, l)).length;
    const span = chart.range.endLine - chart.range.startLine;
    const bestSpan = best ? best.range.endLine - best.range.startLine : Infinity;
    if (count > bestCount || (count === bestCount && count > 0 && span < bestSpan)) {
      best = chart;
      bestCount = count;
    }
  }
  return best;
}
