/**
 * The default fold (decision 044): a chart of more than `max` nodes opens with its deepest blocks
 * folded, deepest first, until at most `max` nodes remain visible; a block holding `line` (the
 * cursor) is never folded, so the code being edited stays in view.
 */
import type { FlowBlock, FlowGraph } from '../graph/types';
import { blockIndex, type BlockIndex } from './blockIndex';

/** The most nodes a chart shows before the default view folds blocks (issue 23 item 1). */
export const DEFAULT_VISIBLE_NODES = 150;

export type DefaultFoldOptions = {
  /** the charts to fold (ids); absent: every chart */
  charts?: readonly string[];
  /** the cursor's line: no block holding it is folded */
  line?: number;
  max?: number;
};

export function defaultFold(graph: FlowGraph, options: DefaultFoldOptions = {}): Set<string> {
  const folded = new Set<string>();
  if (!graph.blocks) return folded;
  const max = options.max ?? DEFAULT_VISIBLE_NODES;
  const index = blockIndex(graph);
  const wanted = options.charts ? new Set(options.charts) : null;
  const nodeCount = new Map<string, number>();
  for (const n of graph.nodes) nodeCount.set(n.chart, (nodeCount.get(n.chart) ?? 0) + 1);
  for (const [chart, count] of nodeCount) {
    if (count <= max || (wanted && !wanted.has(chart))) continue;
    foldChart(index, chart, count, max, options.line, folded);
  }
  return folded;
}

function foldChart(
  index: BlockIndex,
  chart: string,
  count: number,
  max: number,
  line: number | undefined,
  folded: Set<string>,
): void {
  const size = (b: FlowBlock) => index.size(b.id);
  const order = new Map(index.blocks.map((b, i) => [b.id, i]));
  const candidates = index.blocks
    .filter((b) => b.chart === chart && size(b) > 1 && !holds(b, line))
    .map((b) => ({ block: b, around: index.ancestors(b.id), size: size(b) }))
    // deepest first; at one depth the biggest, then the last in the code (the top stays open)
    .sort(
      (a, b) =>
        b.around.length - a.around.length ||
        b.size - a.size ||
        (order.get(b.block.id) ?? 0) - (order.get(a.block.id) ?? 0),
    );
  /**
   * nodes already hidden by folded blocks inside each block: folding a block around them hides
   * only the rest (one pass up its ancestors per fold, not a scan of every fold so far: a
   * 2,000-node function folds ~700 blocks, issue 23 item 6)
   */
  const hiddenWithin = new Map<string, number>();
  let visible = count;
  for (const c of candidates) {
    if (visible <= max) break;
    if (c.around.some((a) => folded.has(a))) continue;
    const gain = c.size - 1 - (hiddenWithin.get(c.block.id) ?? 0);
    folded.add(c.block.id);
    for (const a of c.around) hiddenWithin.set(a, (hiddenWithin.get(a) ?? 0) + gain);
    visible -= gain;
  }
}

function holds(block: FlowBlock, line: number | undefined): boolean {
  return line !== undefined && block.range.startLine <= line && line <= block.range.endLine;
}
