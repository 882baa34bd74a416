/**
 * The laid-out chart in drawing coordinates (origin top left, y down, 1 unit = 1 px = 1 pt): what
 * the SVG and PDF writers draw. Built from Graphviz's xdot output and the DOT plan.
 */
import type { DiffStatus, EdgeDiffStatus, NodeSide } from '../diff/types';
import type { EdgeKind, NodeKind, Range } from '../graph/types';
import type { ClusterPlan, DotPlan, EdgePlan, NodePlan } from './emitDot';
import type { LegendEntry } from './theme';
import { firstXdotOp, parseXdot } from './xdotOutput';

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

const MARGIN = 8;

function numbers(text: string | undefined): number[] {
  return text ? text.split(',').map(Number) : [];
}

/** Builds the scene from Graphviz's `xdot` output of `plan.dot` (xdotOutput.ts). */
export function buildScene(plan: DotPlan, xdot: string): Scene {
  const gv = parseXdot(xdot);
  const [, , urx = 0, ury = 0] = numbers(gv.graph.get('bb'));
  const flip = (x: number, y: number): Point => [round(x + MARGIN), round(ury - y + MARGIN)];
  const scene: Scene = {
    width: round(urx + 2 * MARGIN),
    height: round(ury + 2 * MARGIN),
    clusters: [],
    nodes: [],
    edges: [],
  };
  // in the plan's order (the order Graphviz created them in, which its json output kept)
  for (const [id, cluster] of plan.clusters) {
    const o = gv.subgraphs.get(`cluster_${id}`);
    if (!o) continue;
    const title = firstXdotOp(o.get('_ldraw_'), 'T')?.pt;
    scene.clusters.push(sceneCluster(cluster, numbers(o.get('bb')), title, flip));
  }
  for (const [name, plannedNode] of plan.nodes) {
    const o = gv.nodes.get(name);
    const pos = o?.get('pos');
    if (!o || !pos) continue;
    const [px = 0, py = 0] = numbers(pos);
    const polygon = () => firstXdotOp(o.get('_draw_'), 'pP')?.points;
    scene.nodes.push(sceneNode(plannedNode, flip(px, py), polygon, plan, flip));
  }
  const edges = new Map(gv.edges.map((e) => [e.get('id'), e]));
  for (const [id, planned] of plan.edges) {
    const e = edges.get(id);
    if (!e) continue;
    const bezier = firstXdotOp(e.get('_draw_'), 'bB')?.points ?? [];
    const arrow = firstXdotOp(e.get('_hdraw_'), 'pP')?.points ?? [];
    const lp = e.get('lp');
    const [lx = 0, ly = 0] = numbers(lp);
    scene.edges.push(sceneEdge(planned, bezier, arrow, lp ? flip(lx, ly) : undefined, flip));
  }
  return scene;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Graphviz's coordinates (y up) to the scene's (y down, with the margin). */
type Flip = (x: number, y: number) => Point;

/**
 * The scene's pieces from what Graphviz placed, whichever output it was read from (the xdot
 * reader above; xdotOutput.test.ts's reader of the json output, the oracle it is checked with).
 * A chart's box: `bb` is Graphviz's lower-left and upper-right corners, `title` its label's point.
 */
export function sceneCluster(
  cluster: ClusterPlan,
  bb: readonly number[],
  title: readonly number[] | undefined,
  flip: Flip,
): SceneCluster {
  const [llx = 0, lly = 0, cx = 0, cy = 0] = bb;
  const [x, y] = flip(llx, cy);
  return {
    id: cluster.chart.id,
    name: cluster.chart.name,
    title: cluster.title,
    range: cluster.chart.range,
    x,
    y,
    w: round(cx - llx),
    h: round(cy - lly),
    titleAt: title ? flip(llx + 8, title[1] ?? 0) : [x + 8, y + 18],
  };
}

/** A node at `at` (its centre, flipped); `polygon` is asked only for the shapes drawn as one. */
export function sceneNode(
  planned: NodePlan,
  at: Point,
  polygon: () => number[][] | undefined,
  plan: DotPlan,
  flip: Flip,
): SceneNode {
  const { node, text, width, height } = planned;
  const item: SceneNode = {
    id: node.id,
    kind: node.kind,
    x: at[0],
    y: at[1],
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
  if (planned.mark) {
    item.diff = planned.mark.status;
    if (planned.mark.old) item.old = planned.mark.old;
  }
  if (node.kind === 'decision' || node.kind === 'io' || node.kind === 'loop') {
    const points = polygon();
    if (points) item.polygon = points.map(([a = 0, b = 0]) => flip(a, b));
  }
  return item;
}

/** An edge along `bezier`, its arrowhead `arrow` (Graphviz's points), its label at `labelAt`. */
export function sceneEdge(
  planned: EdgePlan,
  bezier: readonly number[][],
  arrow: readonly number[][],
  labelAt: Point | undefined,
  flip: Flip,
): SceneEdge {
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
    if (labelAt) edge.labelAt = labelAt;
  }
  return edge;
}
