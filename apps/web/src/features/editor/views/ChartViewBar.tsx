import type { Chart, FlowGraph } from '@codeflow/engine';
import { FunctionsByComplexity } from './FunctionsByComplexity';
import type { ChartView } from './useChartView';
import { ViewSwitch } from './ViewSwitch';

/** Above the chart: the view switch and the file's functions by complexity. */
export function ChartViewBar({
  chartView,
  graph,
  focus,
  onShowChart,
}: {
  chartView: ChartView;
  graph: FlowGraph | null;
  focus: string | null;
  onShowChart: (chart: Chart) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="chart-view-bar">
      <ViewSwitch view={chartView.view} onChange={chartView.setView} />
      <FunctionsByComplexity graph={graph} focus={focus} onShow={onShowChart} />
    </div>
  );
}
