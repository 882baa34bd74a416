import { subscriptionTiers, TIER_NAMES } from '@codeflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { getDashboardStats } from '../../api/admin';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { planBadgeClasses } from '../../components/ui/badgeClasses';
import { ADMIN_STATS_KEY } from './adminQueryKeys';
import { ADMIN_MESSAGES } from './adminMessages';
import { errorText } from './errorText';
import { premiumUsers } from './premiumUsers';
import { StatCard } from './StatCard';

/** The Dashboard tab: four cards and the count of users per tier. */
export function DashboardStatsTab() {
  const stats = useQuery({
    queryKey: ADMIN_STATS_KEY,
    queryFn: ({ signal }) => getDashboardStats(signal),
    staleTime: 0,
  });

  if (stats.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading dashboard"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-lg bg-gray-100" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
      >
        <p className="text-red-800">{errorText(stats.error, ADMIN_MESSAGES.loadDashboardFailed)}</p>
        <Button onClick={() => void stats.refetch()}>Retry</Button>
      </div>
    );
  }
  const data = stats.data;
  const breakdown: Partial<Record<string, number>> = data.subscription_breakdown;
  return (
    <section aria-labelledby="stats-heading" className="space-y-6">
      <h2 id="stats-heading" className="sr-only">
        Dashboard
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Users" value={data.total_users} testId="stat-total-users" />
        <StatCard
          label="Total Flowcharts"
          value={data.total_flowcharts}
          accent="border-t-sky-500"
          testId="stat-total-flowcharts"
        />
        <StatCard
          label="Active Users"
          value={data.active_users}
          accent="border-t-green-500"
          testId="stat-active-users"
        />
        <StatCard
          label="Premium Users"
          value={premiumUsers(data)}
          accent="border-t-purple-500"
          testId="stat-premium-users"
        />
      </dl>
      <div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
        <h3 className="text-lg font-semibold text-gray-900">Subscription breakdown</h3>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {subscriptionTiers.map((tier) => (
            <div
              key={tier}
              className="flex items-center justify-between rounded border border-gray-100 bg-gray-50 px-3 py-2"
            >
              <dt>
                <Badge colors={planBadgeClasses(tier)} className="ring-1">
                  {TIER_NAMES[tier]}
                </Badge>
              </dt>
              <dd className="text-lg font-semibold text-gray-900" data-testid={`breakdown-${tier}`}>
                {(breakdown[tier] ?? 0).toLocaleString()}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
