import {
  adminEndpoints as endpoints,
  type AdminCreateUserRequest,
  type AdminUserExportQuery,
  type AdminUserListQuery,
  type AdminUserPage,
  type SubscriptionTier,
  type UserRole,
} from '@codeflow/contracts';
import { call, malformedAnswer } from './call';

/** The create-user form without the admin password, which every sensitive call takes apart. */
export type CreateUserInput = Omit<AdminCreateUserRequest, 'admin_password'>;

/** The list's query as the screen sends it: always paged (the contract coerces numbers). */
export type AdminUsersQuery = Omit<AdminUserListQuery, 'page' | 'page_size'> & {
  page: number;
  page_size: number;
};

/** GET /api/admin/users with `page`: one page of user rows, filtered and sorted on the server. */
export async function listAdminUsers(
  query: AdminUsersQuery,
  signal?: AbortSignal,
): Promise<AdminUserPage> {
  const answer = await call(endpoints.users, { query: { ...query }, signal });
  // with `page` the server answers one page, never the bare list
  if (Array.isArray(answer)) throw malformedAnswer(200, new Error('a list, not a page'));
  return answer;
}

/** GET /api/admin/users/export: the chosen rows (or every match of the filters) as CSV text. */
export function exportAdminUsers(query: AdminUserExportQuery) {
  return call(endpoints.usersExport, { query: { ...query }, headers: { Accept: 'text/csv' } });
}

/** GET /api/admin/dashboard-stats */
export function getDashboardStats(signal?: AbortSignal) {
  return call(endpoints.dashboardStats, { signal });
}

/** GET /api/admin/users/{id}/flowcharts: titles, languages and dates. */
export function getUserFlowcharts(userId: string, signal?: AbortSignal) {
  return call(endpoints.userFlowcharts, { params: { id: userId }, signal });
}

/** POST /api/admin/users/create: answers the new user's row. */
export function createAdminUser(input: CreateUserInput, adminPassword: string) {
  return call(endpoints.createUser, { body: { ...input, admin_password: adminPassword } });
}

/** POST /api/admin/users/change-password */
export function changeUserPassword(userId: string, newPassword: string, adminPassword: string) {
  return call(endpoints.changePassword, {
    body: { user_id: userId, new_password: newPassword, admin_password: adminPassword },
  });
}

/** POST /api/admin/users/change-subscription: a paid tier for `expiryDays`, or without end. */
export function changeUserSubscription(
  userId: string,
  tier: SubscriptionTier,
  adminPassword: string,
  expiryDays?: number,
) {
  return call(endpoints.changeSubscription, {
    body: {
      user_id: userId,
      subscription_tier: tier,
      admin_password: adminPassword,
      ...(expiryDays === undefined ? {} : { expiry_days: expiryDays }),
    },
  });
}

/** POST /api/admin/users/change-role */
export function changeUserRole(userId: string, role: UserRole, adminPassword: string) {
  return call(endpoints.changeRole, {
    body: { user_id: userId, new_role: role, admin_password: adminPassword },
  });
}

/** POST /api/admin/users/toggle-status: answers the new `disabled` flag. */
export function toggleUserStatus(userId: string, adminPassword: string) {
  return call(endpoints.toggleStatus, {
    body: { user_id: userId, admin_password: adminPassword },
  });
}

/** DELETE /api/admin/users/{id}: the user and all their flowcharts. */
export function deleteAdminUser(userId: string, adminPassword: string) {
  return call(endpoints.deleteUser, {
    params: { id: userId },
    body: { admin_password: adminPassword },
  });
}

/** POST /api/admin/users/bulk-disable or /bulk-enable: the selected (non-admin) rows. */
export function setUsersDisabled(userIds: string[], disabled: boolean, adminPassword: string) {
  return call(disabled ? endpoints.bulkDisable : endpoints.bulkEnable, {
    body: { user_ids: userIds, admin_password: adminPassword },
  });
}

/** POST /api/admin/set-tier: test the product as `tier` ('admin' reverts to full admin). */
export function setTestingTier(tier: SubscriptionTier) {
  return call(endpoints.setTier, { body: { tier } });
}

/** POST /api/admin/set-self-tier */
export function setOwnTier(tier: SubscriptionTier) {
  return call(endpoints.setSelfTier, { body: { tier } });
}

/** POST /api/admin/set-self-expiry: whole days from now; 0 today, negative already expired. */
export function setOwnExpiry(daysFromNow: number) {
  return call(endpoints.setSelfExpiry, { body: { days_from_now: daysFromNow } });
}
