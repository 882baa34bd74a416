/**
 * Cyclomatic complexity of each chart, counted from the FlowGraph (decision 043): decisions + 1,
 * where a decision is each extra way a branching node can go. Counting the graph, not the syntax,
 * gives every language one rule and the number matches the picture a reader sees:
 * - a `decision` or `loop` node with k labelled branches (Yes/No, case values, default, a
 *   do-while's Yes back edge) is k - 1 decisions: an if or elif or loop test is 1, a jump switch
 *   with n cases and a default is n, a Python `match` case test is 1 each, `for (;;)` is 0;
 * - a `catch` handler that lets other exceptions pass on (it has an exception edge out) is 1;
 * - `&&`, `||` and `?:` inside one condition are not counted: the chart draws them as one test.
 */
import type { EdgeKind, FlowGraph } from '../graph/types';

const BRANCH: ReadonlySet<EdgeKind> = new Set(['true', 'false', 'case', 'default']);

/**
 * Complexity per chart id (every chart of the graph, at least 1). One pass over the nodes and
 * edges, the same order of work as drawing one chart (planDot walks every node too).
 */
export function chartComplexity(graph: FlowGraph): Map<string, number> {
  const kindOf = new Map<string, string>();
  const chartOf = new Map<string, string>();
  for (const n of graph.nodes) {
    kindOf.set(n.id, n.kind);
    chartOf.set(n.id, n.chart);
  }
  const branches = new Map<string, number>();
  const passesOn = new Set<string>();
  for (const e of graph.edges) {
    const kind = kindOf.get(e.from);
    if (kind === 'decision' || kind === 'loop') {
      const labelledBack = e.kind === 'back' && e.label !== undefined;
      if (BRANCH.has(e.kind) || labelledBack) branches.set(e.from, (branches.get(e.from) ?? 0) + 1);
    } else if (kind === 'catch' && e.kind === 'exception' && !e.inTryRegion) {
      passesOn.add(e.from);
    }
  }
  const result = new Map<string, number>(graph.charts.map((c) => [c.id, 1]));
  const add = (node: string, n: number): void => {
    const chart = chartOf.get(node);
    if (chart !== undefined && n > 0) result.set(chart, (result.get(chart) ?? 1) + n);
  };
  for (const [node, k] of branches) add(node, k - 1);
  for (const node of passesOn) add(node, 1);
  return result;
}

/** The complexity of one chart (by id); 1 for a chart the graph does not have. */
export function complexityOf(graph: FlowGraph, chartId: string): number {
  return chartComplexity(graph).get(chartId) ?? 1;
}
