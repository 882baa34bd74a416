import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { AdminNotice } from '../../features/admin/AdminNotice';
import { ADMIN_STATS_KEY, ADMIN_USERS_KEY } from '../../features/admin/adminQueryKeys';
import { AdminTabs, type TabItem } from '../../features/admin/AdminTabs';
import { ADMIN_MESSAGES } from '../../features/admin/adminMessages';
import { AdminTestingTools } from '../../features/admin/AdminTestingTools';
import { AuditTab } from '../../features/admin/AuditTab';
import { CommerceTab } from '../../features/admin/CommerceTab';
import { DashboardStatsTab } from '../../features/admin/DashboardStatsTab';
import { useAdminNotice } from '../../features/admin/useAdminNotice';
import { UsersTab } from '../../features/admin/UsersTab';
import { useAuth } from '../../session/useAuth';

// Chart.js is most of the admin page's weight: it loads when the Analytics tab first opens.
const AnalyticsTab = lazy(() =>
  import('../../features/admin/AnalyticsTab').then((m) => ({ default: m.AnalyticsTab })),
);

type AdminTab = 'dashboard' | 'users' | 'analytics' | 'commerce' | 'audit';

const TABS: readonly TabItem<AdminTab>[] = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'users', label: 'User Management' },
  { id: 'analytics', label: 'Analytics' },
  { id: 'commerce', label: 'Commerce' },
  { id: 'audit', label: 'Audit' },
];

function isTab(value: string | null): value is AdminTab {
  return TABS.some((t) => t.id === value);
}

/** /super-admin (docs/product.md#super-admin-screen); the route gate lets only admins in. */
export function SuperAdminPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isTab(requested) ? requested : 'dashboard';
  const { notice, success, error, clear } = useAdminNotice();

  // docs/product.md#states-and-transitions: a tab switch reloads the user list, and the
  // Dashboard tab its stats too.
  const select = (next: AdminTab) => {
    if (next === tab) return;
    void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
    if (next === 'dashboard') void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY });
    setParams(next === 'dashboard' ? {} : { tab: next }, { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-screen-2xl flex-col gap-6 px-4 py-8">
      <PageTitle title="Super Admin" />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">Super Admin</h1>
        <p className="text-sm text-gray-600">
          Logged in as{' '}
          <strong className="text-gray-900" data-testid="admin-email">
            {user?.email}
          </strong>
        </p>
      </div>

      <AdminTestingTools />

      <div>
        <div className="sticky top-0 z-10">
          <AdminNotice notice={notice} onExpire={clear} />
        </div>
        <AdminTabs
          tabs={TABS}
          current={tab}
          onSelect={select}
          idPrefix="admin"
          label="Admin sections"
        />
        <div
          role="tabpanel"
          id={`admin-panel-${tab}`}
          aria-labelledby={`admin-tab-${tab}`}
          tabIndex={0}
          className="pt-6 focus-visible:outline-none"
        >
          {tab === 'dashboard' && <DashboardStatsTab />}
          {tab === 'users' && <UsersTab notify={{ success, error }} />}
          {tab === 'analytics' && (
            <Suspense
              fallback={
                <p role="status" className="py-10 text-center text-gray-600">
                  {ADMIN_MESSAGES.loadingAnalytics}
                </p>
              }
            >
              <AnalyticsTab />
            </Suspense>
          )}
          {tab === 'commerce' && <CommerceTab notify={{ success, error }} />}
          {tab === 'audit' && <AuditTab />}
        </div>
      </div>
    </div>
  );
}
