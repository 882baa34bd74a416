/**
 * The FlowGraph contract (docs/architecture.md#flowgraph-contract): the engine's JSON output.
 * Tests, the CLI, the server and the web app rely on this shape, so changes here are breaking
 * changes.
 */

/** 1-based, inclusive source line span. */
export type Range = { startLine: number; endLine: number };

export type ChartKind = 'module' | 'function' | 'method' | 'class';

export type Chart = {
  id: string;
  name: string;
  kind: ChartKind;
  range: Range;
  /** id of the chart's Start node */
  start: string;
  /** id of the chart's End node */
  end: string;
  /** id of the enclosing chart (nested functions, methods) */
  parent?: string;
  /**
   * True when the chart draws nothing but Start → End (a Java record or interface, a C++ file's
   * top level with only declarations): a chart picker leaves it out. Absent otherwise.
   */
  empty?: true;
  /** line and branch coverage of the chart's own lines, when a coverage file was applied */
  coverage?: ChartCoverage;
};

/** covered of total; a chart with branch data also counts its branch outcomes */
export type CoverageCount = { covered: number; total: number };
export type ChartCoverage = {
  lines: CoverageCount;
  branches?: CoverageCount;
  /** false when the file only says run / not run: a `hits` of 1 then means "ran" */
  counts: boolean;
};

/**
 * Node kinds. Every kind is documented in the engine README's legend.
 * - start/end: terminals (stadium); join: synthetic merge point, drawn as a small circle
 * - process: plain statement; io: input/output; call: call to a function defined in the same file
 * - decision: if/elif/case test; loop: loop header (hexagon)
 * - return/break/continue/throw/goto: jumps; label: goto target
 * - try/catch/finally: exception-handling markers; with: context-manager / resource header
 * - unreachable statements keep their kind and are flagged in `unreachable`
 */
export type NodeKind =
  | 'start'
  | 'end'
  | 'process'
  | 'decision'
  | 'loop'
  | 'io'
  | 'call'
  | 'return'
  | 'break'
  | 'continue'
  | 'throw'
  | 'goto'
  | 'label'
  | 'join'
  | 'try'
  | 'catch'
  | 'finally'
  | 'with';

export type EdgeKind = 'flow' | 'true' | 'false' | 'case' | 'default' | 'back' | 'exception';

export type FlowNode = {
  id: string;
  chart: string;
  kind: NodeKind;
  /** full label text (the emitter truncates for display) */
  label: string;
  range?: Range;
  /** true when no path from the chart's Start reaches this node */
  unreachable?: boolean;
  /** times run, from an applied coverage file (absent: the file says nothing about it) */
  hits?: number;
};

export type FlowEdge = {
  from: string;
  to: string;
  kind: EdgeKind;
  label?: string;
  /**
   * An exception edge from a statement inside a `try` body to its handler chain. It stays in the
   * graph (the correctness checkers walk it) but the drawings leave it out: the region's one
   * exception edge, from its `try` node to the same handler, stands for all of them (issue 22
   * item 12). Absent on every other edge.
   */
  inTryRegion?: true;
  /** times taken, from an applied coverage file, where its line or branch data tells */
  hits?: number;
};

export type FlowGraph = {
  version: 1;
  language: string;
  charts: Chart[];
  nodes: FlowNode[];
  edges: FlowEdge[];
};

export type Diagnostic = { line: number; message: string };
