import { chartComplexity, type Chart, type FlowGraph } from '@codeflow/engine';
import { useMemo } from 'react';

export type RankedChart = { chart: Chart; complexity: number };

/** The functions and methods (and a top level that branches), most complex first. */
export function rankCharts(graph: FlowGraph): RankedChart[] {
  const counted = chartComplexity(graph);
  return graph.charts
    .map((chart) => ({ chart, complexity: counted.get(chart.id) ?? 1 }))
    .filter(({ chart, complexity }) =>
      chart.kind === 'module' ? complexity > 1 : chart.kind !== 'class' && !chart.empty,
    )
    .sort(
      (a, b) => b.complexity - a.complexity || a.chart.range.startLine - b.chart.range.startLine,
    );
}

/** The file's functions by cyclomatic complexity; choosing one shows its chart. */
export function FunctionsByComplexity({
  graph,
  focus,
  onShow,
}: {
  graph: FlowGraph | null;
  focus: string | null;
  onShow: (chart: Chart) => void;
}) {
  const ranked = useMemo(() => (graph ? rankCharts(graph) : []), [graph]);
  if (ranked.length < 2) return null;
  return (
    <details className="relative text-sm" data-testid="functions-by-complexity">
      <summary
        className="flex cursor-pointer list-none items-center gap-1 rounded border border-gray-300 bg-white px-2 py-0.5 text-gray-700 hover:bg-gray-100"
        title="The functions by complexity, most complex first"
      >
        <span aria-hidden="true">⇅</span>
        <span className="sr-only">By complexity</span>
      </summary>
      <ol
        aria-label="Functions by complexity"
        className="absolute right-0 z-20 mt-1 max-h-80 w-72 overflow-auto rounded border border-gray-300 bg-white p-1 shadow-lg"
      >
        {ranked.map(({ chart, complexity }) => (
          <li key={chart.id}>
            <button
              type="button"
              className={`flex w-full items-center justify-between gap-2 rounded px-2 py-1 text-left hover:bg-indigo-50 ${
                chart.id === focus ? 'font-semibold' : ''
              }`}
              aria-current={chart.id === focus ? 'true' : undefined}
              onClick={() => onShow(chart)}
            >
              <span className="truncate">{chart.kind === 'module' ? 'Top level' : chart.name}</span>
              <span
                className="shrink-0 rounded bg-gray-100 px-1.5 text-xs text-gray-700"
                aria-label={`complexity ${complexity}`}
              >
                {complexity}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </details>
  );
}
