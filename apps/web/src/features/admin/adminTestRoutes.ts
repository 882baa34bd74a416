import { vi } from 'vitest';
import type { AdminUserPage, AdminUserRow, DashboardStats } from '@codeflow/contracts';
import type { FakeRoute } from '../../test/fakeApi';
import { profile, sessionRoutes } from '../../test/fixtures';

/** Test data of the admin screens' tests: rows, pages and a signed-in admin's session. */
export const adminProfile = profile({
  id: 'admin-1',
  email: 'root@example.com',
  full_name: 'Root Admin',
  role: 'admin',
  subscription_tier: 'admin',
});

export function userRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 'u1',
    email: 'ada@example.com',
    full_name: 'Ada Lovelace',
    role: 'user',
    subscription_tier: 'pro',
    subscription_expiry_date: '2030-01-01T00:00:00Z',
    days_left: 12,
    flowchart_count: 3,
    last_login: null,
    total_time_spent_formatted: '1h 5m',
    total_time_spent_seconds: 3900,
    is_verified: true,
    disabled: false,
    created_at: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}

export const adminRow = userRow({
  id: 'admin-1',
  email: 'root@example.com',
  full_name: 'Root Admin',
  role: 'admin',
  subscription_tier: 'admin',
  days_left: null,
  flowchart_count: 0,
});

export function usersPage(items: AdminUserRow[]): AdminUserPage {
  return { items, total: items.length, page: 1, page_size: 25 };
}

export const stats: DashboardStats = {
  total_users: 42,
  total_flowcharts: 310,
  active_users: 40,
  subscription_breakdown: { free: 20, pro: 10, premium: 7, organization: 4, admin: 1 },
};

/** An admin's session plus the answers of the admin screens' first loads. */
export function adminRoutes(
  rows: AdminUserRow[] = [userRow(), adminRow],
): Record<string, FakeRoute> {
  return {
    ...sessionRoutes(adminProfile),
    'GET /api/subscription/mode': { body: { mode: 'live' } },
    'GET /api/admin/dashboard-stats': { body: stats },
    'GET /api/admin/users': { body: usersPage(rows) },
  };
}

/** The query strings of every call to `path` so far (stubApi's calls keep only the path). */
export function requestedQueries(path: string): URLSearchParams[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.map(
      ([input]) =>
        new URL(
          input instanceof Request ? input.url : input instanceof URL ? input.href : input,
          'http://localhost',
        ),
    )
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
