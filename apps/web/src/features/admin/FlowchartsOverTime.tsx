import {
  ANALYTICS_MAX_DAYS,
  ANALYTICS_PERIODS,
  analyticsMessages,
  type AnalyticsPeriod,
} from '@codeflow/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChartConfiguration } from 'chart.js';
import { useMemo, useState } from 'react';
import { getFlowchartsOverTime } from '../../api/analytics';
import { Field } from '../../components/ui/Field';
import { ADMIN_ANALYTICS_KEY } from './adminQueryKeys';
import { ADMIN_MESSAGES } from './adminMessages';
import { bucketLabel, defaultAnalyticsRange } from './analyticsRange';
import { ChartCanvas } from './ChartCanvas';
import { errorText } from './errorText';
import { CHART_PALETTE } from './chartPalette';
import { compactInputClass } from './selectClass';

const PERIOD_NAMES: Readonly<Record<AnalyticsPeriod, string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/**
 * The line chart "Flowcharts Created Over Time" with its Daily/Weekly/Monthly selector; daily
 * over the last 30 days to start with (docs/product.md#super-admin-screen).
 */
export function FlowchartsOverTime() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('daily');
  const [range, setRange] = useState(defaultAnalyticsRange);
  const ordered = range.start !== '' && range.end !== '' && range.start <= range.end;
  // the server's rule (contracts' analytics query): the end at most ANALYTICS_MAX_DAYS after the start
  const tooLong =
    ordered && Date.parse(range.end) - Date.parse(range.start) > ANALYTICS_MAX_DAYS * 86_400_000;
  const validRange = ordered && !tooLong;
  const series = useQuery({
    queryKey: [...ADMIN_ANALYTICS_KEY, 'over-time', period, range.start, range.end],
    queryFn: ({ signal }) =>
      getFlowchartsOverTime({ period, start_date: range.start, end_date: range.end }, signal),
    enabled: validRange,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  const points = series.data;
  const config = useMemo<ChartConfiguration<'line'> | null>(
    () =>
      points
        ? {
            type: 'line',
            data: {
              labels: points.map((p) => bucketLabel(p.date, period)),
              datasets: [
                {
                  label: 'Flowcharts created',
                  data: points.map((p) => p.count),
                  borderColor: CHART_PALETTE[0],
                  backgroundColor: 'rgba(79, 70, 229, 0.15)',
                  fill: true,
                  tension: 0.25,
                  pointRadius: points.length > 60 ? 0 : 3,
                },
              ],
            },
            options: {
              responsive: true,
              maintainAspectRatio: false,
              animation: false,
              scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
              plugins: { legend: { display: false } },
            },
          }
        : null,
    [points, period],
  );
  const total = points?.reduce((sum, p) => sum + p.count, 0) ?? 0;

  return (
    <section
      aria-labelledby="over-time-heading"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      data-testid="flowcharts-over-time"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="over-time-heading" className="font-semibold text-gray-900">
          Flowcharts Created Over Time
        </h3>
        <div className="flex flex-wrap items-end gap-3">
          <div role="group" aria-label="Period" className="inline-flex rounded-md shadow-sm">
            {ANALYTICS_PERIODS.map((p, i) => (
              <button
                key={p}
                type="button"
                aria-pressed={period === p}
                onClick={() => setPeriod(p)}
                className={`border border-gray-300 px-3 py-1.5 text-sm focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none ${
                  period === p
                    ? 'bg-indigo-600 font-semibold text-white'
                    : 'bg-white text-gray-700 hover:bg-gray-50'
                } ${i === 0 ? 'rounded-l-md' : '-ml-px'} ${i === ANALYTICS_PERIODS.length - 1 ? 'rounded-r-md' : ''}`}
              >
                {PERIOD_NAMES[p]}
              </button>
            ))}
          </div>
          <Field
            label="From"
            type="date"
            value={range.start}
            max={range.end}
            onChange={(start) => setRange((r) => ({ ...r, start }))}
            inputClassName={compactInputClass}
          />
          <Field
            label="To"
            type="date"
            value={range.end}
            min={range.start}
            onChange={(end) => setRange((r) => ({ ...r, end }))}
            inputClassName={compactInputClass}
          />
        </div>
      </div>

      {!validRange ? (
        <p role="alert" className="mt-4 text-sm text-red-600" data-testid="range-error">
          {tooLong
            ? analyticsMessages.rangeTooLong
            : 'Choose a start date on or before the end date.'}
        </p>
      ) : series.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-600" data-testid="range-error">
          {/* the server's reason when it gives one (a date it refuses), else the generic text */}
          {errorText(series.error, ADMIN_MESSAGES.loadTimeSeriesFailed)}
        </p>
      ) : !config || !points ? (
        <p role="status" className="mt-4 text-sm text-gray-600">
          {ADMIN_MESSAGES.loadingAnalytics}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-600" data-testid="over-time-summary">
            {total} created in {points.length} {PERIOD_NAMES[period].toLowerCase()} buckets
          </p>
          <ChartCanvas config={config} className="mt-3 h-72" />
          <table className="sr-only">
            <caption>
              Flowcharts created per{' '}
              {period === 'daily' ? 'day' : period === 'weekly' ? 'week' : 'month'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Period starting</th>
                <th scope="col">Flowcharts</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.date}>
                  <td>{p.date}</td>
                  <td>{p.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
