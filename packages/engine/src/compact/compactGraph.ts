/**
 * compact: merges straight-line runs of simple statements into one node whose label joins theirs
 * (one per line) and whose range spans them. Only `process` nodes (assignments, expressions,
 * declarations, pass) merge with `process` nodes and `io` with `io`, so shapes keep their meaning;
 * decisions, loops, calls, jumps and markers never merge. A run breaks at any node with more than
 * one way in (a branch target or join), at a change of exception targets, and where another
 * node's lines sit between two statements (a nested def's body), so ranges stay exact.
 *
 * The input graph is never modified. Nodes and edges that compacting leaves as they were are
 * shared between the input and the result (graphs are treated as immutable values); merged nodes
 * and re-sourced edges are new objects.
 */
import type { FlowEdge, FlowGraph, FlowNode } from '../graph/types';

export function compactGraph(graph: FlowGraph): FlowGraph {
  const nodes = graph.nodes;
  const edges = graph.edges;
  const n = nodes.length;
  const m = edges.length;
  const index = new Map<string, number>();
  for (let i = 0; i < n; i++) index.set(nodes[i]!.id, i);

  // edges by source in compressed rows: the out edges of node i are out[first[i] .. first[i + 1])
  const from = new Int32Array(m);
  const to = new Int32Array(m);
  const exc = new Uint8Array(m);
  const first = new Int32Array(n + 1);
  const ins = new Int32Array(n);
  const hasExc = new Uint8Array(n);
  for (let k = 0; k < m; k++) {
    const e = edges[k]!;
    const f = index.get(e.from);
    const t = index.get(e.to);
    if (f === undefined || t === undefined) {
      from[k] = -1;
      continue;
    }
    from[k] = f;
    to[k] = t;
    first[f + 1]!++;
    ins[t]!++;
    if (e.kind === 'exception') {
      exc[k] = 1;
      hasExc[f] = 1;
    }
  }
  for (let i = 0; i < n; i++) first[i + 1]! += first[i]!;
  const out = new Int32Array(first[n]!);
  const fill = first.slice(0, n);
  for (let k = 0; k < m; k++) if (from[k]! >= 0) out[fill[from[k]!]!++] = k;

  // sorted start lines of every ranged node (a run never spans another node's first line)
  let ranged = 0;
  for (const node of nodes) if (node.range) ranged++;
  const starts = new Int32Array(ranged);
  ranged = 0;
  for (const node of nodes) if (node.range) starts[ranged++] = node.range.startLine;
  starts.sort();

  const excKeys = new Map<number, string>();
  const excTargets = (i: number): string => {
    if (!hasExc[i]) return '';
    let key = excKeys.get(i);
    if (key === undefined) {
      const parts: string[] = [];
      for (let k = first[i]!; k < first[i + 1]!; k++) {
        const e = out[k]!;
        if (exc[e]) parts.push(`${edges[e]!.to}|${edges[e]!.label ?? ''}`);
      }
      key = parts.sort().join(',');
      excKeys.set(i, key);
    }
    return key;
  };

  // merge state: a head's current label lines, end line, and the node whose flow edges it now has
  const removedNode = new Uint8Array(n);
  const removedEdge = new Uint8Array(m);
  const owner = new Int32Array(n).fill(-1);
  const tail = new Int32Array(n);
  for (let i = 0; i < n; i++) tail[i] = i;
  const labels = new Map<number, string[]>();
  const endLine = new Map<number, number>();

  const next = (ci: number, cur: FlowNode, curEnd: number): number => {
    const last = tail[ci]!;
    let only = -1;
    for (let k = first[last]!; k < first[last + 1]!; k++) {
      const e = out[k]!;
      if (exc[e] || removedEdge[e]) continue;
      if (only >= 0) return -1;
      only = e;
    }
    if (only < 0) return -1;
    const edge = edges[only]!;
    if (edge.kind !== 'flow' || edge.label !== undefined) return -1;
    const ti = to[only]!;
    if (ti === ci) return -1;
    const t = nodes[ti]!;
    if (t.kind !== cur.kind || t.chart !== cur.chart) return -1;
    if (ins[ti] !== 1 || t.unreachable !== cur.unreachable) return -1;
    if (!cur.range || !t.range || t.range.startLine <= curEnd) return -1;
    if (hasStartBetween(starts, curEnd, t.range.startLine)) return -1;
    if ((hasExc[ci] || hasExc[ti]) && excTargets(ci) !== excTargets(ti)) return -1;
    return ti;
  };

  for (let ci = 0; ci < n; ci++) {
    const cur = nodes[ci]!;
    if ((cur.kind !== 'process' && cur.kind !== 'io') || removedNode[ci]) continue;
    let curEnd = cur.range?.endLine ?? 0;
    let lines: string[] | undefined;
    for (let ti = next(ci, cur, curEnd); ti >= 0; ti = next(ci, cur, curEnd)) {
      const t = nodes[ti]!;
      lines ??= labels.get(ci) ?? [cur.label];
      const absorbed = labels.get(ti);
      if (absorbed) lines.push(...absorbed);
      else lines.push(t.label);
      curEnd = endLine.get(ti) ?? t.range?.endLine ?? curEnd;
      // drop cur -> t and t's exception edges (identical to cur's); t's flow edges move to cur
      const last = tail[ci]!;
      for (let k = first[last]!; k < first[last + 1]!; k++) {
        const e = out[k]!;
        if (!exc[e]) removedEdge[e] = 1;
      }
      for (let k = first[ti]!; k < first[ti + 1]!; k++) {
        const e = out[k]!;
        if (exc[e] && !removedEdge[e]) {
          ins[to[e]!]!--;
          removedEdge[e] = 1;
        }
      }
      tail[ci] = tail[ti]!;
      owner[ti] = ci;
      removedNode[ti] = 1;
    }
    if (lines) {
      labels.set(ci, lines);
      endLine.set(ci, curEnd);
    }
  }

  const root = (i: number): number => {
    let r = i;
    while (owner[r]! >= 0) r = owner[r]!;
    return r;
  };
  const outNodes: FlowNode[] = [];
  for (let i = 0; i < n; i++) {
    if (removedNode[i]) continue;
    const node = nodes[i]!;
    const lines = labels.get(i);
    if (!lines) {
      outNodes.push(node);
      continue;
    }
    const merged: FlowNode = { ...node, label: lines.join('\n') };
    if (node.range) {
      merged.range = { startLine: node.range.startLine, endLine: endLine.get(i) ?? 0 };
    }
    outNodes.push(merged);
  }
  const outEdges: FlowEdge[] = [];
  for (let k = 0; k < m; k++) {
    if (removedEdge[k]) continue;
    const e = edges[k]!;
    const f = from[k]!;
    if (f < 0 || owner[f]! < 0) {
      outEdges.push(e);
      continue;
    }
    outEdges.push({ ...e, from: nodes[root(f)]!.id });
  }
  return {
    ...graph,
    charts: graph.charts.map((c) => ({ ...c, range: { ...c.range } })),
    nodes: outNodes,
    edges: outEdges,
  };
}

/** Whether some node range starts strictly between two lines (sorted `starts`). */
function hasStartBetween(starts: Int32Array, after: number, before: number): boolean {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= after) lo = mid + 1;
    else hi = mid;
  }
  return lo < starts.length && starts[lo]! < before;
}
