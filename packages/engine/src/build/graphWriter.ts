import type {
  Chart,
  ChartKind,
  EdgeKind,
  FlowBlock,
  FlowEdge,
  FlowNode,
  NodeKind,
  Range,
} from '../graph/types';

/** An edge waiting for its target: the next node built gets connected from it (node index). */
export type Pending = { from: number; kind: EdgeKind; label?: string };

/**
 * Placeholder source used to discover which node a statement sequence starts with (do-while back
 * edges): connecting it records the target instead of drawing an edge.
 */
export const PROBE = -1;

/**
 * Accumulates nodes, edges and charts. Nodes are addressed by index while building (cheap to
 * compare and store); ids are compact and Mermaid-safe (`n12`, `c3`). Edges are kept in parallel
 * arrays and materialised once at the end: large files make hundreds of thousands of them.
 */
export class GraphWriter {
  readonly nodes: FlowNode[] = [];
  readonly charts: Chart[] = [];
  /** foldable blocks, outer before inner; empty ones are dropped by `finishedBlocks` */
  readonly blocks: FlowBlock[] = [];
  /** node index -> the innermost block that holds it */
  readonly blockOf = new Map<number, string>();
  readonly edgeFrom: number[] = [];
  readonly edgeTo: number[] = [];
  private readonly edgeKind: EdgeKind[] = [];
  private readonly edgeLabel: (string | undefined)[] = [];
  /** indices of the edges marked `inTryRegion` */
  private readonly inRegion = new Set<number>();
  private probeTargets: number[] = [];

  chart(name: string, kind: ChartKind, range: Range, parent?: string): Chart {
    const id = `c${this.charts.length}`;
    const chart: Chart = { id, name, kind, range, start: '', end: '' };
    if (parent !== undefined) chart.parent = parent;
    this.charts.push(chart);
    return chart;
  }

  node(chart: string, kind: NodeKind, label: string, range?: Range): number {
    const index = this.nodes.length;
    const node: FlowNode = { id: `n${index + 1}`, chart, kind, label };
    if (range) node.range = { startLine: range.startLine, endLine: range.endLine };
    this.nodes.push(node);
    return index;
  }

  id(index: number): string {
    return this.nodes[index]?.id ?? '';
  }

  edge(from: number, to: number, kind: EdgeKind, label?: string, inTryRegion = false): void {
    if (inTryRegion) this.inRegion.add(this.edgeFrom.length);
    this.edgeFrom.push(from);
    this.edgeTo.push(to);
    this.edgeKind.push(kind);
    this.edgeLabel.push(label);
  }

  /** The `i`-th edge as recorded (node indexes), for copying a built definition. */
  edgeAt(i: number): {
    from: number;
    to: number;
    kind: EdgeKind;
    label?: string;
    inRegion: boolean;
  } {
    const edge = {
      from: this.edgeFrom[i] ?? 0,
      to: this.edgeTo[i] ?? 0,
      kind: this.edgeKind[i] ?? 'flow',
      inRegion: this.inRegion.has(i),
    };
    const label = this.edgeLabel[i];
    return label === undefined ? edge : { ...edge, label };
  }

  /** Draws every pending edge into `to`; a `flow` edge can be retyped (e.g. to `back`). */
  connect(pending: readonly Pending[], to: number, flowKind: EdgeKind = 'flow'): void {
    for (const p of pending) {
      if (p.from === PROBE) {
        this.probeTargets.push(to);
        continue;
      }
      this.edge(p.from, to, p.kind === 'flow' ? flowKind : p.kind, p.label);
    }
  }

  /** Runs `build` from a probe and returns the node the probe got connected to (the entry). */
  withProbe<T>(build: (pending: Pending[]) => T): { entry: number | undefined; result: T } {
    const saved = this.probeTargets;
    this.probeTargets = [];
    const result = build([{ from: PROBE, kind: 'flow' }]);
    const entry = this.probeTargets[0];
    this.probeTargets = saved;
    return { entry, result };
  }

  edges(): FlowEdge[] {
    const out: FlowEdge[] = new Array<FlowEdge>(this.edgeFrom.length);
    for (let i = 0; i < this.edgeFrom.length; i++) {
      const edge: FlowEdge = {
        from: this.id(this.edgeFrom[i] ?? 0),
        to: this.id(this.edgeTo[i] ?? 0),
        kind: this.edgeKind[i] ?? 'flow',
      };
      const label = this.edgeLabel[i];
      if (label !== undefined) edge.label = label;
      if (this.inRegion.has(i)) edge.inTryRegion = true;
      out[i] = edge;
    }
    return out;
  }
}

/** Removes the probe from a pending list (a sequence that built nothing passes it through). */
export function withoutProbe(pending: readonly Pending[]): Pending[] {
  return pending.filter((p) => p.from !== PROBE);
}
