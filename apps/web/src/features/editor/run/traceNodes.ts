import type { FlowEdge, FlowGraph, FlowNode } from '@codeflow/engine';
import { chartAtLine, nodesAtLine } from '../lineNodeMapping';
import { countUpTo, type Recording } from './recording';
import type { RunFrame } from './runProtocol';

/** `from->to`, the key of a drawn edge (its data-from / data-to). */
export type EdgeKey = string;
export const edgeKey = (e: Pick<FlowEdge, 'from' | 'to'>): EdgeKey => `${e.from}->${e.to}`;

/**
 * A recording laid onto a FlowGraph: each step's node, and for every node and edge the steps it
 * was reached at, so the counts at any step are binary searches (a step move is O(nodes)).
 */
export type TraceOnChart = {
  nodeOfStep: (string | null)[];
  chartOfStep: (string | null)[];
  nodeSteps: Map<string, number[]>;
  edgeSteps: Map<EdgeKey, number[]>;
};

/** The chart a frame runs in: the program's own chart for module code, else its function's. */
export function chartOfFrame(graph: FlowGraph, frame: RunFrame): string | null {
  if (frame.name === '<module>') {
    return graph.charts.find((c) => c.kind === 'module')?.id ?? chartAtLine(graph, frame.line);
  }
  return chartAtLine(graph, frame.line);
}

/**
 * The node of a line in a chart: the narrowest node covering it. Several nodes on one line (a
 * one-line `for x in xs: s += x`) are told apart by the graph: the one the previous node of the
 * same call leads to, so a one-line loop's steps alternate between the loop and its body.
 */
export function nodeOfLine(
  graph: FlowGraph,
  chart: string | null,
  line: number,
  previous: string | null,
  successors: Map<string, string[]>,
): string | null {
  const all = nodesAtLine(graph, line).filter(
    (n) => n.chart === chart && n.kind !== 'start' && n.kind !== 'end',
  );
  const first = all[0];
  if (!first) return null;
  const span = (n: FlowNode) => (n.range ? n.range.endLine - n.range.startLine : 0);
  const narrowest = all.filter((n) => span(n) === span(first));
  if (narrowest.length === 1 || previous === null) return first.id;
  const next = new Set(successors.get(previous) ?? []);
  return (narrowest.find((n) => next.has(n.id)) ?? first).id;
}

/**
 * The edges from `from` to `to` through nodes that report no line of their own (merges, a
 * `finally`, a chart's Start): the way the run went between two of its steps. Empty when the
 * chart has no such way.
 */
export function pathBetween(
  from: string,
  to: string,
  successors: Map<string, string[]>,
  silent: (id: string) => boolean,
): EdgeKey[] {
  const came = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift() as string;
    for (const next of successors.get(at) ?? []) {
      if (came.has(next)) continue;
      came.set(next, at);
      if (next === to) {
        const path: EdgeKey[] = [];
        for (let n = to; n !== from; n = came.get(n) as string) {
          path.push(`${came.get(n)}->${n}`);
        }
        return path.reverse();
      }
      if (silent(next)) queue.push(next);
    }
  }
  return [];
}

export function successorsOf(graph: FlowGraph): Map<string, string[]> {
  const successors = new Map<string, string[]>();
  for (const e of graph.edges) {
    if (e.inTryRegion) continue;
    const list = successors.get(e.from) ?? [];
    list.push(e.to);
    successors.set(e.from, list);
  }
  return successors;
}

/** Maps every step of a recording onto the chart (once per recording and graph). */
export function traceOnChart(graph: FlowGraph, rec: Recording): TraceOnChart {
  const successors = successorsOf(graph);
  // a `try` reports no step in JavaScript (Python reports its line): a way may pass it
  const reporting = new Set(
    graph.nodes.filter((n) => n.range && n.kind !== 'try').map((n) => n.id),
  );
  const silent = (id: string) => !reporting.has(id);
  const paths = new Map<string, EdgeKey[]>();
  const chartOf = new Map<number, string | null>();
  const last = new Map<number, { node: string; line: number }>();
  const result: TraceOnChart = {
    nodeOfStep: [],
    chartOfStep: [],
    nodeSteps: new Map(),
    edgeSteps: new Map(),
  };
  const reach = (map: Map<string, number[]>, key: string, step: number) => {
    const list = map.get(key);
    if (list) list.push(step);
    else map.set(key, [step]);
  };
  for (let step = 0; step < rec.lines.length; step++) {
    const frameId = rec.frames[step] ?? -1;
    const line = rec.lines[step] ?? 0;
    let chart = chartOf.get(frameId);
    if (chart === undefined) {
      const info = rec.frameInfo[frameId];
      chart = info ? chartOfFrame(graph, info) : chartAtLine(graph, line);
      chartOf.set(frameId, chart);
    }
    const before = last.get(frameId) ?? null;
    const node = nodeOfLine(graph, chart, line, before?.node ?? null, successors);
    result.nodeOfStep.push(node);
    result.chartOfStep.push(chart);
    if (node === null) continue;
    // a statement spanning lines reports several of them: one hit, unless a line repeats
    const again = before !== null && before.node === node;
    last.set(frameId, { node, line });
    if (again && before.line !== line) continue;
    reach(result.nodeSteps, node, step);
    let from = before?.node ?? null;
    if (from === null) {
      const start = graph.charts.find((c) => c.id === chart)?.start ?? null;
      if (start) reach(result.nodeSteps, start, step);
      from = start;
    }
    if (from === null) continue;
    const key = `${from}->${node}`;
    let path = paths.get(key);
    if (!path) {
      path = pathBetween(from, node, successors, silent);
      paths.set(key, path);
    }
    for (const [i, edge] of path.entries()) {
      reach(result.edgeSteps, edge, step);
      // the nodes passed on the way (a finally, a try, a merge) were reached too
      if (i < path.length - 1) reach(result.nodeSteps, edge.slice(edge.indexOf('->') + 2), step);
    }
  }
  return result;
}

/** Hit counts of nodes and edges at a step (only those reached). */
export function countsAt(
  trace: TraceOnChart,
  step: number,
): { nodes: Map<string, number>; edges: Map<EdgeKey, number> } {
  const nodes = new Map<string, number>();
  const edges = new Map<EdgeKey, number>();
  for (const [id, steps] of trace.nodeSteps) {
    const n = countUpTo(steps, step);
    if (n > 0) nodes.set(id, n);
  }
  for (const [key, steps] of trace.edgeSteps) {
    const n = countUpTo(steps, step);
    if (n > 0) edges.set(key, n);
  }
  return { nodes, edges };
}

/** The next (or, backwards, previous) step at which a node is reached, from `step`. */
export function nextStepOfNode(
  trace: TraceOnChart,
  node: string,
  step: number,
  backwards: boolean,
): number | null {
  const steps = trace.nodeSteps.get(node) ?? [];
  const i = countUpTo(steps, step);
  if (backwards) {
    const at = steps[i - 1] === step ? i - 2 : i - 1;
    return steps[at] ?? null;
  }
  return steps[i] ?? null;
}
