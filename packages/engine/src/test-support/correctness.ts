/**
 * The graph-path checker: the correctness rule (docs/architecture.md#correctness-rule), applied to
 * one traced call.
 *
 * Given a FlowGraph, the set of executable lines of the program, and the lines one call of a
 * function executed (in order), it checks that:
 * - every executed line is covered by a node of the function's chart (lines in `exempt`, the
 *   definition lines of nested functions/classes, may stay uncovered: they are then dropped);
 * - for every two consecutive lines A -> B there is a path from a node covering A to a node
 *   covering B whose intermediate nodes cover no executable line other than A and B (nodes without
 *   range — start/end/join — are free). A != B inside one node's range (a multi-line statement or a
 *   compacted node) needs no edge; A -> A (a line evaluated again) needs a cycle, except inside a
 *   loop node the chart returns to, which stands for its header's init, test and update;
 * - the first line is reachable that way from the chart's Start, and after a normal return the
 *   chart's End is reachable from the last line.
 *
 * "Executable lines" are supplied by the caller because only the language knows them; the Python
 * trace checker passes every line that has bytecode in the compiled program (`co_lines()`), i.e.
 * every line Python could ever report, whether or not this run executes it. Lines the trace never
 * reports (`else:`, `finally:`, comments) are thus free, so a `finally` marker node is no obstacle.
 *
 * Usage: `const checker = new GraphPathChecker(graph, executable);`
 * `checker.checkCall(chartId, { lines, ending })` returns readable failures (empty = correct).
 * Per-chart adjacency and line -> nodes maps are built once per chart, path answers are memoized.
 */
import type { Chart, FlowGraph, FlowNode } from '../graph/types';

/** How a traced call ended: `return` = normal return (End must be reachable from the last line). */
export type CallEnding = 'return' | 'exception' | 'suspended';

export type CallTrace = {
  /** executed source lines in order; a generator's resumptions continue the same call */
  lines: readonly number[];
  ending: CallEnding;
  /** lines that may stay uncovered (definition lines of nested functions/classes) */
  exempt?: ReadonlySet<number>;
};

export type FailureKind = 'transition' | 'start' | 'end' | 'uncovered' | 'no-chart';

export type PathFailure = {
  kind: FailureKind;
  /** the chart's name (function name), or the traced function's name for `no-chart` */
  chart: string;
  /** transition A -> B (`start`: only `to`; `end`: only `from`) */
  from?: number;
  to?: number;
  /** the uncovered line */
  line?: number;
  why: string;
};

/** One line per failure: `f: 3 -> 7: no path ...`. */
export function formatFailure(f: PathFailure): string {
  const where =
    f.kind === 'transition'
      ? `${f.from} -> ${f.to}`
      : f.kind === 'start'
        ? `Start -> ${f.to}`
        : f.kind === 'end'
          ? `${f.from ?? 'Start'} -> End`
          : f.kind === 'uncovered'
            ? `line ${f.line} uncovered`
            : 'no chart';
  return `${f.chart}: ${where}: ${f.why}`;
}

type ChartIndex = {
  chart: Chart;
  nodes: FlowNode[];
  /** successor node indexes */
  succ: number[][];
  /** executable lines each node covers */
  execLines: number[][];
  lineToNodes: Map<number, number[]>;
  startIdx: number;
  endIdx: number;
  memo: Map<string, string | null>;
};

const SHOWN = 4;

/** A `loop` node that the chart returns to (its body's back edge): a real loop's header. */
function isLoopHeader(index: ChartIndex, node: number): boolean {
  if (index.nodes[node]!.kind !== 'loop') return false;
  const seen = new Set<number>();
  const queue = [...index.succ[node]!];
  for (let q = 0; q < queue.length; q++) {
    const u = queue[q]!;
    if (u === node) return true;
    if (seen.has(u)) continue;
    seen.add(u);
    queue.push(...index.succ[u]!);
  }
  return false;
}

function describe(node: FlowNode): string {
  const label = node.label.length > 30 ? `${node.label.slice(0, 27)}...` : node.label;
  const range = node.range
    ? node.range.startLine === node.range.endLine
      ? `L${node.range.startLine}`
      : `L${node.range.startLine}-${node.range.endLine}`
    : 'no range';
  return `${node.id} ${node.kind} "${label}" ${range}`;
}

export class GraphPathChecker {
  private readonly indexes = new Map<string, ChartIndex>();
  private readonly nodesByChart = new Map<string, FlowNode[]>();
  private readonly edgesFrom = new Map<string, string[]>();

  /**
   * `silent`: lines of loop headers, tests and declarations a language does not report every
   * time they run (Ruby and PHP report a `while` line when the loop starts, not when it tests
   * again; Ruby's iterators call their block from C with no line of their own; PHP never stops at
   * a `catch`): a path may pass through a node whose executable lines are all silent. The
   * language's checker derives them from the chart's loop, test and handler nodes. Absent for
   * languages that report every test (Python, C, Java, JavaScript).
   */
  constructor(
    private readonly graph: FlowGraph,
    private readonly executable: ReadonlySet<number>,
    private readonly silent?: ReadonlySet<number>,
  ) {
    for (const node of graph.nodes) {
      const list = this.nodesByChart.get(node.chart);
      if (list) list.push(node);
      else this.nodesByChart.set(node.chart, [node]);
    }
    for (const edge of graph.edges) {
      const list = this.edgesFrom.get(edge.from);
      if (list) list.push(edge.to);
      else this.edgesFrom.set(edge.from, [edge.to]);
    }
  }

  /** Checks one traced call against chart `chartId`; returns every failure found. */
  checkCall(chartId: string, trace: CallTrace): PathFailure[] {
    const index = this.index(chartId);
    if (!index) return [{ kind: 'no-chart', chart: chartId, why: `no chart with id ${chartId}` }];
    const name = index.chart.name;
    const failures: PathFailure[] = [];

    // Drop uncovered lines: exempt ones silently (and the A -> A their removal creates, e.g. the
    // decorator/def/decorator dance), others as `uncovered` failures that break the chain.
    const kept: (number | null)[] = [];
    let droppedExempt = false;
    for (const line of trace.lines) {
      if (index.lineToNodes.has(line)) {
        const prev = kept[kept.length - 1];
        if (!(droppedExempt && prev === line)) kept.push(line);
        droppedExempt = false;
      } else if (trace.exempt?.has(line)) {
        droppedExempt = true;
      } else {
        failures.push({
          kind: 'uncovered',
          chart: name,
          line,
          why: `no node of chart ${chartId} covers executed line ${line}`,
        });
        kept.push(null);
        droppedExempt = false;
      }
    }

    const first = kept[0];
    if (first !== undefined && first !== null) {
      const why = this.startPath(index, first);
      if (why) failures.push({ kind: 'start', chart: name, to: first, why });
    }
    for (let i = 1; i < kept.length; i++) {
      const a = kept[i - 1];
      const b = kept[i];
      if (a === null || a === undefined || b === null || b === undefined) continue;
      const why = this.transition(index, a, b);
      if (why) failures.push({ kind: 'transition', chart: name, from: a, to: b, why });
    }
    const last = kept[kept.length - 1];
    if (trace.ending === 'return' && last !== undefined && last !== null) {
      const why = this.endPath(index, last);
      if (why) failures.push({ kind: 'end', chart: name, from: last, why });
    }
    if (trace.ending === 'return' && kept.length === 0) {
      // a call that ran no line (an empty body) still goes from Start to End
      const why = this.emptyPath(index);
      if (why) failures.push({ kind: 'end', chart: name, why });
    }
    return failures;
  }

  private index(chartId: string): ChartIndex | undefined {
    const cached = this.indexes.get(chartId);
    if (cached) return cached;
    const chart = this.graph.charts.find((c) => c.id === chartId);
    if (!chart) return undefined;
    const nodes = this.nodesByChart.get(chartId) ?? [];
    const position = new Map(nodes.map((n, i) => [n.id, i]));
    const succ = nodes.map((n) =>
      (this.edgesFrom.get(n.id) ?? [])
        .map((to) => position.get(to))
        .filter((i): i is number => i !== undefined),
    );
    const lineToNodes = new Map<number, number[]>();
    const execLines = nodes.map((n, i) => {
      const lines: number[] = [];
      if (!n.range) return lines;
      for (let l = n.range.startLine; l <= n.range.endLine; l++) {
        const list = lineToNodes.get(l);
        if (list) list.push(i);
        else lineToNodes.set(l, [i]);
        if (this.executable.has(l)) lines.push(l);
      }
      return lines;
    });
    const index: ChartIndex = {
      chart,
      nodes,
      succ,
      execLines,
      lineToNodes,
      startIdx: position.get(chart.start) ?? -1,
      endIdx: position.get(chart.end) ?? -1,
      memo: new Map(),
    };
    this.indexes.set(chartId, index);
    return index;
  }

  /**
   * Breadth-first search from `sources`; succeeds on an edge into a node satisfying `isTarget`;
   * walks through nodes whose executable lines are all in `allowed`. Returns null on success,
   * else why not (the blocking nodes met, so a failure points at the culprit).
   */
  private search(
    index: ChartIndex,
    sources: readonly number[],
    isTarget: (i: number) => boolean,
    allowed: ReadonlySet<number>,
    targetText: string,
  ): string | null {
    const visited = new Set<number>(sources);
    const queue = [...sources];
    const blocked = new Set<number>();
    for (let q = 0; q < queue.length; q++) {
      const u = queue[q]!;
      for (const v of index.succ[u]!) {
        if (isTarget(v)) return null;
        if (visited.has(v)) continue;
        visited.add(v);
        if (this.passable(index, v, allowed)) queue.push(v);
        else blocked.add(v);
      }
    }
    const from = sources.map((i) => describe(index.nodes[i]!)).join(' | ');
    const via = [...blocked]
      .slice(0, SHOWN)
      .map((i) => describe(index.nodes[i]!))
      .join(' | ');
    return `no path from [${from}] to ${targetText}${via ? `; blocked at [${via}]` : ''}`;
  }

  /** Whether a path may walk through node `v` without the trace reporting one of its lines. */
  private passable(index: ChartIndex, v: number, allowed: ReadonlySet<number>): boolean {
    const lines = index.execLines[v]!;
    if (lines.every((l) => allowed.has(l))) return true;
    const silent = this.silent;
    return silent !== undefined && lines.every((l) => allowed.has(l) || silent.has(l));
  }

  private transition(index: ChartIndex, a: number, b: number): string | null {
    const key = `${a}>${b}`;
    const memo = index.memo.get(key);
    if (memo !== undefined) return memo;
    const sources = index.lineToNodes.get(a) ?? [];
    const targets = new Set(index.lineToNodes.get(b) ?? []);
    let why: string | null;
    if (a !== b && sources.some((i) => targets.has(i))) why = null;
    // a C-style `for` is one loop node for its init, test and update (issue 22 item 12): a
    // language that traces them as steps of one line (JavaScript) repeats the line inside it
    else if (a === b && sources.some((i) => isLoopHeader(index, i))) why = null;
    else {
      const targetText =
        a === b
          ? `a node covering ${b} again (line repeated: needs a cycle)`
          : `a node covering ${b} [${[...targets].map((i) => describe(index.nodes[i]!)).join(' | ')}]`;
      why = this.search(index, sources, (i) => targets.has(i), new Set([a, b]), targetText);
    }
    index.memo.set(key, why);
    return why;
  }

  private startPath(index: ChartIndex, line: number): string | null {
    const key = `start>${line}`;
    const memo = index.memo.get(key);
    if (memo !== undefined) return memo;
    const targets = new Set(index.lineToNodes.get(line) ?? []);
    let why: string | null;
    if (index.startIdx < 0) why = `chart has no Start node ${index.chart.start}`;
    else if (targets.has(index.startIdx)) why = null;
    else
      why = this.search(
        index,
        [index.startIdx],
        (i) => targets.has(i),
        new Set([line]),
        `first executed line ${line}`,
      );
    index.memo.set(key, why);
    return why;
  }

  private emptyPath(index: ChartIndex): string | null {
    if (index.startIdx < 0 || index.endIdx < 0) return `chart has no Start or End node`;
    return this.search(
      index,
      [index.startIdx],
      (i) => i === index.endIdx,
      new Set(),
      'End without executing any line',
    );
  }

  private endPath(index: ChartIndex, line: number): string | null {
    const key = `${line}>end`;
    const memo = index.memo.get(key);
    if (memo !== undefined) return memo;
    let why: string | null;
    if (index.endIdx < 0) why = `chart has no End node ${index.chart.end}`;
    else
      why = this.search(
        index,
        index.lineToNodes.get(line) ?? [],
        (i) => i === index.endIdx,
        new Set([line]),
        'End (after a normal return)',
      );
    index.memo.set(key, why);
    return why;
  }
}

/** Last segment of a qualified chart name: `A.f`, `A::f`, `A#f` -> `f`. */
function shortName(name: string): string {
  const parts = name.split(/\.|::|#/);
  return parts[parts.length - 1] ?? name;
}

/**
 * The chart of a function defined at `defLine` (the `def`/`function` line; for a decorated
 * function any line from its first decorator on): the innermost non-module chart whose range
 * holds `defLine` and whose name (last segment) is `name`. `name` `<module>` gives the module chart.
 */
export function chartForDefinition(
  graph: FlowGraph,
  name: string,
  defLine: number,
): Chart | undefined {
  if (name === '<module>') return graph.charts.find((c) => c.kind === 'module');
  let best: Chart | undefined;
  for (const chart of graph.charts) {
    if (chart.kind === 'module' || shortName(chart.name) !== name) continue;
    if (chart.range.startLine > defLine || chart.range.endLine < defLine) continue;
    if (!best || chart.range.startLine > best.range.startLine) best = chart;
  }
  return best;
}
