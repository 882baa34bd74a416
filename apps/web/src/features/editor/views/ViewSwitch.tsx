import { useRef, type KeyboardEvent } from 'react';
import { CHART_VIEWS, type ChartViewId } from './chartViews';

/**
 * The view switch above the chart: a radio group (one Tab stop; arrow keys, Home and End move
 * and choose, as in any radio group); on a phone a select.
 */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: ChartViewId;
  onChange: (view: ChartViewId) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = CHART_VIEWS.findIndex((v) => v.id === view);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = CHART_VIEWS.length - 1;
    const step: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: last,
    };
    const to = step[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = CHART_VIEWS[(to + CHART_VIEWS.length) % CHART_VIEWS.length];
    if (!next) return;
    onChange(next.id);
    buttons.current[CHART_VIEWS.indexOf(next)]?.focus();
  };

  return (
    <>
      {/* a phone has no room for four buttons in a row: the same choice as a select */}
      <select
        aria-label="Chart view"
        className="rounded border border-gray-300 bg-white px-1 py-1 text-sm sm:hidden"
        value={view}
        onChange={(e) => {
          const next = CHART_VIEWS.find((v) => v.id === e.target.value);
          if (next) onChange(next.id);
        }}
      >
        {CHART_VIEWS.map((v) => (
          <option key={v.id} value={v.id}>
            {v.label}
          </option>
        ))}
      </select>
      <div
        role="radiogroup"
        aria-label="Chart view"
        className="hidden max-w-full flex-wrap rounded border border-gray-300 bg-white p-0.5 sm:inline-flex"
        onKeyDown={onKeyDown}
      >
        {CHART_VIEWS.map((v, i) => {
          const checked = v.id === view;
          return (
            <button
              key={v.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              title={v.hint}
              data-testid={`chart-view-${v.id}`}
              onClick={() => onChange(v.id)}
              className={`rounded px-1.5 py-0.5 text-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ${
                checked ? 'bg-indigo-600 font-medium text-white' : 'text-gray-700 hover:bg-gray-100'
              }`}
            >
              {v.label}
            </button>
          );
        })}
      </div>
    </>
  );
}
