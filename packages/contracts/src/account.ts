import { z } from 'zod';
import {
  forgotPasswordRequestSchema,
  fullNameSchema,
  PASSWORD_MAX_LENGTH,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from './auth';
import { requestBody } from './requestRules';

/**
 * Account settings (docs/product.md#account-settings, #api). Every call but the email-change
 * confirmation needs a signed-in user (401 otherwise) and answers errors as `{detail}`:
 *
 * - GET    /api/account                 -> AccountOverview (how the user signs in, a pending email change)
 * - PATCH  /api/account/profile         updateProfileSchema -> UserProfile
 * - POST   /api/account/email           changeEmailSchema -> Message; 409 email in use, 403 wrong password
 * - POST   /api/account/email/confirm   confirmEmailChangeSchema -> Message (public: the link's token);
 *          400 for an unknown, used or expired token
 * - POST   /api/account/password        changePasswordSchema -> Message; 403 wrong current password;
 *          every other session of the user ends, the caller's keeps working
 * - GET    /api/account/sessions        -> AccountSession[] (open sessions, the caller's first)
 * - DELETE /api/account/sessions/{id}   -> 204; another user's session or an unknown id -> 404
 * - GET    /api/account/export          -> a JSON file (attachment) of everything held about the user
 * - POST   /api/account/delete          deleteAccountSchema -> Message; 403 wrong password,
 *          400 typed confirmation mismatch, 409 owner of a team with members
 */

export const accountMessages = {
  profileUpdated: 'Your name has been updated.',
  /** the answer whether or not another account holds the address (issue 22, item 16) */
  emailChangeSent:
    'We sent a confirmation link to the new address. Your email changes when you open it.',
  emailChanged: 'Your email address has been changed.',
  emailInUse: 'An account with this email address already exists.',
  emailUnchanged: 'This is already your email address.',
  emailChangeLinkInvalid: 'This email change link is invalid or has expired.',
  wrongPassword: 'Your current password is incorrect.',
  passwordRequired: 'Enter your current password',
  googleOnlyPassword:
    'This account signs in with Google and has no password. Use "Forgot your password" on the sign-in screen to set one.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  sessionNotFound: 'Session not found',
  confirmationMismatch: 'Type your email address exactly as shown to confirm.',
  recentSignInRequired:
    'For your security, sign in again with Google, then delete your account within 10 minutes of signing in.',
  ownsTeam:
    'You own a team with members. Remove its members or transfer the team before deleting your account.',
  accountDeleted: 'Your account and its data have been deleted.',
  confirmationRequired: 'Type your email address to confirm',
} as const;

/** How recent a Google-only account's sign-in must be to delete it (no password to ask for). */
export const DELETE_REAUTH_WINDOW_SECONDS = 10 * 60;

const email = forgotPasswordRequestSchema.shape.email;
const newPassword = resetPasswordRequestSchema.shape.new_password;
const token = verifyEmailRequestSchema.shape.token;

const currentPassword = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, accountMessages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, accountMessages.wrongPassword);

/** GET /api/account: what the settings page needs beyond the profile */
export const accountOverviewSchema = z.object({
  /** false for a Google-only account: no password to confirm with or to change */
  has_password: z.boolean(),
  google_linked: z.boolean(),
  /** the address a sent email-change link would set, until it is used or expires */
  pending_email: z.string().nullable(),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

/** PATCH /api/account/profile — the same name rule as sign-up */
export const updateProfileRequestSchema = z.object({ full_name: fullNameSchema });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/**
 * POST /api/account/email. `current_password` is required for accounts that have one; a
 * Google-only account has none to give.
 */
export const changeEmailRequestSchema = z.object({
  new_email: email,
  current_password: currentPassword.optional(),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** POST /api/account/email/confirm — the token of the link sent to the new address */
export const confirmEmailChangeRequestSchema = z.object({ token });
export type ConfirmEmailChangeRequest = z.input<typeof confirmEmailChangeRequestSchema>;

/** POST /api/account/password */
export const changePasswordRequestSchema = z.object({
  current_password: currentPassword,
  new_password: newPassword,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** One open session as GET /api/account/sessions lists it. Dates are ISO 8601. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Windows", from the user agent; "Unknown device" when there is none */
  device: z.string(),
  /** ISO 3166 alpha-2 country of the sign-in, when a trusted proxy told us; the approximate place */
  country: z.string().nullable(),
  started_at: z.string(),
  last_seen_at: z.string(),
  /** the session of the token that asked */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.array(accountSessionSchema);

export const accountSessionParamsSchema = z.object({ id: z.string().max(100) });

/**
 * POST /api/account/delete. `confirmation` is the account's email address, typed. `password`
 * is required for accounts that have one; a Google-only account must have signed in within
 * DELETE_REAUTH_WINDOW_SECONDS instead.
 */
export const deleteAccountRequestSchema = z.object({
  password: currentPassword.optional(),
  confirmation: z
    .string({ error: accountMessages.confirmationRequired })
    .max(320, accountMessages.confirmationMismatch),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** Name of the export file the browser saves (`codeflow-export-<date>.json`). */
export function accountExportFileName(date: Date): string {
  return `codeflow-export-${date.toISOString().slice(0, 10)}.json`;
}

/** Format marker of the export file, raised when its shape changes incompatibly. */
export const ACCOUNT_EXPORT_FORMAT = 'codeflow-account-export/1';

export const updateProfileBodySchema = requestBody(updateProfileRequestSchema);
export const changeEmailBodySchema = requestBody(changeEmailRequestSchema);
export const confirmEmailChangeBodySchema = requestBody(confirmEmailChangeRequestSchema);
export const changePasswordBodySchema = requestBody(changePasswordRequestSchema);
export const deleteAccountBodySchema = requestBody(deleteAccountRequestSchema);
