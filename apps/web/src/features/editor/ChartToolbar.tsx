import type { Chart, FlowGraph } from '@codeflow/engine';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { ChartPicker, FOLLOW_CURSOR } from './ChartPicker';
import type { ChartSelection } from './useChartSelection';
import { FunctionsByComplexity, ViewSwitch, type ChartView } from './views';

/**
 * The one row above the chart (issue 23): which chart is in view and the Overview switch, the
 * view switch, the explore controls (search, More), and the functions by complexity. It
 * wraps only where the pane is too narrow (a phone).
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
  /** the search box and the More menu, when a chart can be explored */
  explore: ReactNode;
}) {
  const { overview, orderedCharts, plan } = selection;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="chart-toolbar">
      {!overview && (
        <ChartPicker
          charts={orderedCharts}
          focus={plan.focus}
          pinned={plan.pinned}
          onChange={(id) => selection.pick(id === FOLLOW_CURSOR ? null : id)}
        />
      )}
      {orderedCharts.length > 1 && (
        <Button
          size="sm"
          variant={overview ? 'primary' : 'secondary'}
          aria-pressed={overview}
          onClick={selection.toggleOverview}
          title="Every chart at once, with a minimap"
        >
          Overview
        </Button>
      )}
      <ViewSwitch view={chartView.view} onChange={chartView.setView} />
      {explore}
      <FunctionsByComplexity graph={graph} focus={plan.focus} onShow={onShowChart} />
    </div>
  );
}
