/**
 * The laid-out chart in drawing coordinates (origin top left, y down, 1 unit = 1 px = 1 pt): what
 * the SVG and PDF writers draw. Built from Graphviz's JSON output and the DOT plan.
 */
import type { DiffStatus, EdgeDiffStatus, NodeSide } from '../diff/types';
import type { EdgeKind, NodeKind, Range } from '../graph/types';
import type { DotPlan } from './emitDot';
import type { LegendEntry } from './theme';

export type Point = [number, number];

export type SceneNode = {
  id: string;
  kind: NodeKind;
  /** centre */
  x: number;
  y: number;
  w: number;
  h: number;
  lines: string[];
  /** full label (shown as the tooltip) */
  label: string;
  cut: boolean;
  range?: Range;
  unreachable: boolean;
  /** a folded block's summary (explore/foldGraph.ts): drawn with a double outline */
  folded?: true;
  chart: string;
  /** the outline Graphviz clipped edges to (diamond, parallelogram, hexagon) */
  polygon?: Point[];
  /** in a chart diff: the node's status, and the old version's node for a pair */
  diff?: DiffStatus;
  old?: NodeSide;
  /** times run, from a coverage file; `counted` false: the file only says run / not run */
  hits?: number;
  counted?: boolean;
};

export type SceneEdge = {
  from: string;
  to: string;
  kind: EdgeKind;
  label?: string;
  /** cubic Bézier: start, then three points per segment */
  path: Point[];
  arrow: Point[];
  labelAt?: Point;
  /** in a chart diff: the edge's status */
  diff?: EdgeDiffStatus;
  /** times taken, from a coverage file */
  hits?: number;
};

export type SceneCluster = {
  id: string;
  name: string;
  title: string;
  range: Range;
  x: number;
  y: number;
  w: number;
  h: number;
  titleAt: Point;
};

export type Scene = {
  width: number;
  height: number;
  clusters: SceneCluster[];
  nodes: SceneNode[];
  edges: SceneEdge[];
  /** a legend drawn in a band above the chart (the chart diff's) */
  legend?: LegendEntry[];
};

type GvOp = { op: string; points?: number[][]; pt?: number[] };
type GvObject = {
  name?: string;
  pos?: string;
  bb?: string;
  _draw_?: GvOp[];
  _ldraw_?: GvOp[];
};
type GvEdge = { id?: string; pos?: string; lp?: string; _draw_?: GvOp[]; _hdraw_?: GvOp[] };
type GvJson = { bb?: string; objects?: GvObject[]; edges?: GvEdge[] };

const MARGIN = 8;

function numbers(text: string | undefined): number[] {
  return text ? text.split(',').map(Number) : [];
}

/** Builds the scene from Graphviz's `json` output of `plan.dot`. */
export function buildScene(plan: DotPlan, json: string): Scene {
  const gv = JSON.parse(json) as GvJson;
  const [, , urx = 0, ury = 0] = numbers(gv.bb);
  const flip = (x: number, y: number): Point => [round(x + MARGIN), round(ury - y + MARGIN)];
  const scene: Scene = {
    width: round(urx + 2 * MARGIN),
    height: round(ury + 2 * MARGIN),
    clusters: [],
    nodes: [],
    edges: [],
  };
  for (const o of gv.objects ?? []) {
    const name = o.name ?? '';
    if (name.startsWith('cluster_')) {
      const cluster = plan.clusters.get(name.slice('cluster_'.length));
      if (!cluster) continue;
      const [llx = 0, lly = 0, cx = 0, cy = 0] = numbers(o.bb);
      const [x, y] = flip(llx, cy);
      const title = o._ldraw_?.find((op) => op.op === 'T')?.pt;
      scene.clusters.push({
        id: cluster.chart.id,
        name: cluster.chart.name,
        title: cluster.title,
        range: cluster.chart.range,
        x,
        y,
        w: round(cx - llx),
        h: round(cy - lly),
        titleAt: title ? flip(llx + 8, title[1] ?? 0) : [x + 8, y + 18],
      });
      continue;
    }
    const plannedNode = plan.nodes.get(name);
    if (!plannedNode || !o.pos) continue;
    const [px = 0, py = 0] = numbers(o.pos);
    const [x, y] = flip(px, py);
    const { node, text, width, height } = plannedNode;
    const item: SceneNode = {
      id: node.id,
      kind: node.kind,
      x,
      y,
      w: round(width),
      h: round(height),
      lines: text.lines,
      label: node.label,
      cut: text.cut,
      unreachable: node.unreachable === true,
      chart: node.chart,
    };
    if (node.range) item.range = node.range;
    if (node.hits !== undefined) {
      item.hits = node.hits;
      item.counted = plan.clusters.get(node.chart)?.chart.coverage?.counts !== false;
    }
    if (node.folded) item.folded = true;
    if (plannedNode.mark) {
      item.diff = plannedNode.mark.status;
      if (plannedNode.mark.old) item.old = plannedNode.mark.old;
    }
    if (node.kind === 'decision' || node.kind === 'io' || node.kind === 'loop') {
      const poly = o._draw_?.find((op) => op.op === 'p' || op.op === 'P')?.points;
      if (poly) item.polygon = poly.map(([a = 0, b = 0]) => flip(a, b));
    }
    scene.nodes.push(item);
  }
  for (const e of gv.edges ?? []) {
    const planned = e.id ? plan.edges.get(e.id) : undefined;
    if (!planned) continue;
    const bezier = e._draw_?.find((op) => op.op === 'b' || op.op === 'B')?.points ?? [];
    const arrow = e._hdraw_?.find((op) => op.op === 'P' || op.op === 'p')?.points ?? [];
    const edge: SceneEdge = {
      from: planned.edge.from,
      to: planned.edge.to,
      kind: planned.edge.kind,
      path: bezier.map(([a = 0, b = 0]) => flip(a, b)),
      arrow: arrow.map(([a = 0, b = 0]) => flip(a, b)),
    };
    if (planned.diff) edge.diff = planned.diff;
    if (planned.edge.hits !== undefined) edge.hits = planned.edge.hits;
    if (planned.label) {
      edge.label = planned.label;
      const [lx = 0, ly = 0] = numbers(e.lp);
      if (e.lp) edge.labelAt = flip(lx, ly);
    }
    scene.edges.push(edge);
  }
  return scene;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
