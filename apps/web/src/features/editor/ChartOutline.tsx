import type { Chart } from '@codeflow/engine';
import { memo, useCallback, useId, useState, type KeyboardEvent } from 'react';

/** How a chart is named in the outline. */
export function outlineName(chart: Chart): string {
  return chart.kind === 'module' ? 'Top-level code' : chart.name;
}

/**
 * The file's charts (functions, methods, classes, top-level code) as an always-visible list
 * beside the chart: a click or Enter shows that chart (and moves the code there); the chart in
 * view is marked. Up/Down/Home/End move between entries. On a phone it folds behind a button.
 */
export const ChartOutline = memo(function ChartOutline({
  charts,
  focus,
  onShow,
}: {
  /** in source order */
  charts: readonly Chart[];
  /** the chart in view */
  focus: string | null;
  onShow: (chart: Chart) => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const choose = useCallback(
    (chart: Chart) => {
      onShow(chart);
      setOpen(false);
    },
    [onShow],
  );
  if (charts.length < 2) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const to =
      event.key === 'ArrowDown'
        ? at + 1
        : event.key === 'ArrowUp'
          ? at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    buttons[Math.min(buttons.length - 1, Math.max(0, to))]?.focus();
  };

  return (
    <nav
      aria-label="Functions in this file"
      className="flex min-h-0 shrink-0 flex-col text-sm md:w-44"
      data-testid="chart-outline"
    >
      <button
        type="button"
        className="rounded border border-gray-300 bg-white px-2 py-1 text-left font-medium text-gray-700 md:hidden"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? '▾' : '▸'} Functions ({charts.length})
      </button>
      <h2 className="hidden px-1 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase md:block">
        Functions
      </h2>
      <ul
        id={listId}
        className={`${open ? 'block' : 'hidden'} max-h-48 overflow-y-auto rounded border border-gray-200 md:block md:max-h-none md:flex-1`}
        onKeyDown={onKeyDown}
      >
        {charts.map((c) => (
          <OutlineEntry key={c.id} chart={c} current={c.id === focus} onChoose={choose} />
        ))}
      </ul>
    </nav>
  );
});

/**
 * One chart of the list. Memoised: a keystroke redraws the editor, and in a file of a thousand
 * functions re-rendering every entry (each a new click handler) was a few milliseconds a key;
 * an answer keeps the chart objects that did not change (graphDelta), so only those redraw.
 */
const OutlineEntry = memo(function OutlineEntry({
  chart: c,
  current,
  onChoose,
}: {
  chart: Chart;
  current: boolean;
  onChoose: (chart: Chart) => void;
}) {
  return (
    <li className="[contain-intrinsic-size:auto_2rem] [content-visibility:auto]">
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        title={`${outlineName(c)} (${c.kind}, line ${c.range.startLine})`}
        onClick={() => onChoose(c)}
        className={`flex min-h-10 w-full items-center justify-between gap-2 px-3 py-1 text-left md:min-h-0 md:items-baseline md:px-2 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none focus-visible:ring-inset ${
          current ? 'bg-blue-50 font-semibold text-blue-800' : 'text-gray-700 hover:bg-gray-50'
        } ${c.parent && c.kind !== 'module' ? 'pl-6 md:pl-4' : ''}`}
      >
        <span className="truncate">{outlineName(c)}</span>
        <span className="shrink-0 text-xs text-gray-400">{c.range.startLine}</span>
      </button>
    </li>
  );
});
