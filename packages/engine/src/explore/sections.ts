/**
 * Sections (issue 23 item 1): a chart whose top level alone holds more statements than the
 * default view may show (330 loops one after another) cannot be folded to `max` nodes by its
 * blocks, since each top-level statement folds at best to one summary node. `withSections` adds
 * foldable blocks of kind `section` ("lines 12–91"), each a run of consecutive top-level
 * statements, so the default fold can fold whole runs once every block inside them is folded.
 * Pure: the input graph and its blocks are never changed (blocks moved into a section are new
 * objects); a graph that needs no section is returned as it is.
 */
import type { FlowBlock, FlowGraph, FlowNode, Range } from '../graph/types';
import { DEFAULT_VISIBLE_NODES } from './defaultFold';

/** Fewest top-level statements a section holds; more when the top level is very long. */
export const SECTION_MIN_ITEMS = 20;
/** Most sections one chart is cut into (each folds to one node: well under the default's 150). */
export const SECTION_MAX_COUNT = 50;

export type SectionOptions = {
  /** the charts to consider (ids); absent or empty: every chart */
  charts?: readonly string[];
  max?: number;
};

/** A top-level statement: a block with no parent, or a node in no block. */
type Item = { block?: FlowBlock; node?: FlowNode; range: Range | undefined };

export function withSections(graph: FlowGraph, options: SectionOptions = {}): FlowGraph {
  const blocks = graph.blocks;
  if (!blocks || blocks.length === 0) return graph;
  const max = options.max ?? DEFAULT_VISIBLE_NODES;
  const wanted = options.charts && options.charts.length > 0 ? new Set(options.charts) : null;
  const count = new Map<string, number>();
  for (const n of graph.nodes) {
    if (wanted && !wanted.has(n.chart)) continue;
    count.set(n.chart, (count.get(n.chart) ?? 0) + 1);
  }
  const big = new Set([...count].filter(([, c]) => c > max).map(([chart]) => chart));
  if (big.size === 0) return graph;

  const byId = new Map(blocks.map((b) => [b.id, b]));
  const owner = new Map<string, string>();
  for (const b of blocks) if (big.has(b.chart)) for (const id of b.nodes) owner.set(id, b.id);
  const outermost = (id: string): FlowBlock | undefined => {
    let b = byId.get(id);
    while (b?.parent !== undefined) b = byId.get(b.parent);
    return b;
  };
  // the top-level statements of each big chart, in build order (the order of graph.nodes)
  const items = new Map<string, Item[]>();
  const seen = new Set<string>();
  for (const n of graph.nodes) {
    if (!big.has(n.chart) || n.kind === 'start' || n.kind === 'end') continue;
    const inner = owner.get(n.id);
    const block = inner === undefined ? undefined : outermost(inner);
    if (block && seen.has(block.id)) continue;
    if (block) seen.add(block.id);
    const list = items.get(n.chart) ?? [];
    list.push(block ? { block, range: block.range } : { node: n, range: n.range });
    items.set(n.chart, list);
  }

  const sections: FlowBlock[] = [];
  const parentOf = new Map<string, string>();
  for (const [chart, list] of items) {
    // items fold to one node each at best: only a top level longer than `max` needs sections
    if (list.length + 2 <= max) continue;
    const size = Math.max(SECTION_MIN_ITEMS, Math.ceil(list.length / SECTION_MAX_COUNT));
    for (let k = 0; k * size < list.length; k++) {
      const run = list.slice(k * size, (k + 1) * size);
      const id = `${chart}s${k}`;
      const range = spanOf(run);
      sections.push({
        id,
        chart,
        kind: 'section',
        label: `lines ${range.startLine}–${range.endLine}`,
        range,
        nodes: run.flatMap((i) => (i.node ? [i.node.id] : [])),
      });
      for (const i of run) if (i.block) parentOf.set(i.block.id, id);
    }
  }
  if (sections.length === 0) return graph;
  const moved = blocks.map((b) => {
    const parent = parentOf.get(b.id);
    return parent === undefined ? b : { ...b, parent };
  });
  // blocks go outer before inner: the sections first
  return { ...graph, blocks: [...sections, ...moved] };
}

function spanOf(run: readonly Item[]): Range {
  let startLine = Infinity;
  let endLine = -Infinity;
  for (const i of run) {
    if (!i.range) continue;
    startLine = Math.min(startLine, i.range.startLine);
    endLine = Math.max(endLine, i.range.endLine);
  }
  return Number.isFinite(startLine) ? { startLine, endLine } : { startLine: 1, endLine: 1 };
}
