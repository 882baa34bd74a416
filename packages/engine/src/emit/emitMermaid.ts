/**
 * emit: FlowGraph -> Mermaid `flowchart TD` text, one subgraph per chart. All escaping lives here.
 * Mermaid refuses diagrams past `maxEdges` (default 500) edges or `maxTextSize` (default 50,000)
 * characters, so a whole-file flowchart draws as many whole charts as fit and says what it left
 * out; `{ chart }` draws any one chart.
 */
import type { Chart, EdgeKind, FlowEdge, FlowGraph, FlowNode, NodeKind } from '../graph/types';
import { escapeLabel } from './escapeLabel';

export type EmitOptions = {
  /** draw only this chart (its id or its name) */
  chart?: string;
  /** Mermaid's `maxEdges` (default 500) */
  maxEdges?: number;
  /** Mermaid's `maxTextSize` (default 50,000) */
  maxTextSize?: number;
};

export const MERMAID_MAX_EDGES = 500;
export const MERMAID_MAX_TEXT = 50_000;

const SHAPES: Record<NodeKind, [string, string]> = {
  start: ['([', '])'],
  end: ['([', '])'],
  process: ['[', ']'],
  decision: ['{', '}'],
  loop: ['{{', '}}'],
  io: ['[/', '/]'],
  call: ['[[', ']]'],
  return: ['(', ')'],
  break: ['(', ')'],
  continue: ['(', ')'],
  throw: ['(', ')'],
  goto: ['(', ')'],
  label: ['>', ']'],
  join: ['((', '))'],
  try: ['[/', '\\]'],
  catch: ['[/', '\\]'],
  finally: ['[\\', '/]'],
  with: ['[/', '\\]'],
};

const ARROWS: Record<EdgeKind, string> = {
  flow: '-->',
  true: '-->',
  false: '-->',
  case: '-->',
  default: '-->',
  back: '-->',
  exception: '-.->',
};

const STYLES = [
  'classDef unreachable fill:#f4f4f4,stroke:#aaa,stroke-dasharray:4 3,color:#999',
  'classDef terminal fill:#e8f5e9,stroke:#2e7d32',
];

type Index = { nodes: Map<string, FlowNode[]>; edges: Map<string, FlowEdge[]> };

function index(graph: FlowGraph): Index {
  const nodes = new Map<string, FlowNode[]>();
  for (const n of graph.nodes) {
    let list = nodes.get(n.chart);
    if (!list) nodes.set(n.chart, (list = []));
    list.push(n);
  }
  // an edge belongs to its source's chart; build names node i `n<i + 1>`, so most sources are
  // found by position without a map of every node id (built only for other ids)
  let byId: Map<string, FlowNode> | undefined;
  const nodeOf = (id: string): FlowNode | undefined => {
    const n = graph.nodes[writerIndex(id)];
    if (n?.id === id) return n;
    byId ??= new Map(graph.nodes.map((x) => [x.id, x]));
    return byId.get(id);
  };
  const edges = new Map<string, FlowEdge[]>();
  let lastChart = '';
  let lastList: FlowEdge[] | undefined;
  for (const e of graph.edges) {
    // drawn as its try region's one edge (from the `try` node)
    if (e.inTryRegion) continue;
    const chart = nodeOf(e.from)?.chart;
    if (chart === undefined) continue;
    if (chart !== lastChart || !lastList) {
      lastChart = chart;
      lastList = edges.get(chart);
      if (!lastList) edges.set(chart, (lastList = []));
    }
    lastList.push(e);
  }
  return { nodes, edges };
}

/** `n12` -> 11 (the index build gives it), else -1. */
function writerIndex(id: string): number {
  if (id.charCodeAt(0) !== 110 || id.length < 2 || id.length > 10) return -1;
  let k = 0;
  for (let i = 1; i < id.length; i++) {
    const d = id.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    k = k * 10 + d;
  }
  return k - 1;
}

function nodeLine(n: FlowNode): string {
  const [open, close] = SHAPES[n.kind] ?? SHAPES.process;
  return `    ${n.id}${open}"${escapeLabel(n.label)}"${close}`;
}

function edgeLine(e: FlowEdge): string {
  const arrow = ARROWS[e.kind] ?? '-->';
  const label = e.label ? `|"${escapeLabel(e.label)}"|` : '';
  return `    ${e.from} ${arrow}${label} ${e.to}`;
}

/** The lines of one chart's subgraph, and how many edges it draws. */
function chartBlock(chart: Chart, idx: Index, limit?: number): { lines: string[]; edges: number } {
  const nodes = idx.nodes.get(chart.id) ?? [];
  let edges = idx.edges.get(chart.id) ?? [];
  let shownNodes = nodes;
  const lines = [`  subgraph ${chart.id}["${escapeLabel(chart.name)}"]`, '    direction TB'];
  if (limit !== undefined && edges.length > limit) {
    // a single chart larger than Mermaid allows: draw its first part and say so
    edges = edges.slice(0, Math.max(0, limit - 1));
    const keep = new Set<string>();
    for (const e of edges) keep.add(e.from).add(e.to);
    shownNodes = nodes.filter((n) => keep.has(n.id) || n.kind === 'start');
    lines.push(`    ${chart.id}_cut["${escapeLabel('... chart truncated: too large to draw')}"]`);
  }
  for (const n of shownNodes) lines.push(nodeLine(n));
  for (const e of edges) lines.push(edgeLine(e));
  lines.push('  end');
  const unreachable = shownNodes.filter((n) => n.unreachable).map((n) => n.id);
  if (unreachable.length > 0) lines.push(`  class ${unreachable.join(',')} unreachable`);
  const terminals = shownNodes.filter((n) => n.kind === 'start' || n.kind === 'end');
  if (terminals.length > 0) lines.push(`  class ${terminals.map((n) => n.id).join(',')} terminal`);
  return { lines, edges: edges.length };
}

/** The comment that ends a text leaving charts out, after their count. */
const OMITTED_NOTE = ' more chart(s) not drawn (Mermaid size limit)';

/**
 * How many charts a text of emitMermaid leaves out to stay within Mermaid's limits (0 when it
 * holds them all): read from the comment emitMermaid ends such a text with.
 */
export function omittedCharts(mermaid: string): number {
  const at = mermaid.lastIndexOf(OMITTED_NOTE);
  if (at < 0) return 0;
  const count = /(\d+)$/.exec(mermaid.slice(Math.max(0, at - 12), at));
  return count ? Number(count[1]) : 0;
}

export function emitMermaid(graph: FlowGraph, options: EmitOptions = {}): string {
  const maxEdges = options.maxEdges ?? MERMAID_MAX_EDGES;
  const maxText = options.maxTextSize ?? MERMAID_MAX_TEXT;
  const idx = index(graph);
  const head = ['flowchart TD'];
  if (options.chart !== undefined) {
    const chart =
      graph.charts.find((c) => c.id === options.chart) ??
      graph.charts.find((c) => c.name === options.chart);
    if (!chart) return [...head, `  %% no chart named ${oneLineComment(options.chart)}`].join('\n');
    return [...head, ...chartBlock(chart, idx).lines, ...STYLES.map((s) => `  ${s}`)].join('\n');
  }
  const out = [...head];
  // room for the styles and the omission comment
  let size = head.join('\n').length + 400;
  let edges = 0;
  let drawn = 0;
  for (const chart of graph.charts) {
    const block = chartBlock(chart, idx, drawn === 0 ? maxEdges : undefined);
    // the length the lines take joined (and the newline before them), without joining them
    let text = block.lines.length;
    for (const line of block.lines) text += line.length;
    if (drawn > 0 && (edges + block.edges > maxEdges || size + text > maxText)) break;
    if (drawn === 0 && size + text > maxText) {
      out.push(...textLimited(block.lines, maxText - size));
      drawn = 1;
      break;
    }
    out.push(...block.lines);
    size += text;
    edges += block.edges;
    drawn++;
  }
  const omitted = graph.charts.length - drawn;
  if (omitted > 0) {
    const names = graph.charts.slice(drawn).map((c) => c.name);
    out.push(`  %% ${omitted}${OMITTED_NOTE}: ${oneLineComment(names.join(', ')).slice(0, 200)}`);
  }
  out.push(...STYLES.map((s) => `  ${s}`));
  return out.join('\n');
}

/** Keeps whole node/edge lines of a too-long subgraph until the text budget is spent. */
function textLimited(lines: string[], budget: number): string[] {
  const kept: string[] = [];
  let size = 0;
  const body = lines.slice(0, -1).filter((l) => !l.startsWith('  class '));
  const ids = new Set<string>();
  for (const line of body) {
    if (size + line.length + 1 > budget - 20) break;
    const edge = /^\s+(\w+) -\.?->(?:\|"[^"]*"\|)? (\w+)$/.exec(line);
    if (edge && !(ids.has(edge[1] ?? '') && ids.has(edge[2] ?? ''))) continue;
    const node = /^\s+(n\d+)\W/.exec(line);
    if (node?.[1]) ids.add(node[1]);
    kept.push(line);
    size += line.length + 1;
  }
  kept.push('  end');
  return kept;
}

/** Text for a `%%` comment: one line, and no `%` (Mermaid finds `%%{…}%%` directives in comments too). */
function oneLineComment(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/%/g, '#37;');
}
