import { useId, useRef, useState } from 'react';
import marketing from 'virtual:marketing-data';

/**
 * One tab per engine language: the sample's code and the engine's own drawing of it (made at
 * build time by its renderer, so it is what the editor would draw). Arrow keys move between
 * tabs (the WAI-ARIA tabs pattern).
 */
export function CodeSampleTabs() {
  const samples = marketing.samples;
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  const select = (index: number) => {
    const next = (index + samples.length) % samples.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div role="tablist" aria-label="Code sample language" className="flex flex-wrap gap-1">
        {samples.map((s, i) => (
          <button
            key={s.tag}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${s.tag}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${s.tag}`}
            tabIndex={i === active ? 0 : -1}
            data-testid={`sample-tab-${s.tag}`}
            onClick={() => setActive(i)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') select(i + 1);
              else if (e.key === 'ArrowLeft') select(i - 1);
              else if (e.key === 'Home') select(0);
              else if (e.key === 'End') select(samples.length - 1);
            }}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold ${
              i === active ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {s.displayName}
          </button>
        ))}
      </div>
      {samples.map((s, i) => (
        <div
          key={s.tag}
          role="tabpanel"
          id={`${base}-panel-${s.tag}`}
          aria-labelledby={`${base}-tab-${s.tag}`}
          hidden={i !== active}
          data-testid={`sample-panel-${s.tag}`}
          className="mt-4 grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
        >
          <pre
            tabIndex={0}
            aria-label={`${s.displayName} sample code`}
            className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100"
          >
            <code>{s.code}</code>
          </pre>
          <img
            src={s.url}
            width={s.width}
            height={s.height}
            alt={`Flowchart drawn by the Codeflow engine from the ${s.displayName} sample: a loop over the numbers, a decision for even ones, output of the total and its return`}
            // the first chart is part of the first screen; the others load when their tab opens
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            data-testid={`sample-chart-${s.tag}`}
            className="h-auto w-full rounded-lg border border-slate-100"
          />
        </div>
      ))}
    </div>
  );
}
