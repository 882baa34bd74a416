/**
 * Per-line coverage (and branch data) onto a FlowGraph: each node's `hits` is the most any line
 * of its statement ran (a statement spanning lines is counted on whichever line the tool put it),
 * a decision's edges take its branch data (coverage.py arcs by target line; LCOV's BRDA in gcc's
 * order, true outcome first; JaCoCo only when no branch ran), and the rest is inferred where it is
 * certain: an edge into or out of a node that never ran never ran, an edge that is its target's
 * only way in ran as often as the target, a join or End ran as often as its edges in. Each chart
 * gets line and branch coverage of the lines its own nodes stand for (nested functions count in
 * their own chart). Decision: docs/decisions/042-coverage-overlay.md.
 */
import type { Chart, ChartCoverage, FlowEdge, FlowGraph, FlowNode, Range } from '../graph/types';
import type { FileCoverage, LineBranches } from './types';

const BRANCHING = new Set(['decision', 'loop']);
/** entryLine's answer for an edge that leaves the chart (coverage.py's negative arc targets) */
const EXIT = -1;

type Index = {
  nodes: Map<string, FlowNode>;
  outs: Map<string, FlowEdge[]>;
  ins: Map<string, FlowEdge[]>;
};

function linesOf(range: Range): number[] {
  const out: number[] = [];
  for (let n = range.startLine; n <= range.endLine; n++) out.push(n);
  return out;
}

function index(nodes: FlowNode[], edges: FlowEdge[]): Index {
  const ix: Index = {
    nodes: new Map(nodes.map((n) => [n.id, n])),
    outs: new Map(),
    ins: new Map(),
  };
  for (const e of edges) {
    // exception edges say where a failure would go, not how often: they take no part
    if (e.kind === 'exception') continue;
    ix.outs.set(e.from, [...(ix.outs.get(e.from) ?? []), e]);
    ix.ins.set(e.to, [...(ix.ins.get(e.to) ?? []), e]);
  }
  return ix;
}

export function applyCoverage(graph: FlowGraph, file: FileCoverage, counts: boolean): FlowGraph {
  const nodes: FlowNode[] = graph.nodes.map(({ hits: _h, ...n }) => ({ ...n }));
  const edges: FlowEdge[] = graph.edges.map(({ hits: _h, ...e }) => ({ ...e }));
  const ix = index(nodes, edges);
  const cap = (n: number) => (counts ? n : Math.min(n, 1));
  for (const n of nodes) {
    if (!n.range) continue;
    const hits = linesOf(n.range)
      .map((l) => file.lines.get(l))
      .filter((h): h is number => h !== undefined);
    if (hits.length > 0) n.hits = Math.max(...hits);
  }
  for (const chart of graph.charts) {
    const start = ix.nodes.get(chart.start);
    const called = file.functions.get(chart.range.startLine);
    if (start && chart.kind !== 'module' && called !== undefined) start.hits = called;
  }
  for (const n of nodes) {
    if (!BRANCHING.has(n.kind) || !n.range) continue;
    const line = linesOf(n.range).find((l) => file.branches.has(l));
    const branches = line === undefined ? undefined : file.branches.get(line);
    if (branches) branchEdges(ix, ix.outs.get(n.id) ?? [], branches);
  }
  infer(ix, nodes, edges, cap);
  const drawn = new Set<number>();
  for (const n of nodes) if (n.range) for (const l of linesOf(n.range)) drawn.add(l);
  const charts = graph.charts.map((c) => withCoverage(c, nodes, drawn, file, counts));
  return { ...graph, charts, nodes, edges };
}

function branchEdges(ix: Index, outs: FlowEdge[], b: LineBranches): void {
  if (b.arcs) {
    for (const e of outs) {
      const to = entryLine(ix, e.to);
      if (to === undefined) continue;
      const arc = b.arcs.find((a) => a.to === to || (to === EXIT && a.to < 0));
      if (arc) e.hits = arc.taken ? 1 : 0;
    }
    return;
  }
  const yes = outs.find((e) => e.kind === 'true');
  const no = outs.find((e) => e.kind === 'false');
  if (b.taken?.length === 2 && outs.length === 2 && yes && no) {
    [yes.hits, no.hits] = b.taken;
    return;
  }
  if (b.covered === 0) for (const e of outs) e.hits = 0;
}

/** The first source line run after entering `id` (EXIT past the chart's End); through joins. */
function entryLine(ix: Index, id: string): number | undefined {
  let at = ix.nodes.get(id);
  for (let step = 0; at && step < 50; step++) {
    if (at.range) return at.range.startLine;
    if (at.kind === 'end') return EXIT;
    const next: FlowEdge[] = ix.outs.get(at.id) ?? [];
    if (next.length !== 1) return undefined;
    at = ix.nodes.get(next[0]?.to ?? '');
  }
  return undefined;
}

/** Fills in what the data implies, pass after pass until nothing changes. */
function infer(ix: Index, nodes: FlowNode[], edges: FlowEdge[], cap: (n: number) => number): void {
  const sum = (list: FlowEdge[]) =>
    list.every((e) => e.hits !== undefined)
      ? cap(list.reduce((s, e) => s + (e.hits ?? 0), 0))
      : undefined;
  for (let pass = 0, changed = true; changed && pass < 100; pass++) {
    changed = false;
    for (const e of edges) {
      if (e.hits !== undefined || e.kind === 'exception') continue;
      const from = ix.nodes.get(e.from);
      const to = ix.nodes.get(e.to);
      const ins = ix.ins.get(e.to) ?? [];
      const outs = ix.outs.get(e.from) ?? [];
      let hits: number | undefined;
      if (from?.hits === 0 || to?.hits === 0) hits = 0;
      else if (ins.length === 1 && to?.hits !== undefined) hits = to.hits;
      else if (outs.length === 1 && from?.hits !== undefined && !BRANCHING.has(from.kind))
        hits = from.hits;
      else if (to?.hits !== undefined) hits = rest(to, ins, e, cap);
      if (hits !== undefined) [e.hits, changed] = [hits, true];
    }
    for (const n of nodes) {
      if (n.hits !== undefined || n.range) continue;
      const hits = n.kind === 'start' ? sum(ix.outs.get(n.id) ?? []) : sum(ix.ins.get(n.id) ?? []);
      if (hits !== undefined && (ix.ins.get(n.id)?.length || ix.outs.get(n.id)?.length)) {
        [n.hits, changed] = [hits, true];
      }
    }
  }
}

/** An edge in: what its target ran beyond its other edges in, once those are all known. */
function rest(
  to: FlowNode,
  ins: FlowEdge[],
  edge: FlowEdge,
  cap: (n: number) => number,
): number | undefined {
  const others = ins.filter((e) => e !== edge);
  if (others.some((e) => e.hits === undefined)) return undefined;
  const sum = others.reduce((s, e) => s + (e.hits ?? 0), 0);
  if (sum === 0) return to.hits;
  // without counts "ran" minus "ran" says nothing; a loop header's line count is the tool's own
  // notion (gcc: each test of the condition, Go: entering the loop), not the sum of its edges in
  if (cap(2) === 1 || to.kind === 'loop') return undefined;
  return Math.max((to.hits ?? 0) - sum, 0);
}

function withCoverage(
  chart: Chart,
  nodes: readonly FlowNode[],
  drawn: ReadonlySet<number>,
  file: FileCoverage,
  counts: boolean,
): Chart {
  const own = new Set<number>();
  // a C or Java function's header line is no node's, but the tools count it (the entry)
  if (chart.kind !== 'module' && !drawn.has(chart.range.startLine)) own.add(chart.range.startLine);
  for (const n of nodes)
    if (n.chart === chart.id && n.range) for (const l of linesOf(n.range)) own.add(l);
  const coverage: ChartCoverage = { lines: { covered: 0, total: 0 }, counts };
  let branches: { covered: number; total: number } | undefined;
  for (const l of own) {
    const hits = file.lines.get(l);
    if (hits !== undefined) {
      coverage.lines.total++;
      if (hits > 0) coverage.lines.covered++;
    }
    const b = file.branches.get(l);
    if (b) {
      branches ??= { covered: 0, total: 0 };
      branches.covered += b.covered;
      branches.total += b.total;
    }
  }
  if (branches) coverage.branches = branches;
  return { ...chart, coverage };
}

/** "lines 80% · branches 50%" (or "no coverage data"): how a chart title shows its coverage. */
export function coverageSummary(c: ChartCoverage): string {
  const pct = (k: { covered: number; total: number }) =>
    `${Math.floor((100 * k.covered) / k.total)}%`;
  if (c.lines.total === 0) return 'no coverage data';
  const parts = [`lines ${pct(c.lines)}`];
  if (c.branches && c.branches.total > 0) parts.push(`branches ${pct(c.branches)}`);
  return parts.join(' · ');
}
