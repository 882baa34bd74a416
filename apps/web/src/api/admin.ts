// PROVISIONAL types until packages/contracts/src/admin.ts lands
import type { SubscriptionTier, UserRole } from '@codeflow/contracts';
import { request } from './request';

export interface AdminUserRow {
  id: string;
  email: string;
  full_name: string;
  role: UserRole;
  subscription_tier: SubscriptionTier;
  days_left: number | null;
  flowchart_count: number;
  last_login: string | null;
  total_time_spent_formatted: string;
  disabled: boolean;
  created_at: string;
}
export interface AdminUsersQuery {
  page: number;
  page_size: number;
  search?: string;
  role?: UserRole;
  tier?: SubscriptionTier;
  status?: 'active' | 'disabled';
}
export interface AdminUsersPage {
  users: AdminUserRow[];
  total: number;
  page: number;
  page_size: number;
}
export interface DashboardStats {
  total_users: number;
  total_flowcharts: number;
  active_users: number;
  subscription_breakdown: Record<string, number>;
}
export interface AdminUserFlowcharts {
  user: { id: string; full_name: string; email: string };
  flowcharts: { id: string; title: string; language: string; created_at: string }[];
  total_count: number;
}
export interface CreateUserInput {
  email: string;
  password: string;
  full_name: string;
  role: UserRole;
  subscription_tier: SubscriptionTier;
}
type Message = { message: string };

export function listAdminUsers(query: AdminUsersQuery, signal?: AbortSignal) {
  return request<AdminUsersPage>('GET', '/api/admin/users', { query: { ...query }, signal });
}
export function getDashboardStats(signal?: AbortSignal) {
  return request<DashboardStats>('GET', '/api/admin/dashboard-stats', { signal });
}
export function getUserFlowcharts(userId: string, signal?: AbortSignal) {
  return request<AdminUserFlowcharts>('GET', `/api/admin/users/${encodeURIComponent(userId)}/flowcharts`, { signal });
}
export function createAdminUser(input: CreateUserInput, adminPassword: string) {
  return request<AdminUserRow>('POST', '/api/admin/users/create', { json: { ...input, admin_password: adminPassword } });
}
export function changeUserPassword(userId: string, newPassword: string, adminPassword: string) {
  return request<Message>('POST', '/api/admin/users/change-password', { json: { user_id: userId, new_password: newPassword, admin_password: adminPassword } });
}
export function changeUserSubscription(userId: string, tier: SubscriptionTier, adminPassword: string) {
  return request<Message>('POST', '/api/admin/users/change-subscription', { json: { user_id: userId, subscription_tier: tier, admin_password: adminPassword } });
}
export function changeUserRole(userId: string, role: UserRole, adminPassword: string) {
  return request<Message>('POST', '/api/admin/users/change-role', { json: { user_id: userId, new_role: role, admin_password: adminPassword } });
}
export function toggleUserStatus(userId: string, adminPassword: string) {
  return request<{ disabled: boolean; message: string }>('POST', '/api/admin/users/toggle-status', { json: { user_id: userId, admin_password: adminPassword } });
}
export function deleteAdminUser(userId: string, adminPassword: string) {
  return request<Message>('DELETE', `/api/admin/users/${encodeURIComponent(userId)}`, { json: { admin_password: adminPassword } });
}
export function bulkDisableUsers(userIds: string[], adminPassword: string) {
  return request<Message>('POST', '/api/admin/users/bulk-disable', { json: { user_ids: userIds, admin_password: adminPassword } });
}
export function setTestingTier(tier: SubscriptionTier) {
  return request<Message>('POST', '/api/admin/set-tier', { json: { tier } });
}
export function setOwnTier(tier: SubscriptionTier) {
  return request<Message>('POST', '/api/admin/set-self-tier', { json: { tier } });
}
export function setOwnExpiry(daysFromNow: number) {
  return request<Message>('POST', '/api/admin/set-self-expiry', { json: { days_from_now: daysFromNow } });
}
