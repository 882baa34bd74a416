import { Button } from '../../components/ui/Button';
import { ChartPicker, FOLLOW_CURSOR } from './ChartPicker';
import type { ChartSelection } from './useChartSelection';

/** Above the chart: which chart is in view, the Overview switch, and "Updating…" while redrawing. */
export function ChartPaneHeader({
  selection,
  pending,
}: {
  selection: ChartSelection;
  pending: boolean;
}) {
  const { overview, orderedCharts, plan } = selection;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
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
      </div>
      <span className="text-xs text-gray-500" aria-live="polite" data-testid="generation-state">
        {pending ? 'Updating…' : ''}
      </span>
    </div>
  );
}
