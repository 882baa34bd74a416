import { useQueries } from '@tanstack/react-query';
import {
  getKpiOverview,
  getLanguageUsage,
  getSubscriptionDistribution,
  getUserGeography,
} from '../../api/analytics';
import { Button } from '../../components/ui/Button';
import { ADMIN_ANALYTICS_KEY } from './adminQueryKeys';
import { ADMIN_MESSAGES } from './adminMessages';
import { DoughnutCard } from './DoughnutCard';
import { FlowchartsOverTime } from './FlowchartsOverTime';
import { StatCard } from './StatCard';

/**
 * Analytics (docs/product.md#super-admin-screen): KPI cards, flowcharts over time, the
 * subscription and language doughnuts and the top user locations. "Loading Analytics..." until
 * the first figures arrive, then the red error text if they could not be loaded.
 */
export function AnalyticsTab() {
  const [kpi, subscriptions, languages, geography] = useQueries({
    queries: [
      {
        queryKey: [...ADMIN_ANALYTICS_KEY, 'kpi'],
        queryFn: ({ signal }: { signal: AbortSignal }) => getKpiOverview(signal),
        staleTime: 0,
      },
      {
        queryKey: [...ADMIN_ANALYTICS_KEY, 'subscriptions'],
        queryFn: ({ signal }: { signal: AbortSignal }) => getSubscriptionDistribution(signal),
        staleTime: 0,
      },
      {
        queryKey: [...ADMIN_ANALYTICS_KEY, 'languages'],
        queryFn: ({ signal }: { signal: AbortSignal }) => getLanguageUsage(signal),
        staleTime: 0,
      },
      {
        queryKey: [...ADMIN_ANALYTICS_KEY, 'geography'],
        queryFn: ({ signal }: { signal: AbortSignal }) => getUserGeography(signal),
        staleTime: 0,
      },
    ],
  });

  if (kpi.isError || subscriptions.isError || languages.isError || geography.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-red-600">{ADMIN_MESSAGES.loadAnalyticsFailed}</p>
        <Button
          onClick={() => {
            for (const q of [kpi, subscriptions, languages, geography])
              if (q.isError) void q.refetch();
          }}
        >
          Retry
        </Button>
      </div>
    );
  }
  if (!kpi.data || !subscriptions.data || !languages.data || !geography.data) {
    return (
      <p role="status" className="py-10 text-center text-gray-600">
        {ADMIN_MESSAGES.loadingAnalytics}
      </p>
    );
  }
  const k = kpi.data;
  return (
    <section aria-labelledby="analytics-heading" className="space-y-6">
      <h2 id="analytics-heading" className="sr-only">
        Analytics
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <StatCard label="Total Users" value={k.total_users} testId="kpi-total-users" />
        <StatCard
          label="Total Flowcharts"
          value={k.total_flowcharts}
          accent="border-t-sky-500"
          testId="kpi-total-flowcharts"
        />
        <StatCard
          label="Daily Active Users"
          value={k.daily_active_users}
          accent="border-t-green-500"
          testId="kpi-dau"
        />
        <StatCard
          label="Monthly Active Users"
          value={k.monthly_active_users}
          accent="border-t-purple-500"
          testId="kpi-mau"
        />
        <StatCard
          label="Total Time Spent"
          value={`${k.total_time_spent_hours.toLocaleString()} hrs`}
          accent="border-t-orange-500"
          testId="kpi-time"
        />
      </dl>
      <FlowchartsOverTime />
      <div className="grid gap-4 lg:grid-cols-2">
        <DoughnutCard
          title="Subscription Distribution"
          data={subscriptions.data}
          testId="subscription-distribution"
        />
        <DoughnutCard title="Language Usage" data={languages.data} testId="language-usage" />
      </div>
      <section
        aria-labelledby="locations-heading"
        className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      >
        <h3 id="locations-heading" className="font-semibold text-gray-900">
          Top User Locations
        </h3>
        {geography.data.length === 0 ? (
          <p className="mt-3 text-sm text-gray-600">No locations yet.</p>
        ) : (
          // docs/product.md#constants-and-limits: the table scrolls past max height 96 units
          <div
            className="mt-3 max-h-96 overflow-y-auto rounded border border-gray-100"
            tabIndex={0}
            aria-label="Top user locations, scrollable"
          >
            <table className="min-w-full text-sm" data-testid="locations-table">
              <thead className="sticky top-0 bg-gray-50">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-semibold text-gray-600">
                    Country
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold text-gray-600">
                    User Count
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {geography.data.map((row) => (
                  <tr key={row.label}>
                    <td className="px-3 py-1.5 text-gray-900">{row.label}</td>
                    <td className="px-3 py-1.5 text-right font-medium text-gray-900">
                      {row.value}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
