/**
 * The correctness rule (docs/architecture.md#correctness-rule) for one JavaScript program: run it
 * traced, then check every call against the chart of its function in the program's FlowGraph.
 */
import type { Chart, FlowGraph } from '../../src/graph/types';
import { generateFlowchart } from '../../src/node';
import {
  formatFailure,
  GraphPathChecker,
  type PathFailure,
} from '../../src/test-support/correctness';
import { instrument, type TracedFunction } from '../../src/trace/instrument';
import { runTraced } from './runTraced';
import { stripTypes } from '../../src/trace/stripTypes';

export type ProgramReport = { failures: string[]; calls: number; output: string[] };

/** The chart of a traced function: the innermost function/method chart spanning it. */
function chartFor(graph: FlowGraph, fn: TracedFunction): Chart | undefined {
  if (fn.id === 0) return graph.charts.find((c) => c.kind === 'module');
  let best: Chart | undefined;
  for (const chart of graph.charts) {
    if (chart.kind === 'module' || chart.kind === 'class') continue;
    if (chart.range.startLine > fn.startLine || chart.range.endLine < fn.endLine) continue;
    const span = chart.range.endLine - chart.range.startLine;
    if (!best || span < best.range.endLine - best.range.startLine) best = chart;
  }
  return best;
}

export type CheckOptions = {
  compact?: boolean;
  /** `typescript`: the chart comes from the source, the run from its type-stripped JavaScript */
  language?: 'javascript' | 'typescript';
  /** edits the graph before checking (to show the checker notices a broken chart) */
  mutate?: (graph: FlowGraph) => FlowGraph;
};

export async function checkProgram(
  source: string,
  options: CheckOptions = {},
): Promise<ProgramReport> {
  const result = await generateFlowchart({
    code: source,
    language: options.language ?? 'javascript',
    compact: options.compact ?? false,
  });
  if (!result.graph) return { failures: [`no graph: ${result.error}`], calls: 0, output: [] };
  const graph = options.mutate ? options.mutate(result.graph) : result.graph;
  const js = options.language === 'typescript' ? await stripTypes(source) : source;
  const { code, functions } = await instrument(js);
  const { calls, output } = await runTraced(code);
  const failures: string[] = [];
  const checkers = new Map<number, GraphPathChecker>();
  const seen = new Set<string>();
  for (const call of calls) {
    const fn = functions[call.fn];
    if (!fn) continue;
    const chart = chartFor(graph, fn);
    if (!chart) {
      failures.push(`no chart for the function at lines ${fn.startLine}-${fn.endLine}`);
      continue;
    }
    let checker = checkers.get(fn.id);
    if (!checker) {
      // executable lines are the function's own: a callback's lines inside a statement of the
      // enclosing chart are not steps of that chart
      checker = new GraphPathChecker(graph, fn.executable);
      checkers.set(fn.id, checker);
    }
    const found: PathFailure[] = checker.checkCall(chart.id, {
      lines: call.lines,
      ending: call.ending,
    });
    for (const f of found) {
      const text = formatFailure(f);
      if (!seen.has(text)) failures.push(text);
      seen.add(text);
    }
  }
  return { failures, calls: calls.length, output };
}
