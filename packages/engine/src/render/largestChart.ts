import type { FlowGraph } from '../graph/types';

/**
 * The function or method with the most nodes (the first of equals), the chart that says most
 * about the code: a picture of one chart where nobody chose one (dashboard thumbnails). Only when
 * the file has no function, the chart with the most nodes. The top-level chart of a long file of
 * functions has a node per definition (a 20,000-line file: 954 nodes), a picture nobody can read
 * that took the server 20-40 s to draw on a busy machine (issue 23 item 7). Null for an empty
 * graph.
 */
export function largestChart(graph: FlowGraph): string | null {
  const size = new Map<string, number>();
  for (const n of graph.nodes) size.set(n.chart, (size.get(n.chart) ?? 0) + 1);
  const largest = (kinds?: ReadonlySet<string>): string | null => {
    let best: string | null = null;
    for (const c of graph.charts) {
      if (kinds && !kinds.has(c.kind)) continue;
      if (best === null || (size.get(c.id) ?? 0) > (size.get(best) ?? 0)) best = c.id;
    }
    return best;
  };
  return largest(FUNCTIONS) ?? largest();
}

const FUNCTIONS: ReadonlySet<string> = new Set(['function', 'method']);
