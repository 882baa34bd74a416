/**
 * The chart diff's result (docs: packages/engine/README.md#chart-diff, decision 030): what changed
 * between two FlowGraphs of one file, per chart, per node and per edge. Plain JSON data, so a
 * worker can post it and a CLI can print it.
 */
import type { Chart, FlowEdge, FlowGraph, NodeKind, Range } from '../graph/types';

export type DiffStatus = 'added' | 'removed' | 'changed' | 'unchanged';
/** An edge is never "changed": its ends and kind are the edge. */
export type EdgeDiffStatus = 'added' | 'removed' | 'unchanged';

export type NodeCounts = { added: number; removed: number; changed: number };
export type EdgeCounts = { added: number; removed: number };

/** One side of a node pair: the node's id, label and source lines in that version. */
export type NodeSide = { id: string; label: string; range?: Range };

/**
 * One node of either version: `old` and `new` are the counterparts (both for unchanged and
 * changed, one for added/removed). `kind` is the new side's kind (the old one's when removed).
 */
export type NodeDiff = {
  status: DiffStatus;
  kind: NodeKind;
  old?: NodeSide;
  new?: NodeSide;
};

export type EdgeDiff = { status: EdgeDiffStatus; old?: FlowEdge; new?: FlowEdge };

/**
 * One chart (function, method, class body, module) of either version. `name` is the new name
 * (the old one when removed); `oldName` is set when a function was matched by content under
 * another name (a rename).
 */
export type ChartDiff = {
  name: string;
  oldName?: string;
  status: DiffStatus;
  old?: Chart;
  new?: Chart;
  nodes: NodeCounts;
  edges: EdgeCounts;
  /** every node of both versions once, old chart's order with inserted new nodes in place */
  nodeMap: NodeDiff[];
  /** every edge of both versions once */
  edgeMap: EdgeDiff[];
};

export type GraphDiff = {
  /** 'unchanged' when every chart is; 'added'/'removed' for a file only on one side */
  status: DiffStatus;
  old: FlowGraph | null;
  new: FlowGraph | null;
  /** the new version's charts in order, removed charts where they stood in the old one */
  charts: ChartDiff[];
  nodes: NodeCounts;
  edges: EdgeCounts;
};
