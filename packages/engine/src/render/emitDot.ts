/**
 * FlowGraph -> Graphviz DOT: one cluster per chart titled with its signature, one node per
 * FlowNode sized from its measured label (fixedsize, so Graphviz leaves exactly the room the
 * drawn text needs), edges labelled as the FlowGraph gives them, exception edges dashed. The DOT
 * also carries colours and shapes, so `dot -Tsvg` on it alone gives a faithful chart.
 */
import type { Chart, FlowEdge, FlowGraph, FlowNode, NodeKind } from '../graph/types';
import { displayLines, type DisplayText } from './displayLines';
import { coverageSummary } from '../coverage/applyCoverage';
import { dotString, fixedSizeHtmlLabel } from './escapeDot';
import { textWidth } from './measureText';
import { chartComplexity } from '../metrics/complexity';
import type { EdgeDiffStatus } from '../diff/types';
import type { NodeMark } from '../diff/unionGraph';
import {
  CLUSTER_FILL,
  CLUSTER_STROKE,
  EDGE_COLOR,
  EDGE_LABEL_SIZE,
  FONT_SIZE,
  LINE_HEIGHT,
  TITLE_SIZE,
  edgeStyle,
  nodeStyle,
} from './theme';

/** A chart diff's statuses for the nodes (by id) and edges of the graph drawn. */
export type DiffMarks = {
  nodes: ReadonlyMap<string, NodeMark>;
  edges: ReadonlyMap<FlowEdge, EdgeDiffStatus>;
};

export type DotOptions = {
  /** draw only this chart (its id or its name); default: every chart */
  chart?: string;
  /** colour nodes and edges as a chart diff (the combined drawing, src/render/renderDiff.ts) */
  marks?: DiffMarks;
};

/** What the drawing needs to know about a node beyond Graphviz's positions. */
export type NodePlan = {
  node: FlowNode;
  text: DisplayText;
  width: number;
  height: number;
  mark?: NodeMark;
};
/** `label`: as drawn (the edge's own, with its coverage note) */
export type EdgePlan = { edge: FlowEdge; id: string; diff?: EdgeDiffStatus; label?: string };
export type ClusterPlan = { chart: Chart; title: string };
export type DotPlan = {
  dot: string;
  nodes: Map<string, NodePlan>;
  edges: Map<string, EdgePlan>;
  clusters: Map<string, ClusterPlan>;
};

/** The Graphviz shape whose outline edges are clipped to (the drawing follows it). */
const GV_SHAPE: Record<NodeKind, string> = {
  start: 'box',
  end: 'box',
  process: 'box',
  io: 'parallelogram',
  call: 'box',
  decision: 'diamond',
  loop: 'hexagon',
  return: 'box',
  break: 'box',
  continue: 'box',
  throw: 'box',
  goto: 'box',
  label: 'box',
  join: 'circle',
  try: 'box',
  catch: 'box',
  finally: 'box',
  with: 'box',
};

const ROUNDED = new Set<NodeKind>(['start', 'end', 'return', 'break', 'continue', 'throw', 'goto']);
const PAD_X = 14;
const PAD_Y = 9;
/** horizontal offset of a parallelogram's top edge from its bottom one, per unit of height */
export const IO_SLANT = 0.45;
/** room between a chart's frame and its outermost nodes (points) */
const CLUSTER_MARGIN = 14;
/** Graphviz wants inches; the drawing is in points (1 px = 1 pt). */
const inches = (px: number): string => (px / 72).toFixed(3);

/** Width and height of a node whose text block is `tw` × `th`, so the text fits its outline. */
export function nodeSize(kind: NodeKind, tw: number, th: number): [number, number] {
  switch (kind) {
    case 'join':
      return [16, 16];
    case 'decision':
      // text box inside the rhombus: (tw/2)/a + (th/2)/b <= 1 with a = tw/2 / 0.7, b = th/2 / 0.3
      return [Math.max(tw / 0.7, 60) + PAD_X, th / 0.3 + PAD_Y];
    case 'loop': {
      const h = th + 2 * PAD_Y + 6;
      // Graphviz's fixed-size hexagon is inset by a quarter of its width at top and bottom
      return [Math.max((tw + 2 * PAD_X) / 0.62, h * 2), h];
    }
    case 'io': {
      const h = th + 2 * PAD_Y;
      return [tw + 2 * PAD_X + 2 * IO_SLANT * h, h];
    }
    case 'call':
      return [tw + 2 * PAD_X + 16, th + 2 * PAD_Y];
    case 'start':
    case 'end': {
      const h = th + 2 * PAD_Y;
      return [Math.max(tw + h + PAD_X, 80), h];
    }
    case 'try':
    case 'catch':
    case 'finally':
    case 'with':
      return [tw + 2 * PAD_X + 6, th + 2 * PAD_Y];
    default:
      return [Math.max(tw + 2 * PAD_X, 48), th + 2 * PAD_Y];
  }
}

export function chartTitle(chart: Chart, start: FlowNode | undefined): string {
  if (chart.kind === 'module') return 'Module';
  if (chart.kind === 'class') return `class ${chart.name}`;
  const label = start?.label.replace(/\s+/g, ' ').trim();
  return label && label !== 'Start' ? label : chart.name;
}

/** Charts to draw: one (by id, else by name) or all; [] when `chart` names none. */
export function selectCharts(graph: FlowGraph, chart?: string): Chart[] {
  if (chart === undefined) return graph.charts;
  const found =
    graph.charts.find((c) => c.id === chart) ?? graph.charts.find((c) => c.name === chart);
  return found ? [found] : [];
}

/** Ids of the charts `chart` selects (see selectCharts). */
export function selectChartIds(graph: FlowGraph, chart?: string): string[] {
  return selectCharts(graph, chart).map((c) => c.id);
}

export function planDot(graph: FlowGraph, options: DotOptions = {}): DotPlan {
  const charts = selectCharts(graph, options.chart);
  const chartIds = new Set(charts.map((c) => c.id));
  const nodesByChart = new Map<string, FlowNode[]>();
  const nodeChart = new Map<string, string>();
  for (const n of graph.nodes) {
    nodeChart.set(n.id, n.chart);
    if (!chartIds.has(n.chart)) continue;
    let list = nodesByChart.get(n.chart);
    if (!list) nodesByChart.set(n.chart, (list = []));
    list.push(n);
  }
  const plan: DotPlan = { dot: '', nodes: new Map(), edges: new Map(), clusters: new Map() };
  const out: string[] = [
    'digraph flowchart {',
    `  graph [rankdir=TB, nodesep=0.3, ranksep=0.42, newrank=true, fontname="DejaVu Sans", fontsize=${TITLE_SIZE}, labeljust=l, labelloc=t, margin=0.1];`,
    `  node [fixedsize=true, fontname="DejaVu Sans", fontsize=${FONT_SIZE}, style=filled, penwidth=1.5];`,
    // Graphviz estimates edge labels with Arial's widths; DejaVu Sans is about 12% wider
    `  edge [fontname="DejaVu Sans", fontsize=${EDGE_LABEL_SIZE}, color="${EDGE_COLOR}", arrowsize=0.7, penwidth=1.3];`,
  ];
  const complexity = chartComplexity(graph);
  for (const chart of charts) {
    const nodes = nodesByChart.get(chart.id) ?? [];
    const signature = displayLines(
      chartTitle(
        chart,
        nodes.find((n) => n.id === chart.start),
      ),
    ).lines[0];
    // each chart's title says how complex it is (decision 043); a chart diff's union graph has
    // the removed nodes too, so its count would be neither version's
    const counted = options.marks || chart.kind === 'class' ? undefined : complexity.get(chart.id);
    // and, with a coverage file, how much of it ran (decision 042)
    const suffix = withCoverageTitle(
      counted === undefined ? '' : ` · complexity ${counted}`,
      chart,
    );
    const title = `${signature ?? ''}${suffix}`;
    plan.clusters.set(chart.id, { chart, title });
    out.push(
      `  subgraph ${dotString(`cluster_${chart.id}`)} {`,
      // margin in points: without it the clusters inherit the root graph's margin=0.1 (meant in
      // inches there) and the outer nodes touch the frame
      `    label=${titleLabel(signature ?? '', suffix)}; tooltip=${dotString(title)}; id=${dotString(`cluster_${chart.id}`)}; style="filled,rounded"; fillcolor="${CLUSTER_FILL}"; color="${CLUSTER_STROKE}"; margin=${CLUSTER_MARGIN};`,
    );
    for (const node of nodes)
      out.push(`    ${nodeLine(node, plan, options.marks?.nodes.get(node.id))}`);
    out.push('  }');
  }
  const counted = new Map(charts.map((c) => [c.id, c.coverage?.counts !== false]));
  let k = 0;
  for (const edge of graph.edges) {
    const chart = nodeChart.get(edge.from);
    if (chart === undefined || !chartIds.has(chart) || nodeChart.get(edge.to) !== chart) continue;
    // drawn as its try region's one edge (from the `try` node)
    if (edge.inTryRegion) continue;
    const id = `e${k++}`;
    const diff = options.marks?.edges.get(edge);
    const label = coverageEdgeLabel(edge, counted.get(chart) ?? true);
    plan.edges.set(id, {
      edge,
      id,
      ...(diff ? { diff } : {}),
      ...(label ? { label } : {}),
    });
    out.push(`  ${edgeLine(edge, id, diff, label)}`);
  }
  out.push('}');
  plan.dot = out.join('\n');
  return plan;
}

function nodeLine(node: FlowNode, plan: DotPlan, mark: NodeMark | undefined): string {
  const text = displayLines(node.label);
  const tw = Math.max(...text.lines.map((l) => textWidth(l, FONT_SIZE)));
  const th = text.lines.length * LINE_HEIGHT;
  const [width, height] = nodeSize(node.kind, tw, th);
  plan.nodes.set(
    node.id,
    mark ? { node, text, width, height, mark } : { node, text, width, height },
  );
  const style = nodeStyle(node.kind, node.unreachable === true, mark?.status, node.hits);
  const styles = ['filled'];
  if (ROUNDED.has(node.kind)) styles.push('rounded');
  if (style.dashed) styles.push('dashed');
  const attrs = [
    node.kind === 'io'
      ? // Graphviz's own parallelogram slants by ~21 % of its width, into the text of a wide
        // label; this one slants by the IO_SLANT × height that nodeSize left room for
        `shape=polygon, sides=4, skew=${((2 * IO_SLANT * height) / width).toFixed(3)}`
      : `shape=${GV_SHAPE[node.kind] ?? 'box'}`,
    `width=${inches(width)}`,
    `height=${inches(height)}`,
    `label=${dotString(node.kind === 'join' ? '' : text.lines.join('\n'))}`,
    `style="${styles.join(',')}"`,
    `fillcolor="${style.fill}"`,
    `color="${style.stroke}"`,
    `fontcolor="${style.text}"`,
  ];
  if (style.strokeWidth !== 1.5) attrs.push(`penwidth=${style.strokeWidth}`);
  if (node.kind === 'call') attrs.push('peripheries=1');
  if (text.cut) attrs.push(`tooltip=${dotString(node.label)}`);
  return `${dotString(node.id)} [${attrs.join(', ')}];`;
}

function edgeLine(
  edge: FlowEdge,
  id: string,
  diff: EdgeDiffStatus | undefined,
  label: string | undefined,
): string {
  const attrs = [`id=${dotString(id)}`];
  if (label) attrs.push(`label=${edgeLabel(label)}`);
  const style = edgeStyle(edge.kind, diff, edge.hits);
  if (style.dashed) attrs.push('style=dashed');
  if (style.color !== EDGE_COLOR) attrs.push(`color="${style.color}"`);
  if (diff === 'added' || diff === 'removed' || edge.hits === 0)
    attrs.push(`penwidth=${style.width}`);
  return `${dotString(edge.from)} -> ${dotString(edge.to)} [${attrs.join(', ')}];`;
}

/** A chart's title with its line and branch coverage, once a coverage file was applied. */
function withCoverageTitle(title: string, chart: Chart): string {
  if (!chart.coverage || chart.coverage.lines.total === 0) return title;
  return `${title} — ${coverageSummary(chart.coverage)}`;
}

/**
 * An edge's label as drawn: a never-taken edge says so; a branch (an edge out of a decision or
 * loop, which has a label) shows how often it was taken when the coverage file counts.
 */
function coverageEdgeLabel(edge: FlowEdge, counted: boolean): string | undefined {
  if (edge.hits === undefined) return edge.label;
  const note = edge.hits === 0 ? 'never taken' : counted && edge.label ? `${edge.hits}×` : null;
  if (!note) return edge.label;
  return edge.label ? `${edge.label} · ${note}` : note;
}

/**
 * Chart titles and edge labels are HTML-like labels of the size we measure: Graphviz's own
 * estimate uses Arial's widths, and DejaVu Sans is wider, so titles would overflow their cluster.
 */
function titleLabel(text: string, suffix: string): string {
  // the title is bold: about 10% wider than the regular widths measured
  const label = fixedSizeHtmlLabel(text, textWidth(text, TITLE_SIZE) * 1.12 + 16, TITLE_SIZE + 10);
  if (!suffix) return label;
  // the complexity in a cell of its own: the signature's cell stays as it was
  const more = fixedSizeHtmlLabel(suffix, textWidth(suffix, TITLE_SIZE) * 1.12, TITLE_SIZE + 10);
  return label.replace('</tr>', `${/<td[^]*<\/td>/.exec(more)?.[0] ?? ''}</tr>`);
}

export const EDGE_LINE_HEIGHT = EDGE_LABEL_SIZE + 3;

function edgeLabel(label: string): string {
  const lines = displayLines(label).lines;
  const w = Math.max(...lines.map((l) => textWidth(l, EDGE_LABEL_SIZE))) + 8;
  return fixedSizeHtmlLabel(lines.join('\n'), w, lines.length * EDGE_LINE_HEIGHT + 2);
}

/** FlowGraph -> DOT text. */
export function emitDot(graph: FlowGraph, options: DotOptions = {}): string {
  return planDot(graph, options).dot;
}
