/**
 * Sections (issue 23 item 1): a chart whose top level alone holds more statements than the
 * default view may show (330 loops one after another), or a loop or branch whose body does (a
 * `for` around 400 statements, the cursor inside it), cannot be folded to `max` nodes by its
 * blocks, since each statement of a body folds at best to one summary node. `withSections` adds
 * foldable blocks of kind `section` ("lines 12–91"), each a run of consecutive statements of one
 * body (the top level, or a block's own), so the default fold can fold whole runs once every
 * block inside them is folded; a body's sections have its block as their parent.
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

/** A statement of a body: a block inside it (with its own blocks), or a node in no inner block. */
type Item = { block?: FlowBlock; node?: FlowNode; range: Range | undefined };

/** The statements of every body of the big charts, by body: a block's id, or TOP + chart. */
function bodies(graph: FlowGraph, big: ReadonlySet<string>): Map<string, Item[]> {
  const blocks = graph.blocks ?? [];
  const byId = new Map(blocks.map((b) => [b.id, b]));
  const owner = new Map<string, string>();
  for (const b of blocks) if (big.has(b.chart)) for (const id of b.nodes) owner.set(id, b.id);
  // in build order (the order of graph.nodes): a node is a statement of its innermost block,
  // each block one of the block around it, the outermost one of the top level
  const items = new Map<string, Item[]>();
  const seen = new Set<string>();
  const add = (body: string, item: Item) => {
    const list = items.get(body) ?? [];
    list.push(item);
    items.set(body, list);
  };
  for (const n of graph.nodes) {
    if (!big.has(n.chart) || n.kind === 'start' || n.kind === 'end') continue;
    let item: Item = { node: n, range: n.range };
    let body = owner.get(n.id);
    for (;;) {
      add(body ?? TOP + n.chart, item);
      const b = body === undefined ? undefined : byId.get(body);
      // a block already listed has its own place listed too, up to the top level
      if (!b || seen.has(b.id)) break;
      seen.add(b.id);
      item = { block: b, range: b.range };
      body = b.parent;
    }
  }
  return items;
}

/** The key of a chart's top level among the bodies (block ids never start with it). */
const TOP = '\u0000';

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
  /** the sections cut from each body (TOP + chart, or the block's id) */
  const cut = new Map<string, FlowBlock[]>();
  const parentOf = new Map<string, string>();
  const taken = new Set<string>();
  for (const [body, list] of bodies(graph, big)) {
    // statements fold to one node each at best: only a body longer than `max` needs sections
    if (list.length + 2 <= max) continue;
    const around = body.startsWith(TOP) ? undefined : byId.get(body);
    const chart = around?.chart ?? body.slice(TOP.length);
    const size = Math.max(SECTION_MIN_ITEMS, Math.ceil(list.length / SECTION_MAX_COUNT));
    const sections: FlowBlock[] = [];
    for (let k = 0; k * size < list.length; k++) {
      const run = list.slice(k * size, (k + 1) * size);
      const id = `${around?.id ?? chart}s${k}`;
      const range = spanOf(run);
      const nodes = run.flatMap((i) => (i.node ? [i.node.id] : []));
      sections.push({
        id,
        chart,
        kind: 'section',
        label: `lines ${range.startLine}–${range.endLine}`,
        range,
        nodes,
        ...(around ? { parent: around.id } : {}),
      });
      for (const i of run) if (i.block) parentOf.set(i.block.id, id);
      for (const node of nodes) taken.add(node);
    }
    cut.set(body, sections);
  }
  if (cut.size === 0) return graph;
  // blocks go outer before inner: the top-level sections first, a block's sections right after it
  const out: FlowBlock[] = [];
  for (const [body, sections] of cut) if (body.startsWith(TOP)) out.push(...sections);
  for (const b of blocks) {
    const parent = parentOf.get(b.id);
    const own = cut.has(b.id) ? b.nodes.filter((id) => !taken.has(id)) : b.nodes;
    if (parent === undefined && own === b.nodes) out.push(b);
    else out.push({ ...b, nodes: own, ...(parent === undefined ? {} : { parent }) });
    out.push(...(cut.get(b.id) ?? []));
  }
  return { ...graph, blocks: out };
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
