import type { Chart, FlowGraph } from '@codeflow/engine';
import { useCallback, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { ChartPicker, FOLLOW_CURSOR } from './ChartPicker';
import type { ChartSelection } from './useChartSelection';
import { FunctionsByComplexity, ViewSwitch, type ChartView } from './views';

/**
 * The one row above the chart (issue 23): which chart is in view, the Overview switch (a symbol
 * with its name), the view switch (a select on a phone), the functions by complexity, and for
 * pseudocode and the structogram the explore controls (a drawn chart has them in its zoom row).
 */
export function ChartToolbar({
  selection,
  chartView,
  graph,
  onShowChart,
  explore,
}: {
  selection: ChartSelection;
  chartView: ChartView;
  graph: FlowGraph | null;
  onShowChart: (chart: Chart) => void;
  /** the search box and the More menu, when they are not in the drawn chart's zoom row */
  explore: ReactNode;
}) {
  const { overview, orderedCharts, plan, pick } = selection;
  // stable, so the memoised picker skips the keystrokes that do not change the charts
  const onPick = useCallback((id: string) => pick(id === FOLLOW_CURSOR ? null : id), [pick]);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="chart-toolbar">
      {!overview && (
        <div className="flex min-w-0 flex-1 lg:flex-none">
          <ChartPicker
            charts={orderedCharts}
            focus={plan.focus}
            pinned={plan.pinned}
            onChange={onPick}
          />
        </div>
      )}
      {orderedCharts.length > 1 && (
        <Button
          size="sm"
          variant={overview ? 'primary' : 'secondary'}
          aria-pressed={overview}
          aria-label="Overview"
          onClick={selection.toggleOverview}
          title="Overview: every chart at once, with a minimap"
        >
          <span aria-hidden="true" className="inline-block min-w-4 text-center">
            ▦
          </span>
        </Button>
      )}
      <ViewSwitch view={chartView.view} onChange={chartView.setView} />
      <FunctionsByComplexity graph={graph} focus={plan.focus} onShow={onShowChart} />
      {explore}
    </div>
  );
}
