import type { Chart } from '@codeflow/engine';
import { memo, useId, useMemo } from 'react';

/** option value: show whichever chart holds the editor cursor */
export const FOLLOW_CURSOR = 'cursor';

/**
 * Chooses which chart of a multi-function file is in view: the one at the cursor (the default,
 * it follows the cursor), or one pinned chart. Charts are listed in source order.
 */
export const ChartPicker = memo(function ChartPicker({
  charts,
  focus,
  pinned,
  onChange,
}: {
  /** in source order */
  charts: Chart[];
  /** the chart in view */
  focus: string | null;
  pinned: boolean;
  onChange: (chartId: string) => void;
}) {
  const id = useId();
  // a thousand options are made again only when the charts change, not on every keystroke
  const options = useMemo(
    () =>
      charts.map((c) => (
        <option key={c.id} value={c.id}>
          {c.kind === 'module'
            ? 'Top-level code (pinned)'
            : `${c.name} (${c.kind}, line ${c.range.startLine}, pinned)`}
        </option>
      )),
    [charts],
  );
  if (charts.length < 2) return null;
  const name = (c: Chart | undefined) =>
    !c ? 'top level' : c.kind === 'module' ? 'top-level code' : c.name;
  return (
    <div className="flex min-w-0 max-w-full items-center gap-2 text-sm">
      <label htmlFor={id} className="sr-only">
        Chart
      </label>
      <select
        id={id}
        value={pinned && focus ? focus : FOLLOW_CURSOR}
        onChange={(e) => onChange(e.target.value)}
        data-testid="chart-picker"
        className="min-w-0 max-w-full flex-1 truncate rounded lg:max-w-40 border border-gray-300 bg-white px-2 py-1 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
      >
        <option value={FOLLOW_CURSOR}>
          Follow the cursor ({name(pinned ? undefined : charts.find((c) => c.id === focus))})
        </option>
        {options}
      </select>
      {pinned && (
        <span className="text-xs text-gray-500" data-testid="chart-pinned">
          Pinned
        </span>
      )}
    </div>
  );
});
