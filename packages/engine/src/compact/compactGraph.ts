/**
 * compact: merges straight-line runs of simple statements into one node whose label joins theirs
 * (one per line) and whose range spans them. Only `process` nodes (assignments, expressions,
 * declarations, pass) merge with `process` nodes and `io` with `io`, so shapes keep their meaning;
 * decisions, loops, calls, jumps and markers never merge. A run breaks at any node with more than
 * one way in (a branch target or join), at a change of exception targets, and where another
 * node's lines sit between two statements (a nested def's body), so ranges stay exact.
 */
import type { FlowEdge, FlowGraph, FlowNode } from '../graph/types';

const MERGEABLE = new Set(['process', 'io']);

export function compactGraph(graph: FlowGraph): FlowGraph {
  const nodes = graph.nodes.map((n) => ({ ...n, range: n.range ? { ...n.range } : undefined }));
  const index = new Map<string, number>();
  nodes.forEach((n, i) => index.set(n.id, i));
  const edges: (FlowEdge | null)[] = graph.edges.map((e) => ({ ...e }));
  const outs: number[][] = nodes.map(() => []);
  const ins = new Int32Array(nodes.length);
  const hasExc = new Uint8Array(nodes.length);
  edges.forEach((e, i) => {
    if (!e) return;
    const from = index.get(e.from);
    const to = index.get(e.to);
    if (from === undefined || to === undefined) return;
    outs[from]?.push(i);
    ins[to]!++;
    if (e.kind === 'exception') hasExc[from] = 1;
  });
  const starts = graph.nodes
    .map((n) => n.range?.startLine)
    .filter((l): l is number => l !== undefined)
    .sort((a, b) => a - b);

  const excTargets = (i: number): string => {
    if (!hasExc[i]) return '';
    return (outs[i] ?? [])
      .map((k) => edges[k])
      .filter((e): e is FlowEdge => e !== null && e !== undefined && e.kind === 'exception')
      .map((e) => `${e.to}|${e.label ?? ''}`)
      .sort()
      .join(',');
  };

  const next = (ci: number, cur: FlowNode): number | undefined => {
    let only: FlowEdge | undefined;
    for (const k of outs[ci] ?? []) {
      const e = edges[k];
      if (!e || e.kind === 'exception') continue;
      if (only) return undefined;
      only = e;
    }
    if (!only || only.kind !== 'flow' || only.label !== undefined) return undefined;
    const ti = index.get(only.to);
    if (ti === undefined || ti === ci) return undefined;
    const t = nodes[ti];
    if (!t || t.kind !== cur.kind || t.chart !== cur.chart) return undefined;
    if (ins[ti] !== 1 || t.unreachable !== cur.unreachable) return undefined;
    if (!cur.range || !t.range || t.range.startLine <= cur.range.endLine) return undefined;
    if (hasStartBetween(starts, cur.range.endLine, t.range.startLine)) return undefined;
    if ((hasExc[ci] || hasExc[ti]) && excTargets(ci) !== excTargets(ti)) return undefined;
    return ti;
  };

  const removed = new Uint8Array(nodes.length);
  nodes.forEach((cur, ci) => {
    if (!MERGEABLE.has(cur.kind) || removed[ci]) return;
    const labels = [cur.label];
    for (let ti = next(ci, cur); ti !== undefined; ti = next(ci, cur)) {
      const t = nodes[ti];
      if (!t) break;
      labels.push(t.label);
      if (cur.range && t.range) cur.range.endLine = t.range.endLine;
      // drop cur -> t and t's exception edges (identical to cur's); t's flow moves to cur
      const kept: number[] = [];
      for (const k of outs[ci] ?? []) {
        if (edges[k]?.kind === 'exception') kept.push(k);
        else edges[k] = null;
      }
      for (const k of outs[ti] ?? []) {
        const e = edges[k];
        if (!e) continue;
        if (e.kind === 'exception') {
          const to = index.get(e.to);
          if (to !== undefined) ins[to]!--;
          edges[k] = null;
          continue;
        }
        e.from = cur.id;
        kept.push(k);
      }
      outs[ci] = kept;
      outs[ti] = [];
      removed[ti] = 1;
    }
    if (labels.length > 1) cur.label = labels.join('\n');
  });

  return {
    ...graph,
    charts: graph.charts.map((c) => ({ ...c, range: { ...c.range } })),
    nodes: nodes.filter((_, i) => !removed[i]).map(stripUndefinedRange),
    edges: edges.filter((e): e is FlowEdge => e !== null),
  };
}

function stripUndefinedRange(n: FlowNode): FlowNode {
  if (n.range === undefined) {
    const { range: _range, ...rest } = n;
    return rest;
  }
  return n;
}

/** Whether some node range starts strictly between two lines (sorted `starts`). */
function hasStartBetween(starts: number[], after: number, before: number): boolean {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((starts[mid] ?? 0) <= after) lo = mid + 1;
    else hi = mid;
  }
  const first = starts[lo];
  return first !== undefined && first < before;
}
