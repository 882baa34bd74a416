import type { LabelValue } from '@codeflow/contracts';
import type { ChartConfiguration } from 'chart.js';
import { useId, useMemo } from 'react';
import { ChartCanvas } from './ChartCanvas';
import { paletteColour } from './chartPalette';

/** A doughnut of `{label, value}` slices, with the figures listed beside it as text. */
export function DoughnutCard({
  title,
  data,
  testId,
}: {
  title: string;
  data: LabelValue[];
  testId?: string;
}) {
  const headingId = useId();
  const config = useMemo<ChartConfiguration<'doughnut'>>(
    () => ({
      type: 'doughnut',
      data: {
        labels: data.map((d) => d.label),
        datasets: [
          {
            data: data.map((d) => d.value),
            backgroundColor: data.map((_, i) => paletteColour(i)),
            borderWidth: 1,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
      },
    }),
    [data],
  );
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      data-testid={testId}
    >
      <h3 id={headingId} className="font-semibold text-gray-900">
        {title}
      </h3>
      {total === 0 ? (
        <p className="mt-4 text-sm text-gray-600">No data yet.</p>
      ) : (
        <div className="mt-3 grid items-center gap-4 sm:grid-cols-[1fr_auto]">
          <ChartCanvas config={config} className="h-56" />
          <ul className="space-y-1 text-sm">
            {data.map((d, i) => (
              <li key={d.label} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block size-3 rounded-sm"
                  style={{ backgroundColor: paletteColour(i) }}
                />
                <span className="text-gray-700">{d.label}</span>
                <span className="ml-auto pl-3 font-semibold text-gray-900">{d.value}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
