import {
  ADMIN_PATHS,
  type AdminBulkResponse,
  type AdminCreateUserRequest,
  type AdminSelfSubscription,
  type AdminUserExportQuery,
  type AdminUserFlowcharts,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminUserRow,
  type DashboardStats,
  type SubscriptionTier,
  type UserRole,
} from '@codeflow/contracts';
import { request } from './request';

type Message = { message: string };

/** The create-user form without the admin password, which every sensitive call takes apart. */
export type CreateUserInput = Omit<AdminCreateUserRequest, 'admin_password'>;

/** The list's query as the screen sends it: always paged (the contract coerces numbers). */
export type AdminUsersQuery = Omit<AdminUserListQuery, 'page' | 'page_size'> & {
  page: number;
  page_size: number;
};

/** GET /api/admin/users with `page`: one page of user rows, filtered and sorted on the server. */
export function listAdminUsers(query: AdminUsersQuery, signal?: AbortSignal) {
  return request<AdminUserPage>('GET', ADMIN_PATHS.users, { query: { ...query }, signal });
}

/** GET /api/admin/users/export: the chosen rows (or every match of the filters) as CSV text. */
export function exportAdminUsers(query: AdminUserExportQuery) {
  return request<string>('GET', ADMIN_PATHS.usersExport, {
    query: { ...query },
    headers: { Accept: 'text/csv' },
  });
}

/** GET /api/admin/dashboard-stats */
export function getDashboardStats(signal?: AbortSignal) {
  return request<DashboardStats>('GET', ADMIN_PATHS.dashboardStats, { signal });
}

/** GET /api/admin/users/{id}/flowcharts: titles, languages and dates. */
export function getUserFlowcharts(userId: string, signal?: AbortSignal) {
  return request<AdminUserFlowcharts>('GET', ADMIN_PATHS.userFlowcharts(userId), { signal });
}

/** POST /api/admin/users/create: answers the new user's row. */
export function createAdminUser(input: CreateUserInput, adminPassword: string) {
  return request<AdminUserRow>('POST', ADMIN_PATHS.createUser, {
    json: { ...input, admin_password: adminPassword },
  });
}

/** POST /api/admin/users/change-password */
export function changeUserPassword(userId: string, newPassword: string, adminPassword: string) {
  return request<Message>('POST', ADMIN_PATHS.changePassword, {
    json: { user_id: userId, new_password: newPassword, admin_password: adminPassword },
  });
}

/** POST /api/admin/users/change-subscription: a paid tier for `expiryDays`, or without end. */
export function changeUserSubscription(
  userId: string,
  tier: SubscriptionTier,
  adminPassword: string,
  expiryDays?: number,
) {
  return request<Message>('POST', ADMIN_PATHS.changeSubscription, {
    json: {
      user_id: userId,
      subscription_tier: tier,
      admin_password: adminPassword,
      ...(expiryDays === undefined ? {} : { expiry_days: expiryDays }),
    },
  });
}

/** POST /api/admin/users/change-role */
export function changeUserRole(userId: string, role: UserRole, adminPassword: string) {
  return request<Message>('POST', ADMIN_PATHS.changeRole, {
    json: { user_id: userId, new_role: role, admin_password: adminPassword },
  });
}

/** POST /api/admin/users/toggle-status: answers the new `disabled` flag. */
export function toggleUserStatus(userId: string, adminPassword: string) {
  return request<{ disabled: boolean; message: string }>('POST', ADMIN_PATHS.toggleStatus, {
    json: { user_id: userId, admin_password: adminPassword },
  });
}

/** DELETE /api/admin/users/{id}: the user and all their flowcharts. */
export function deleteAdminUser(userId: string, adminPassword: string) {
  return request<Message>('DELETE', ADMIN_PATHS.user(userId), {
    json: { admin_password: adminPassword },
  });
}

/** POST /api/admin/users/bulk-disable or /bulk-enable: the selected (non-admin) rows. */
export function setUsersDisabled(userIds: string[], disabled: boolean, adminPassword: string) {
  return request<AdminBulkResponse>(
    'POST',
    disabled ? ADMIN_PATHS.bulkDisable : ADMIN_PATHS.bulkEnable,
    { json: { user_ids: userIds, admin_password: adminPassword } },
  );
}

/** POST /api/admin/set-tier: test the product as `tier` ('admin' reverts to full admin). */
export function setTestingTier(tier: SubscriptionTier) {
  return request<AdminSelfSubscription>('POST', ADMIN_PATHS.setTier, { json: { tier } });
}

/** POST /api/admin/set-self-tier */
export function setOwnTier(tier: SubscriptionTier) {
  return request<AdminSelfSubscription>('POST', ADMIN_PATHS.setSelfTier, { json: { tier } });
}

/** POST /api/admin/set-self-expiry: whole days from now; 0 today, negative already expired. */
export function setOwnExpiry(daysFromNow: number) {
  return request<AdminSelfSubscription>('POST', ADMIN_PATHS.setSelfExpiry, {
    json: { days_from_now: daysFromNow },
  });
}
