import { z } from 'zod';
import {
  adminBulkBodySchema,
  adminBulkResponseSchema,
  adminChangePasswordBodySchema,
  adminChangeRoleBodySchema,
  adminChangeSubscriptionBodySchema,
  adminCreateUserBodySchema,
  adminDeleteUserBodySchema,
  adminSelfSubscriptionSchema,
  adminSetExpiryBodySchema,
  adminSetTierBodySchema,
  adminToggleStatusBodySchema,
  adminToggleStatusResponseSchema,
  adminUserExportQuerySchema,
  adminUserFlowchartsSchema,
  adminUserIdParamsSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserRowSchema,
  dashboardStatsSchema,
} from '../admin';
import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';

const message = { 200: messageResponseSchema };
const selfTool = { method: 'POST', access: 'admin' } as const;

/** /api/admin/*: users, dashboard stats, testing tools (docs/product.md#super-admin-screen). */
export const adminEndpoints = {
  // --- testing tools: the admin's own account
  /** Test the product as `tier`, starting it afresh ('admin' reverts to full admin). */
  setTier: defineEndpoint({
    ...selfTool,
    path: '/api/admin/set-tier',
    body: adminSetTierBodySchema,
    responses: { 200: adminSelfSubscriptionSchema },
  }),
  /** As set-tier, keeping the current expiry. */
  setSelfTier: defineEndpoint({
    ...selfTool,
    path: '/api/admin/set-self-tier',
    body: adminSetTierBodySchema,
    responses: { 200: adminSelfSubscriptionSchema },
  }),
  /** Whole days from now; 0 today, negative already expired. */
  setSelfExpiry: defineEndpoint({
    ...selfTool,
    path: '/api/admin/set-self-expiry',
    body: adminSetExpiryBodySchema,
    responses: { 200: adminSelfSubscriptionSchema },
  }),

  // --- users
  /** Every row, or with `page` one page of them, filtered and sorted on the server. */
  users: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    query: adminUserListQuerySchema,
    responses: { 200: adminUserListResponseSchema },
  }),
  /** The chosen rows (or every match of the filters) as a CSV file, written as it is encoded. */
  usersExport: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/export',
    access: 'admin',
    query: adminUserExportQuerySchema,
    responses: {},
    stream: z.string(),
  }),
  dashboardStats: defineEndpoint({
    method: 'GET',
    path: '/api/admin/dashboard-stats',
    access: 'admin',
    responses: { 200: dashboardStatsSchema },
  }),
  /** Titles, languages and dates of one user's flowcharts. */
  userFlowcharts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:id/flowcharts',
    access: 'admin',
    params: adminUserIdParamsSchema,
    responses: { 200: adminUserFlowchartsSchema },
  }),
  createUser: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/create',
    access: 'admin',
    body: adminCreateUserBodySchema,
    responses: { 201: adminUserRowSchema },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/change-password',
    access: 'admin',
    body: adminChangePasswordBodySchema,
    responses: message,
  }),
  /** A paid tier for `expiry_days`, or without end. */
  changeSubscription: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/change-subscription',
    access: 'admin',
    body: adminChangeSubscriptionBodySchema,
    responses: message,
  }),
  changeRole: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/change-role',
    access: 'admin',
    body: adminChangeRoleBodySchema,
    responses: message,
  }),
  toggleStatus: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/toggle-status',
    access: 'admin',
    body: adminToggleStatusBodySchema,
    responses: { 200: adminToggleStatusResponseSchema },
  }),
  /** The user and all their flowcharts. */
  deleteUser: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: 'admin',
    params: adminUserIdParamsSchema,
    body: adminDeleteUserBodySchema,
    responses: message,
  }),
  bulkDisable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/bulk-disable',
    access: 'admin',
    body: adminBulkBodySchema,
    responses: { 200: adminBulkResponseSchema },
  }),
  bulkEnable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/bulk-enable',
    access: 'admin',
    body: adminBulkBodySchema,
    responses: { 200: adminBulkResponseSchema },
  }),
};
