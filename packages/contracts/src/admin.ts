import { z } from 'zod';
import {
  fullNameSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  subscriptionTierSchema,
  userRoleSchema,
  type SubscriptionTier,
} from './auth';
import { requestBody } from './requestRules';

/**
 * The admin area's user calls (docs/product.md#super-admin-screen, #entities "Admin user row",
 * #api). Every /api/admin/* call needs the admin role; the sensitive ones also carry the admin's
 * own password (`admin_password`), checked against the stored hash.
 */

/** Every admin message. The first group is quoted from docs/product.md#validation-rules and #messages. */
export const adminMessages = {
  adminPasswordRequired: 'Admin password is required.',
  newPasswordTooShort: 'New password must be at least 8 characters long.',
  userCreated: 'User created successfully.',
  tierUpdated: 'Your tier has been updated! Refreshing your session.',
  expiryUpdated: 'Your expiry date has been updated! Refreshing your session.',
  // ours
  adminRequired: 'Admin access required',
  adminPasswordWrong: 'Admin password is incorrect.',
  userNotFound: 'User not found',
  emailTaken: 'A user with this email address already exists.',
  adminRowProtected: 'Admin accounts cannot be disabled, deleted or selected.',
  selfDemotion: 'You cannot remove your own admin role.',
  /** the admin tier is the admin role's; a plain user cannot hold it (issue 21 finding 13) */
  adminTierNeedsAdminRole:
    'The admin tier comes with the admin role. Choose a plan, or make this user an admin instead.',
  /** team_member is the role of an organization's member, given by the owner's Team page */
  teamMemberNeedsOrganization:
    "A team member belongs to an organization: the organization's owner adds them from the Team page.",
  /** the admin forms' number fields, in words a person reads (issue 22 item 21) */
  expiryDaysInvalid: 'Expiry must be a whole number of days from 1 to 3650 (about 10 years).',
  daysFromNowInvalid: 'Days from now must be a whole number from -3650 to 3650.',
  /** decision 034: an admin's account is theirs; other admins cannot change it */
  otherAdminProtected:
    "This is another admin's account: only they can change its password, role, plan or status.",
  selfDisable: 'You cannot disable your own account.',
  passwordChanged: 'Password changed successfully.',
  subscriptionChanged: 'Subscription changed successfully.',
  roleChanged: 'Role changed successfully.',
  userDisabled: 'User disabled successfully.',
  userEnabled: 'User enabled successfully.',
  userDeleted: 'User and all their flowcharts deleted.',
  noUsersSelected: 'Select at least one user.',
  invalidDate: 'Dates must be yyyy-MM-dd.',
  dateRangeInverted: 'start_date must not be after end_date.',
} as const;

/** 429 detail once an admin typed too many wrong passwords for admin actions (decision 034). */
export function adminPasswordLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong admin passwords. Admin actions are locked for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** "Successfully switched to 'pro' tier for testing." (docs/product.md#messages) */
export function tierSwitchedMessage(tier: SubscriptionTier): string {
  return `Successfully switched to '${tier}' tier for testing.`;
}

/** The admin's own password, sent with sensitive actions: non-blank, else the message above. */
export const adminPasswordSchema = z
  .string({ error: adminMessages.adminPasswordRequired })
  .max(PASSWORD_MAX_LENGTH, adminMessages.adminPasswordWrong)
  .refine((v) => v.trim().length > 0, { message: adminMessages.adminPasswordRequired });

const adminSetPassword = z
  .string({ error: adminMessages.newPasswordTooShort })
  .min(PASSWORD_MIN_LENGTH, adminMessages.newPasswordTooShort)
  .max(PASSWORD_MAX_LENGTH);

const userId = z.string().trim().min(1, adminMessages.userNotFound).max(64);

// --- user row and list -------------------------------------------------------------------------

/** One row of GET /api/admin/users (docs/product.md#entities, Admin user row). Dates ISO 8601. */
export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: userRoleSchema,
  subscription_tier: subscriptionTierSchema,
  subscription_expiry_date: z.string().nullable(),
  /** ceil of the remaining days; negative = expired; null without an expiry date */
  days_left: z.number().int().nullable(),
  flowchart_count: z.number().int(),
  /** when the user last signed in; null: never */
  last_login: z.string().nullable(),
  /** "3h 12m", "45m", "0m" */
  total_time_spent_formatted: z.string(),
  total_time_spent_seconds: z.number().int(),
  is_verified: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const ADMIN_USER_SORTS = [
  'created_at',
  'email',
  'full_name',
  'last_login',
  'flowchart_count',
  'days_left',
] as const;
export const ADMIN_USER_STATUSES = ['active', 'disabled'] as const;
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 200;

/**
 * GET /api/admin/users query, every part optional. Without `page` the answer is the array of
 * every matching user (the documented shape); with `page` it is one page, `AdminUserPage`.
 */
export const adminUserListQuerySchema = z.object({
  /** matches name or email, case-insensitive, anywhere in them */
  search: z.string().trim().max(200).optional(),
  role: userRoleSchema.optional(),
  tier: subscriptionTierSchema.optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** 1-based */
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_PAGE_SIZE_MAX)
    .default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserListSchema = z.array(adminUserRowSchema);
export const adminUserPageSchema = z.object({
  items: z.array(adminUserRowSchema),
  /** users matching the filters, all pages */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
export const adminUserListResponseSchema = z.union([adminUserListSchema, adminUserPageSchema]);
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

/**
 * GET /api/admin/users/export: the same filters (and `ids`, comma-separated, for the selected
 * rows) as CSV, every matching row (no paging). Answer: text/csv.
 */
export const adminUserExportQuerySchema = adminUserListQuerySchema
  .omit({ page: true, page_size: true })
  .extend({ ids: z.string().max(200_000).optional() });
export type AdminUserExportQuery = z.input<typeof adminUserExportQuerySchema>;
export const ADMIN_USER_CSV_COLUMNS = [
  'id',
  'email',
  'full_name',
  'role',
  'subscription_tier',
  'subscription_expiry_date',
  'days_left',
  'flowchart_count',
  'last_login',
  'total_time_spent_formatted',
  'is_verified',
  'disabled',
  'created_at',
] as const;

// --- dashboard stats ---------------------------------------------------------------------------

/** GET /api/admin/dashboard-stats */
export const dashboardStatsSchema = z.object({
  total_users: z.number().int(),
  total_flowcharts: z.number().int(),
  /** accounts not disabled */
  active_users: z.number().int(),
  /** stored tier → number of users, every tier present */
  subscription_breakdown: z.record(subscriptionTierSchema, z.number().int()),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

// --- a user's flowcharts -----------------------------------------------------------------------

export const adminUserIdParamsSchema = z.object({ id: z.string() });
export type AdminUserIdParams = z.infer<typeof adminUserIdParamsSchema>;

/** GET /api/admin/users/{id}/flowcharts: titles, languages and dates, never the code. */
export const adminUserFlowchartsSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), full_name: z.string() }),
  flowcharts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      language: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  total_count: z.number().int(),
});
export type AdminUserFlowcharts = z.infer<typeof adminUserFlowchartsSchema>;

// --- sensitive user actions --------------------------------------------------------------------

/** POST /api/admin/users/change-password */
export const adminChangePasswordRequestSchema = z.object({
  user_id: userId,
  new_password: adminSetPassword,
  admin_password: adminPasswordSchema,
});
export type AdminChangePasswordRequest = z.input<typeof adminChangePasswordRequestSchema>;

/** POST /api/admin/users/change-subscription */
export const adminChangeSubscriptionRequestSchema = z.object({
  user_id: userId,
  subscription_tier: subscriptionTierSchema,
  /**
   * A paid tier lasts this many days from now; without it the tier set by an admin does not
   * expire (free and admin never do).
   */
  expiry_days: z
    .number({ error: adminMessages.expiryDaysInvalid })
    .int(adminMessages.expiryDaysInvalid)
    .min(1, adminMessages.expiryDaysInvalid)
    .max(3650, adminMessages.expiryDaysInvalid)
    .optional(),
  admin_password: adminPasswordSchema,
});
export type AdminChangeSubscriptionRequest = z.input<typeof adminChangeSubscriptionRequestSchema>;

/** POST /api/admin/users/change-role */
export const adminChangeRoleRequestSchema = z.object({
  user_id: userId,
  new_role: userRoleSchema,
  admin_password: adminPasswordSchema,
});
export type AdminChangeRoleRequest = z.input<typeof adminChangeRoleRequestSchema>;

/** POST /api/admin/users/toggle-status */
export const adminToggleStatusRequestSchema = z.object({
  user_id: userId,
  admin_password: adminPasswordSchema,
});
export type AdminToggleStatusRequest = z.input<typeof adminToggleStatusRequestSchema>;
export const adminToggleStatusResponseSchema = z.object({
  disabled: z.boolean(),
  message: z.string(),
});
export type AdminToggleStatusResponse = z.infer<typeof adminToggleStatusResponseSchema>;

/** POST /api/admin/users/create (docs/product.md#entities, Create-user form); answers the row. */
export const adminCreateUserRequestSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Enter a valid email address')
    .pipe(z.email({ error: 'Enter a valid email address' }))
    .transform((v) => v.toLowerCase()),
  /** optional: without one the user sets a password through "Forgot your password" */
  password: z
    .union([z.literal(''), adminSetPassword])
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** optional; blank keeps the name empty */
  full_name: z
    .union([z.literal(''), fullNameSchema])
    .optional()
    .transform((v) => v ?? ''),
  role: userRoleSchema.default('user'),
  subscription_tier: subscriptionTierSchema.default('free'),
  admin_password: adminPasswordSchema,
});
export type AdminCreateUserRequest = z.input<typeof adminCreateUserRequestSchema>;

/** DELETE /api/admin/users/{id}: the admin's password in the body. */
export const adminDeleteUserRequestSchema = z.object({ admin_password: adminPasswordSchema });
export type AdminDeleteUserRequest = z.input<typeof adminDeleteUserRequestSchema>;

/** POST /api/admin/users/bulk-disable and /bulk-enable: the selected rows (never admins). */
export const adminBulkRequestSchema = z.object({
  user_ids: z.array(userId).min(1, adminMessages.noUsersSelected).max(1000),
  admin_password: adminPasswordSchema,
});
export type AdminBulkRequest = z.input<typeof adminBulkRequestSchema>;
export const adminBulkResponseSchema = z.object({
  /** users whose status changed (already disabled/enabled ones are not counted) */
  updated: z.number().int(),
  message: z.string(),
});
export type AdminBulkResponse = z.infer<typeof adminBulkResponseSchema>;

// --- testing tools (the admin's own account) ---------------------------------------------------

/** POST /api/admin/set-tier and /set-self-tier: serve the admin's own requests as `tier`. */
export const adminSetTierRequestSchema = z.object({ tier: subscriptionTierSchema });
export type AdminSetTierRequest = z.input<typeof adminSetTierRequestSchema>;

/** POST /api/admin/set-self-expiry: whole days from now; 0 today, negative already expired. */
export const adminSetExpiryRequestSchema = z.object({
  days_from_now: z
    .number({ error: adminMessages.daysFromNowInvalid })
    .int(adminMessages.daysFromNowInvalid)
    .min(-3650, adminMessages.daysFromNowInvalid)
    .max(3650, adminMessages.daysFromNowInvalid),
});
export type AdminSetExpiryRequest = z.input<typeof adminSetExpiryRequestSchema>;

/** The answer of the three testing tools: the admin's own subscription after the change. */
export const adminSelfSubscriptionSchema = z.object({
  message: z.string(),
  subscription_tier: subscriptionTierSchema,
  subscription_expiry_date: z.string().nullable(),
  days_left: z.number().int().nullable(),
});
export type AdminSelfSubscription = z.infer<typeof adminSelfSubscriptionSchema>;

/** Request bodies as the server validates them (with the NUL rule). */
export const adminChangePasswordBodySchema = requestBody(adminChangePasswordRequestSchema);
export const adminChangeSubscriptionBodySchema = requestBody(adminChangeSubscriptionRequestSchema);
export const adminChangeRoleBodySchema = requestBody(adminChangeRoleRequestSchema);
export const adminToggleStatusBodySchema = requestBody(adminToggleStatusRequestSchema);
export const adminCreateUserBodySchema = requestBody(adminCreateUserRequestSchema);
export const adminDeleteUserBodySchema = requestBody(adminDeleteUserRequestSchema);
export const adminBulkBodySchema = requestBody(adminBulkRequestSchema);
export const adminSetTierBodySchema = requestBody(adminSetTierRequestSchema);
export const adminSetExpiryBodySchema = requestBody(adminSetExpiryRequestSchema);
