/**
 * One chart's diff: its nodes aligned (alignNodes.ts), then its edges matched through that
 * alignment: an old edge is unchanged when the new version has an edge of the same kind and label
 * between the counterparts of its ends.
 */
import type { Chart, FlowEdge, FlowNode } from '../graph/types';
import { alignNodes, type Declarations } from './alignNodes';
import { sameName } from './matchCharts';
import type { ChartDiff, DiffStatus, EdgeDiff, NodeDiff, NodeSide } from './types';

export type ChartSide = { chart: Chart; nodes: readonly FlowNode[]; edges: readonly FlowEdge[] };

function side(n: FlowNode): NodeSide {
  return n.range
    ? { id: n.id, label: n.label, range: { ...n.range } }
    : { id: n.id, label: n.label };
}

function edgeKey(from: string, to: string, e: FlowEdge): string {
  return `${from}\u0000${to}\u0000${e.kind}\u0000${e.label ?? ''}`;
}

/** Diff of two versions of a chart; either may be missing (the chart was added or removed). */
export function diffChart(
  before: ChartSide | undefined,
  after: ChartSide | undefined,
  oldDeclarations?: Declarations,
  newDeclarations?: Declarations,
): ChartDiff {
  const oldNodes = before?.nodes ?? [];
  const newNodes = after?.nodes ?? [];
  const pairs = alignNodes(oldNodes, newNodes, oldDeclarations, newDeclarations);
  const oldToNew = new Map<string, string>();
  const pairedNew = new Map<string, { old: FlowNode; same: boolean }>();
  for (const p of pairs) {
    oldToNew.set(p.old.id, p.new.id);
    pairedNew.set(p.new.id, { old: p.old, same: p.same });
  }

  // every node once: new order, each removed node right after its old predecessor's place
  const nodeMap: NodeDiff[] = [];
  const removedAfter = new Map<string | undefined, FlowNode[]>();
  let prevNew: string | undefined;
  for (const o of oldNodes) {
    const counterpart = oldToNew.get(o.id);
    if (counterpart !== undefined) prevNew = counterpart;
    else {
      const list = removedAfter.get(prevNew);
      if (list) list.push(o);
      else removedAfter.set(prevNew, [o]);
    }
  }
  const pushRemoved = (after: string | undefined): void => {
    for (const o of removedAfter.get(after) ?? [])
      nodeMap.push({ status: 'removed', kind: o.kind, old: side(o) });
  };
  pushRemoved(undefined);
  for (const n of newNodes) {
    const match = pairedNew.get(n.id);
    if (!match) nodeMap.push({ status: 'added', kind: n.kind, new: side(n) });
    else {
      const status: DiffStatus = match.same ? 'unchanged' : 'changed';
      nodeMap.push({ status, kind: n.kind, old: side(match.old), new: side(n) });
    }
    pushRemoved(n.id);
  }

  const newEdges = new Map<string, FlowEdge[]>();
  for (const e of after?.edges ?? []) {
    const key = edgeKey(e.from, e.to, e);
    const list = newEdges.get(key);
    if (list) list.push(e);
    else newEdges.set(key, [e]);
  }
  const edgeMap: EdgeDiff[] = [];
  const matchedNew = new Set<FlowEdge>();
  for (const e of before?.edges ?? []) {
    const from = oldToNew.get(e.from);
    const to = oldToNew.get(e.to);
    const twin =
      from !== undefined && to !== undefined
        ? newEdges.get(edgeKey(from, to, e))?.shift()
        : undefined;
    if (twin) {
      matchedNew.add(twin);
      edgeMap.push({ status: 'unchanged', old: e, new: twin });
    } else edgeMap.push({ status: 'removed', old: e });
  }
  for (const e of after?.edges ?? [])
    if (!matchedNew.has(e)) edgeMap.push({ status: 'added', new: e });

  const count = (s: string): number => nodeMap.filter((d) => d.status === s).length;
  const nodes = { added: count('added'), removed: count('removed'), changed: count('changed') };
  const edges = {
    added: edgeMap.filter((d) => d.status === 'added').length,
    removed: edgeMap.filter((d) => d.status === 'removed').length,
  };
  const renamed = before && after && !sameName(before.chart.name, after.chart.name);
  const status: DiffStatus = !before
    ? 'added'
    : !after
      ? 'removed'
      : renamed || nodes.added + nodes.removed + nodes.changed + edges.added + edges.removed > 0
        ? 'changed'
        : 'unchanged';
  const chart = after?.chart ?? before?.chart;
  const result: ChartDiff = { name: chart?.name ?? '', status, nodes, edges, nodeMap, edgeMap };
  if (renamed) result.oldName = before.chart.name;
  if (before) result.old = before.chart;
  if (after) result.new = after.chart;
  return result;
}
