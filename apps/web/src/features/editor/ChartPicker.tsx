import type { Chart } from '@codeflow/engine';
import { useId } from 'react';

export const ALL_CHARTS = 'all';
/** option value: draw whichever chart holds the editor cursor */
export const FOLLOW_CURSOR = 'cursor';

/** Chooses which chart of a multi-function file is drawn (or all of them). */
export function ChartPicker({
  charts,
  value,
  onChange,
  allowAll,
  followsCursor,
}: {
  charts: Chart[];
  value: string;
  onChange: (chartId: string) => void;
  allowAll: boolean;
  /** the drawn chart is the one at the cursor (no explicit pick) */
  followsCursor: boolean;
}) {
  const id = useId();
  if (charts.length < 2) return null;
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-gray-600">
        Chart
      </label>
      <select
        id={id}
        value={followsCursor ? FOLLOW_CURSOR : value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="chart-picker"
        className="rounded border border-gray-300 bg-white px-2 py-1 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
      >
        {allowAll && <option value={ALL_CHARTS}>All charts ({charts.length})</option>}
        {!allowAll && (
          <option value={FOLLOW_CURSOR}>
            Chart at the cursor ({charts.find((c) => c.id === value)?.name ?? 'top level'})
          </option>
        )}
        {charts.map((c) => (
          <option key={c.id} value={c.id}>
            {c.kind === 'module'
              ? 'Top-level code'
              : `${c.name} (${c.kind}, line ${c.range.startLine})`}
          </option>
        ))}
      </select>
    </div>
  );
}
