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
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const edges: (FlowEdge | null)[] = graph.edges.map((e) => ({ ...e }));
  const outs = new Map<string, number[]>();
  const ins = new Map<string, number>();
  edges.forEach((e, i) => {
    if (!e) return;
    let list = outs.get(e.from);
    if (!list) outs.set(e.from, (list = []));
    list.push(i);
    ins.set(e.to, (ins.get(e.to) ?? 0) + 1);
  });
  const starts = graph.nodes
    .map((n) => n.range?.startLine)
    .filter((l): l is number => l !== undefined)
    .sort((a, b) => a - b);

  const excTargets = (id: string): string =>
    (outs.get(id) ?? [])
      .map((i) => edges[i])
      .filter((e): e is FlowEdge => e !== null && e !== undefined && e.kind === 'exception')
      .map((e) => `${e.to}|${e.label ?? ''}`)
      .sort()
      .join(',');

  const next = (cur: FlowNode): FlowNode | undefined => {
    const normal = (outs.get(cur.id) ?? []).filter((i) => edges[i]?.kind !== 'exception');
    if (normal.length !== 1) return undefined;
    const e = edges[normal[0] ?? -1];
    if (!e || e.kind !== 'flow' || e.label !== undefined) return undefined;
    const t = byId.get(e.to);
    if (!t || t === cur || t.kind !== cur.kind || t.chart !== cur.chart) return undefined;
    if (ins.get(t.id) !== 1 || t.unreachable !== cur.unreachable) return undefined;
    if (!cur.range || !t.range || t.range.startLine <= cur.range.endLine) return undefined;
    if (hasStartBetween(starts, cur.range.endLine, t.range.startLine)) return undefined;
    if (excTargets(cur.id) !== excTargets(t.id)) return undefined;
    return t;
  };

  const removed = new Set<string>();
  for (const cur of nodes) {
    if (!MERGEABLE.has(cur.kind) || removed.has(cur.id)) continue;
    for (let t = next(cur); t; t = next(cur)) {
      cur.label = `${cur.label}\n${t.label}`;
      if (cur.range && t.range) cur.range.endLine = t.range.endLine;
      // drop cur -> t and t's exception edges (identical to cur's); t's flow moves to cur
      const curOuts = outs.get(cur.id) ?? [];
      const kept = curOuts.filter((i) => edges[i]?.kind === 'exception');
      for (const i of curOuts) if (edges[i]?.kind !== 'exception') edges[i] = null;
      for (const i of outs.get(t.id) ?? []) {
        const e = edges[i];
        if (!e) continue;
        if (e.kind === 'exception') {
          ins.set(e.to, (ins.get(e.to) ?? 1) - 1);
          edges[i] = null;
          continue;
        }
        e.from = cur.id;
        kept.push(i);
      }
      outs.set(cur.id, kept);
      outs.delete(t.id);
      removed.add(t.id);
    }
  }

  return {
    ...graph,
    charts: graph.charts.map((c) => ({ ...c, range: { ...c.range } })),
    nodes: nodes.filter((n) => !removed.has(n.id)).map(stripUndefinedRange),
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
