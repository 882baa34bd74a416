/**
 * The correctness rule (docs/architecture.md#correctness-rule) for a run recorded as a stream of
 * call events, the format the Ruby and PHP tracers write:
 *   ["c", id, kind, line, name]  a call of a method/function (or a class body) defined at `line`,
 *                                or (kind "module") a file's top level run by another file
 *   ["b", id, line, home]        a block/closure written at `line` starts, inside call `home`
 *   ["l", id, line]              call `id` runs `line`
 *   ["r", id, ending]            call `id` ends ("return" or "exception")
 * Frame 0 is the file's top level (the module chart). A block the chart draws in place (a loop
 * or inline block of its enclosing chart) adds its lines to the call it was written in; a block
 * with a chart of its own (a closure) is a call of its own. Every call is then checked with the
 * one walk checker, `GraphPathChecker`.
 */
import type { Chart, FlowGraph } from '../../src/graph/types';
import {
  chartForDefinition,
  formatFailure,
  GraphPathChecker,
  type CallEnding,
} from '../../src/test-support/correctness';

export type TraceEvent =
  | ['c', number, 'method' | 'class' | 'module', number, string]
  | ['b', number, number, number]
  | ['l', number, number]
  | ['r', number, string];

export type TracedRun = {
  file: string;
  executable: number[];
  events: TraceEvent[];
  /** the program's uncaught exception (or `limit`: stopped after too many events) */
  error: string | null;
};

export type RunReport = { failures: string[]; calls: number; transitions: number };

type Call = { chart: Chart | undefined; what: string; lines: number[]; ending: CallEnding };

/** The chart a closure (a block with a chart of its own) written at `line` has, if any. */
export type ClosureChart = (graph: FlowGraph, line: number) => Chart | undefined;

/** Options per language: which charts closures have, which loop lines are silent on re-test. */
export type EventLanguage = {
  closureChart: ClosureChart;
  /** lines of loop headers the language reports on entry only (GraphPathChecker `silent`) */
  silentLines?: (graph: FlowGraph) => Set<number>;
  /** lines that run but are not code the chart draws (PHP: HTML outside the tags, an echo) */
  notCode?: (source: string) => Set<number>;
  /**
   * The language reports a function's closing `}` when it returns there (PHP): that line is the
   * chart's End, as the Java line-table check reads javac's.
   */
  closingBraceReturns?: boolean;
};

const LONE_CLOSING_BRACE = /^\s*}\s*$/;

/** The lines of every node `test` picks (with the kinds of its outgoing edges): silent lines. */
export function linesOfNodes(
  graph: FlowGraph,
  test: (node: FlowGraph['nodes'][number], out: ReadonlySet<string>) => boolean,
): Set<number> {
  const out = new Map<string, Set<string>>();
  for (const e of graph.edges) {
    const kinds = out.get(e.from) ?? new Set<string>();
    kinds.add(e.kind);
    out.set(e.from, kinds);
  }
  const lines = new Set<number>();
  for (const n of graph.nodes) {
    if (!n.range || !test(n, out.get(n.id) ?? new Set())) continue;
    for (let l = n.range.startLine; l <= n.range.endLine; l++) lines.add(l);
  }
  return lines;
}

function assemble(run: TracedRun, graph: FlowGraph, lang: EventLanguage): Call[] {
  const module = graph.charts.find((c) => c.kind === 'module');
  const calls = new Map<number, Call>([
    [0, { chart: module, what: 'top level', lines: [], ending: 'return' }],
  ]);
  /** frame id → the call its lines belong to */
  const owner = new Map<number, number>([[0, 0]]);
  if (run.error) calls.get(0)!.ending = 'exception';
  for (const e of run.events) {
    switch (e[0]) {
      case 'c': {
        const [, id, kind, line, name] = e;
        const chart =
          kind === 'module'
            ? module
            : kind === 'class'
              ? graph.charts.find((c) => c.kind === 'class' && c.range.startLine === line)
              : chartForDefinition(graph, name, line);
        // `define_method`: Ruby reports the call and then the block that is its body
        if (!chart && kind === 'method' && lang.closureChart(graph, line)) {
          owner.set(id, 0);
          break;
        }
        // a class body starts at its header, as the chart's header node does
        const first = kind === 'class' ? [line] : [];
        calls.set(id, {
          chart,
          what: `${kind} ${name} (line ${line})`,
          lines: first,
          ending: 'suspended',
        });
        owner.set(id, id);
        break;
      }
      case 'b': {
        const [, id, line, home] = e;
        const closure = lang.closureChart(graph, line);
        if (closure) {
          calls.set(id, {
            chart: closure,
            what: `closure at line ${line}`,
            lines: [],
            ending: 'suspended',
          });
          owner.set(id, id);
        } else owner.set(id, owner.get(home) ?? 0);
        break;
      }
      case 'l': {
        const call = calls.get(owner.get(e[1]) ?? 0);
        const line = e[2];
        // a line reported again at once is one step (Ruby reports a line per branch inside it)
        if (call && call.lines[call.lines.length - 1] !== line) call.lines.push(line);
        break;
      }
      case 'r': {
        const call = calls.get(e[1]);
        if (call && owner.get(e[1]) === e[1])
          call.ending = e[2] === 'exception' ? 'exception' : 'return';
        break;
      }
    }
  }
  return [...calls.values()];
}

/** Checks every call of a run against its chart; failures as readable lines (empty = correct). */
export function checkRun(
  run: TracedRun,
  graph: FlowGraph,
  lang: EventLanguage,
  source: string,
): RunReport {
  const lines = source.split('\n');
  const show = (line: number | undefined): string =>
    line === undefined ? '' : `\n      ${line}: ${lines[line - 1]?.trim() ?? ''}`;
  const notCode = lang.notCode?.(source) ?? new Set<number>();
  const executable = new Set(run.executable.filter((l) => !notCode.has(l)));
  const checker = new GraphPathChecker(graph, executable, lang.silentLines?.(graph));
  const isEnd = (line: number, chart: Chart): boolean =>
    lang.closingBraceReturns === true &&
    line === chart.range.endLine &&
    LONE_CLOSING_BRACE.test(lines[line - 1] ?? '');
  const counts = new Map<string, number>();
  let transitions = 0;
  const calls = assemble(run, graph, lang);
  for (const call of calls) {
    if (call.lines.length === 0 && call.chart?.kind === 'module') continue;
    if (!call.chart) {
      counts.set(`no chart for ${call.what}`, (counts.get(`no chart for ${call.what}`) ?? 0) + 1);
      continue;
    }
    const chart = call.chart;
    const steps = call.lines.filter((l) => !notCode.has(l) && !isEnd(l, chart));
    transitions += Math.max(0, steps.length - 1);
    for (const f of checker.checkCall(chart.id, { lines: steps, ending: call.ending })) {
      const text = formatFailure(f) + show(f.line ?? f.from) + (f.to !== f.from ? show(f.to) : '');
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
  }
  return {
    failures: [...counts].map(([text, n]) => (n > 1 ? `${text}\n      (${n} calls)` : text)),
    calls: calls.length,
    transitions,
  };
}

/** Executable lines some call ran, over all the executable lines (line coverage of the run). */
export function coveredLines(run: TracedRun): { covered: number; executable: number } {
  const ran = new Set(run.events.filter((e) => e[0] === 'l').map((e) => e[2]));
  const exe = run.executable.filter((l) => l > 0);
  return { covered: exe.filter((l) => ran.has(l)).length, executable: exe.length };
}
