/**
 * The combined drawing's graph: one FlowGraph holding both versions, so old and new share one
 * layout (decision 030). Every new node and edge keeps its id; a removed node or chart joins as
 * a ghost with id `old:<id>`, in the new order right where it stood (its old predecessor's
 * counterpart), which keeps Graphviz's ordering, and so the unchanged nodes' places, close to
 * the new version's own chart. Removed edges are drawn between the counterparts of their ends.
 */
import type { Chart, FlowEdge, FlowGraph, FlowNode } from '../graph/types';
import type { ChartDiff, DiffStatus, EdgeDiffStatus, GraphDiff, NodeSide } from './types';

/** What the drawing shows of one node: its status and, for a pair, the old side. */
export type NodeMark = { status: DiffStatus; old?: NodeSide };

export type DiffDrawing = {
  graph: FlowGraph;
  /** by union node id */
  nodes: Map<string, NodeMark>;
  /** by union edge object */
  edges: Map<FlowEdge, EdgeDiffStatus>;
  /** the union chart id of each chart diff drawn */
  charts: Map<ChartDiff, string>;
};

export const GHOST_PREFIX = 'old:';

/** The chart diffs `chart` names (new name, else old name), or all of them. */
export function selectChartDiffs(
  diff: Pick<GraphDiff, 'charts'>,
  chart?: string | ChartDiff,
): ChartDiff[] {
  if (chart === undefined) return diff.charts;
  if (typeof chart !== 'string') return [chart];
  const byNew = diff.charts.filter((c) => c.new && c.name === chart);
  if (byNew.length) return byNew;
  return diff.charts.filter((c) => c.name === chart || c.oldName === chart);
}

export function unionGraph(diff: GraphDiff, chart?: string | ChartDiff): DiffDrawing {
  const drawing: DiffDrawing = {
    graph: {
      version: 1,
      language: diff.new?.language ?? diff.old?.language ?? '',
      charts: [],
      nodes: [],
      edges: [],
    },
    nodes: new Map(),
    edges: new Map(),
    charts: new Map(),
  };
  const oldNodes = new Map((diff.old?.nodes ?? []).map((n) => [n.id, n]));
  const newNodes = new Map((diff.new?.nodes ?? []).map((n) => [n.id, n]));
  const ghost = (id: string): string => `${GHOST_PREFIX}${id}`;
  const edgeIndex = new Map((diff.new?.edges ?? []).map((e, i) => [e, i]));
  const order = (e: FlowEdge | undefined): number => (e ? (edgeIndex.get(e) ?? 0) : 0);
  for (const c of selectChartDiffs(diff, chart)) {
    const base = c.new ?? c.old;
    if (!base) continue;
    const chartId = c.new ? c.new.id : ghost(base.id);
    const unionChart: Chart = c.new
      ? { ...c.new }
      : { ...base, id: chartId, start: ghost(base.start), end: ghost(base.end) };
    delete unionChart.parent;
    drawing.graph.charts.push(unionChart);
    drawing.charts.set(c, chartId);
    // old id -> union id, for the removed edges' ends
    const ends = new Map<string, string>();
    for (const d of c.nodeMap) {
      const source = d.new ? newNodes.get(d.new.id) : d.old ? oldNodes.get(d.old.id) : undefined;
      if (!source) continue;
      const id = d.new ? d.new.id : ghost(source.id);
      if (d.old) ends.set(d.old.id, id);
      const node: FlowNode = { ...source, id, chart: chartId };
      drawing.graph.nodes.push(node);
      drawing.nodes.set(
        id,
        d.old && d.status !== 'removed' ? { status: d.status, old: d.old } : { status: d.status },
      );
    }
    // the new version's edges in its own order (Graphviz orders by it), then the removed ones
    const present = c.edgeMap.filter((e) => e.new).sort((a, b) => order(a.new) - order(b.new));
    for (const e of [...present, ...c.edgeMap.filter((e) => !e.new)]) {
      const edge: FlowEdge | undefined = e.new
        ? { ...e.new }
        : e.old && {
            ...e.old,
            from: ends.get(e.old.from) ?? ghost(e.old.from),
            to: ends.get(e.old.to) ?? ghost(e.old.to),
          };
      if (!edge) continue;
      drawing.graph.edges.push(edge);
      drawing.edges.set(edge, e.status);
    }
  }
  return drawing;
}
