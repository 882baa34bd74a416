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
  /** a `call` node: the name of the chart of the same-file function it calls */
  callee?: string;
  /** a folded block's summary node (explore/foldGraph.ts); absent on every node the engine builds */
  folded?: { block: string; steps: number; exits: number };
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

/**
 * What a foldable block is (decision 044): a whole compound statement, a loop's body, each branch
 * of an `if`, a `try` body, each handler, a `finally`, a `switch` case, a `with` body.
 */
export type BlockKind =
  | 'statement'
  | 'loop'
  | 'branch'
  | 'else'
  | 'case'
  | 'try'
  | 'handler'
  | 'finally'
  | 'with'
  /** a run of top-level statements, added for folding only (explore/sections.ts), never by build */
  | 'section';

/**
 * A structured block of one chart, recorded by build (issue 23 item 1): the nodes built for it,
 * which a fold turns into one summary node keeping every edge that leaves it.
 */
export type FlowBlock = {
  id: string;
  chart: string;
  kind: BlockKind;
  /** what the summary says, as written: `for item in items`, `if n > 1`, `except ValueError as e` */
  label: string;
  /** the block's source lines */
  range: Range;
  /**
   * the block's own nodes, in build order: those in no inner block (a node is listed in exactly
   * one block; a block holds its own nodes and those of every block inside it)
   */
  nodes: string[];
  /** the innermost block holding this one */
  parent?: string;
};

export type FlowGraph = {
  version: 1;
  language: string;
  charts: Chart[];
  nodes: FlowNode[];
  edges: FlowEdge[];
  /** the foldable blocks, outer before inner (absent in graphs saved before issue 23) */
  blocks?: FlowBlock[];
};

export type Diagnostic = { line: number; message: string };
