import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigation, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { AdminNotice } from '../../features/admin/AdminNotice';
import { BillingModeBanner } from '../../features/billing/BillingModeBanner';
import { AdminNotifierContext } from '../../features/admin/AdminNotifierContext';
import { ADMIN_STATS_KEY, ADMIN_USERS_KEY } from '../../features/admin/adminQueryKeys';
import {
  ADMIN_BASE_PATH,
  ADMIN_SCREENS,
  adminScreenAt,
  adminScreenOfTab,
  adminScreenUrl,
  type AdminScreenId,
} from '../../features/admin/adminScreens';
import { AdminTabs } from '../../features/admin/AdminTabs';
import { AdminTestingTools } from '../../features/admin/AdminTestingTools';
import { useAdminNotice } from '../../features/admin/useAdminNotice';
import { useAuth } from '../../session/useAuth';

const TABS = ADMIN_SCREENS.map((screen) => ({
  id: screen.id,
  label: screen.label,
  to: adminScreenUrl(screen),
}));

/**
 * /super-admin and its screens (docs/product.md#super-admin-screen): the layout of the nested
 * admin routes, whose screen renders in the tab panel. The route gate lets only admins in.
 */
export function SuperAdminPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // the tab being opened is selected at once, while its screen's code is still loading
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const pending = navigation.location?.pathname;
  const screen = adminScreenAt(pending?.startsWith(ADMIN_BASE_PATH) ? pending : pathname);
  const { notice, success, error, clear } = useAdminNotice();
  const notifier = useMemo(() => ({ success, error, clear }), [success, error, clear]);

  // docs/product.md#states-and-transitions: a tab switch reloads the user list, and the
  // Dashboard tab its stats too.
  const select = (next: AdminScreenId) => {
    void queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
    if (next === 'dashboard') void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_KEY });
  };

  // links of the single-page admin area (/super-admin?tab=users) still open their screen
  const legacy = adminScreenOfTab(params.get('tab'));
  if (legacy) return <Navigate to={adminScreenUrl(legacy)} replace />;

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

      {/* test mode or no payments at all: the operator must not miss it (decision 032) */}
      <BillingModeBanner audience="admin" />

      <AdminTestingTools />

      <div>
        <div className="sticky top-0 z-10">
          <AdminNotice notice={notice} onExpire={clear} />
        </div>
        <AdminTabs
          tabs={TABS}
          current={screen.id}
          onSelect={select}
          idPrefix="admin"
          label="Admin sections"
        />
        <div
          role="tabpanel"
          id={`admin-panel-${screen.id}`}
          aria-labelledby={`admin-tab-${screen.id}`}
          tabIndex={0}
          className="pt-6 focus-visible:outline-none"
        >
          <AdminNotifierContext value={notifier}>
            <Outlet />
          </AdminNotifierContext>
        </div>
      </div>
    </div>
  );
}
