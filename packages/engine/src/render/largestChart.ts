import type { FlowGraph } from '../graph/types';

/**
 * The chart with the most nodes (the first of equals), the one that says most about the code: a
 * picture of one chart where nobody chose one (dashboard thumbnails). Null for an empty graph.
 */
export function largestChart(graph: FlowGraph): string | null {
  const size = new Map<string, number>();
  for (const n of graph.nodes) size.set(n.chart, (size.get(n.chart) ?? 0) + 1);
  let best: string | null = null;
  for (const c of graph.charts) {
    if (best === null || (size.get(c.id) ?? 0) > (size.get(best) ?? 0)) best = c.id;
  }
  return best;
}
