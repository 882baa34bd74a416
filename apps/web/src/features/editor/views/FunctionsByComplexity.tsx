import { chartComplexity, type Chart, type FlowGraph } from '@codeflow/engine';
import { useMemo, useState } from 'react';

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

/**
 * Whether rankCharts' list has two entries or more (two functions or methods that draw
 * something, or one and a top level with a decision), mostly without counting.
 */
function hasTwoFunctions(graph: FlowGraph): boolean {
  let functions = 0;
  for (const c of graph.charts)
    if (c.kind !== 'module' && c.kind !== 'class' && !c.empty) functions++;
  if (functions >= 2) return true;
  if (functions === 0) return false;
  return rankCharts(graph).length >= 2;
}

/**
 * The file's functions by cyclomatic complexity; choosing one shows its chart. The list is
 * counted and drawn only while it is open: a 20,000-line file has ~1,000 functions, and a
 * keystroke must not recount and redraw them all (issue 23 item 6).
 */
export function FunctionsByComplexity({
  graph,
  focus,
  onShow,
}: {
  graph: FlowGraph | null;
  focus: string | null;
  onShow: (chart: Chart) => void;
}) {
  const [open, setOpen] = useState(false);
  const ranked = useMemo(() => (graph && open ? rankCharts(graph) : []), [graph, open]);
  // whether there are two functions to rank, without counting them
  const worthListing = useMemo(() => (graph ? hasTwoFunctions(graph) : false), [graph]);
  if (!worthListing) return null;
  return (
    <details
      className="relative self-stretch text-sm"
      data-testid="functions-by-complexity"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        className="flex h-full min-w-8 cursor-pointer list-none items-center justify-center gap-1 rounded border border-gray-300 bg-white px-2 py-0.5 text-gray-700 hover:bg-gray-100"
        title="The functions by complexity, most complex first"
      >
        <span aria-hidden="true">⇅</span>
        <span className="sr-only">By complexity</span>
      </summary>
      {open && (
        <ol
          aria-label="Functions by complexity"
          className="absolute right-0 z-20 mt-1 max-h-80 w-72 max-w-[calc(100vw-2rem)] overflow-auto rounded border border-gray-300 bg-white p-1 shadow-lg"
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
                <span className="truncate">
                  {chart.kind === 'module' ? 'Top level' : chart.name}
                </span>
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
      )}
    </details>
  );
}
