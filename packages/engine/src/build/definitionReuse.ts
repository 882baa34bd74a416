/**
 * Per-function reuse for the incremental engine (decision 045, updates of 2026-11-27): a top-level
 * definition whose IR did not change (the same object from the incremental lowering, or a copy of
 * it with its lines moved), in a file whose definitions (the call targets and exception classes
 * every chart resolves against) did not change either, is not built again: the
 * charts, nodes, edges and blocks built for it last time are copied in with their ids renumbered
 * to where they now fall and their lines shifted by how far the definition moved. The answer is
 * exactly a full build's (the incremental property test holds them deep-equal), at the cost of a
 * copy instead of a build for every unchanged function.
 */
import type { Chart, FlowBlock, FlowNode, Range } from '../graph/types';
import type { FunctionDef } from '../ir/types';
import { LastRunCache } from '../incremental/lastRunCache';
import { originOf } from '../ir/movedFrom';
import type { Definitions } from './collectDefinitions';
import type { GraphWriter } from './graphWriter';

/** What one top-level definition's build made, as built (ids and lines of that build). */
type Fragment = {
  /** first line of the definition's range when it was built (the key holds where the rest lie) */
  defLine: number;
  nodeBase: number;
  chartBase: number;
  blockBase: number;
  frames: number;
  nodes: FlowNode[];
  charts: Chart[];
  blocks: FlowBlock[];
  edges: { from: number; to: number; kind: FlowEdgeKind; label?: string; inRegion: boolean }[];
  /** indices of the charts' Start nodes, relative to `nodeBase` */
  starts: number[];
};

type FlowEdgeKind = ReturnType<GraphWriter['edgeAt']>['kind'];

/** How a build went: definitions copied from the last build, definitions built. */
export type ReuseCounts = { reused: number; built: number };

/**
 * The fragments of the last build, kept between builds by the incremental engine. One per
 * engine: it holds the last build's fragments only (a definition gone is forgotten).
 */
export class DefinitionReuse {
  private fragments = new LastRunCache<Fragment>();
  private context = '';
  /**
   * The key of each definition object built: the incremental lowering hands an unchanged
   * statement's IR objects over again (lower/topLevelReuse.ts), or a copy with its lines moved
   * (ir/movedFrom.ts says which), and the same IR builds the same fragment. A definition lowered
   * again is a new object, so it is built again: its text changed, or something its lowering
   * reads elsewhere in the file (a goto target, an I/O variable) did, which its text cannot say.
   */
  private keys = new WeakMap<object, Map<string, string>>();
  private nextKey = 0;
  readonly counts: ReuseCounts = { reused: 0, built: 0 };

  /** Starts a build whose definitions are `defs`. */
  begin(language: string, defs: Definitions): void {
    const context = JSON.stringify([language, defs.functions, defs.classBases]);
    // another file's call targets or exception classes: nothing built before is valid
    if (context !== this.context) this.fragments.dropLast();
    this.context = context;
    this.fragments.begin();
  }

  /** Ends a build: what it used or made is what the next build can reuse. */
  end(): void {
    this.fragments.end();
  }

  /** Forgets everything (a failed build, a parse with errors). */
  clear(): void {
    this.fragments.clear();
    this.keys = new WeakMap();
    this.context = '';
  }

  /**
   * Builds `def` (a definition of the module chart) with `build`, or copies it from the last
   * build when it is the same IR (see `keys`); `starts` collects the charts' Start nodes as `build` would.
   */
  define(
    def: FunctionDef,
    w: GraphWriter,
    frames: { nextFrame: number },
    starts: number[],
    build: () => void,
  ): void {
    const key = this.keyOf(def);
    const known = this.fragments.get(key);
    if (known) {
      paste(known, w, frames, starts, def.range.startLine - known.defLine);
      this.fragments.keep(key, known);
      this.counts.reused++;
      return;
    }
    const mark = {
      nodes: w.nodes.length,
      charts: w.charts.length,
      blocks: w.blocks.length,
      edges: w.edgeFrom.length,
      starts: starts.length,
      frames: frames.nextFrame,
    };
    build();
    this.fragments.keep(key, capture(w, mark, starts, frames.nextFrame, def.range.startLine));
    this.counts.built++;
  }

  /** What identifies a definition's fragment: the IR object it was first built from. */
  private keyOf(def: FunctionDef): string {
    const { root, variant } = originOf(def);
    let variants = this.keys.get(root);
    if (!variants) this.keys.set(root, (variants = new Map<string, string>()));
    let key = variants.get(variant);
    if (key === undefined) {
      key = `d${this.nextKey++}`;
      variants.set(variant, key);
    }
    return key;
  }
}

type Mark = {
  nodes: number;
  charts: number;
  blocks: number;
  edges: number;
  starts: number;
  frames: number;
};

const copyRange = (r: Range, shift: number): Range => ({
  startLine: r.startLine + shift,
  endLine: r.endLine + shift,
});

/** A copy of what the build made since `mark` (later passes mutate the built objects). */
function capture(
  w: GraphWriter,
  mark: Mark,
  starts: readonly number[],
  frames: number,
  defLine: number,
): Fragment {
  const edges: Fragment['edges'] = [];
  for (let e = mark.edges; e < w.edgeFrom.length; e++) {
    const edge = w.edgeAt(e);
    edges.push({ ...edge, from: edge.from - mark.nodes, to: edge.to - mark.nodes });
  }
  return {
    defLine,
    nodeBase: mark.nodes,
    chartBase: mark.charts,
    blockBase: mark.blocks,
    frames: frames - mark.frames,
    nodes: w.nodes.slice(mark.nodes).map((n) => copyNode(n, n.id, n.chart, 0)),
    charts: w.charts.slice(mark.charts).map((c) => ({ ...c, range: copyRange(c.range, 0) })),
    blocks: w.blocks
      .slice(mark.blocks)
      .map((b) => ({ ...b, range: copyRange(b.range, 0), nodes: [...b.nodes] })),
    edges,
    starts: starts.slice(mark.starts).map((s) => s - mark.nodes),
  };
}

function copyNode(n: FlowNode, id: string, chart: string, shift: number): FlowNode {
  const copy: FlowNode = { ...n, id, chart };
  if (n.range) copy.range = copyRange(n.range, shift);
  return copy;
}

/** Renumbers an id of the fragment (`n12`, `c3`, `b7`) built from `base` to start at `now`. */
function renumber(id: string, base: number, now: number, firstIsOne: boolean): string {
  const k = Number(id.slice(1)) - (firstIsOne ? 1 : 0);
  // an id below the fragment's first is outside it (the module chart, a parent)
  return k < base ? id : `${id[0]}${k - base + now + (firstIsOne ? 1 : 0)}`;
}

/** Appends `f` to the writer: new ids where it now falls, lines moved by `shift`. */
function paste(
  f: Fragment,
  w: GraphWriter,
  frames: { nextFrame: number },
  starts: number[],
  shift: number,
): void {
  const nodeNow = w.nodes.length;
  const chartNow = w.charts.length;
  const blockNow = w.blocks.length;
  if (
    shift === 0 &&
    nodeNow === f.nodeBase &&
    chartNow === f.chartBase &&
    blockNow === f.blockBase
  ) {
    // where it was built, and on the same lines: its objects as they are (the passes after the
    // build only set flags that depend on the fragment alone, unreachable and empty, so sharing
    // them between builds gives each build what a copy would)
    for (const c of f.charts) w.charts.push(c);
    for (const n of f.nodes) w.nodes.push(n);
    for (const b of f.blocks) w.blocks.push(b);
  } else pasteRenumbered(f, w, shift);
  for (const e of f.edges) w.edge(e.from + nodeNow, e.to + nodeNow, e.kind, e.label, e.inRegion);
  for (const s of f.starts) starts.push(s + nodeNow);
  frames.nextFrame += f.frames;
}

/** Appends the fragment's charts, nodes and blocks with new ids, their lines moved by `shift`. */
function pasteRenumbered(f: Fragment, w: GraphWriter, shift: number): void {
  const nodeNow = w.nodes.length;
  const chartNow = w.charts.length;
  const blockNow = w.blocks.length;
  const node = (id: string): string => renumber(id, f.nodeBase, nodeNow, true);
  const chart = (id: string): string => renumber(id, f.chartBase, chartNow, false);
  const block = (id: string): string => renumber(id, f.blockBase, blockNow, true);
  for (const c of f.charts) {
    const copy: Chart = {
      ...c,
      id: chart(c.id),
      range: copyRange(c.range, shift),
      start: node(c.start),
      end: node(c.end),
    };
    if (c.parent !== undefined) copy.parent = chart(c.parent);
    w.charts.push(copy);
  }
  for (const n of f.nodes) w.nodes.push(copyNode(n, node(n.id), chart(n.chart), shift));
  for (const b of f.blocks) {
    const copy: FlowBlock = {
      ...b,
      id: block(b.id),
      chart: chart(b.chart),
      range: copyRange(b.range, shift),
      nodes: b.nodes.map(node),
    };
    if (b.parent !== undefined) copy.parent = block(b.parent);
    w.blocks.push(copy);
  }
}
