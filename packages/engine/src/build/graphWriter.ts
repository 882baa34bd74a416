import type {
  Chart,
  ChartKind,
  EdgeKind,
  FlowEdge,
  FlowNode,
  NodeKind,
  Range,
} from '../graph/types';

/** An edge waiting for its target: the next node built gets connected from it. */
export type Pending = { from: string; kind: EdgeKind; label?: string };

/**
 * Placeholder source used to discover which node a statement sequence starts with (do-while back
 * edges, finally copies): connecting it records the target instead of drawing an edge.
 */
export const PROBE = '\0probe';

/** Accumulates nodes, edges and charts with compact, Mermaid-safe ids (`n12`, `c3`). */
export class GraphWriter {
  readonly nodes: FlowNode[] = [];
  readonly edges: FlowEdge[] = [];
  readonly charts: Chart[] = [];
  private nextNode = 0;
  private probeTargets: string[] = [];

  chart(name: string, kind: ChartKind, range: Range, parent?: string): Chart {
    const id = `c${this.charts.length}`;
    const chart: Chart = { id, name, kind, range, start: '', end: '' };
    if (parent !== undefined) chart.parent = parent;
    this.charts.push(chart);
    return chart;
  }

  node(chart: string, kind: NodeKind, label: string, range?: Range): string {
    const id = `n${++this.nextNode}`;
    const node: FlowNode = { id, chart, kind, label };
    if (range) node.range = { startLine: range.startLine, endLine: range.endLine };
    this.nodes.push(node);
    return id;
  }

  edge(from: string, to: string, kind: EdgeKind, label?: string): void {
    const edge: FlowEdge = { from, to, kind };
    if (label !== undefined) edge.label = label;
    this.edges.push(edge);
  }

  /** Draws every pending edge into `to`; a `flow` edge can be retyped (e.g. to `back`). */
  connect(pending: readonly Pending[], to: string, flowKind: EdgeKind = 'flow'): void {
    for (const p of pending) {
      if (p.from === PROBE) {
        this.probeTargets.push(to);
        continue;
      }
      this.edge(p.from, to, p.kind === 'flow' ? flowKind : p.kind, p.label);
    }
  }

  /** Runs `build` from a probe and returns the node the probe got connected to (the entry). */
  withProbe<T>(build: (pending: Pending[]) => T): { entry: string | undefined; result: T } {
    const saved = this.probeTargets;
    this.probeTargets = [];
    const result = build([{ from: PROBE, kind: 'flow' }]);
    const entry = this.probeTargets[0];
    this.probeTargets = saved;
    return { entry, result };
  }
}

/** Removes the probe from a pending list (a sequence that built nothing passes it through). */
export function withoutProbe(pending: readonly Pending[]): Pending[] {
  return pending.filter((p) => p.from !== PROBE);
}
