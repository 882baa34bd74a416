import { z } from 'zod';
import { signUpProofSchema } from './signUpProof';
import { requestBody } from './requestRules';

/** Roles and tiers (docs/product.md#roles-and-plans). */
export const userRoles = ['user', 'team_member', 'admin'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;

export const subscriptionTiers = ['free', 'pro', 'premium', 'organization', 'admin'] as const;
export const subscriptionTierSchema = z.enum(subscriptionTiers);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

/** Minimum password length (docs/product.md#constants-and-limits). The maximum only bounds hashing work. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * Every message the auth calls answer with (`detail` of errors, `message` of successes), so the
 * web app can compare against or reuse them. Texts listed in docs/product.md#validation-rules and #messages are kept verbatim.
 */
export const authMessages = {
  // docs/product.md#validation-rules / #messages, verbatim
  passwordTooShort: 'Password must be at least 8 characters long',
  invalidCredentials: 'Invalid email or password',
  googleFailed: 'Google authentication failed',
  verificationFailed: 'Verification failed. The link may be invalid or expired.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  // ours
  notAuthenticated: 'Not authenticated',
  accountDisabled: 'Account disabled',
  registered: 'Registration successful. Please check your email to verify your account.',
  emailVerified: 'Email verified successfully. You can now sign in.',
  verificationSent: 'Verification email sent. Please check your inbox.',
  alreadyVerified: 'Your email address is already verified.',
  resetLinkSent:
    'If an account exists for that email address, we have sent a link to reset the password.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  loggedOut: 'Logged out',
  loggedOutEverywhere: 'Logged out on every device',
  googleDisabled: 'Google sign-in is not enabled on this server',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 200 characters long',
  fullNameUnsafe:
    'Full name cannot contain line breaks, control characters or text-direction marks',
  tokenRequired: 'Token is required',
  credentialRequired: 'Google credential is required',
  /** 403 from login: a temporary password signs in only through the "choose your password" step */
  choosePasswordRequired:
    'This is a temporary password from your team owner. Choose your own password to finish signing in.',
  temporaryPasswordExpired:
    'This temporary password has expired. Ask your team owner for a new one, or use "Forgot your password".',
} as const;

/** An owner-chosen (temporary) password signs in for this long at most (decision 028). */
export const TEMPORARY_PASSWORD_DAYS = 7;

/** 429 detail: "Too many attempts. Try again in 14 minutes." (minutes rounded up, at least 1). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * 429 detail when an account has had too many sign-in attempts from elsewhere: the owner can
 * still sign in at once through a reset link (or Google), decision 004.
 */
export function accountLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts for this account. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or use "Forgot your password" to sign in now.`;
}

const email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .pipe(z.email({ error: authMessages.emailInvalid }))
  .transform((v) => v.toLowerCase());

const newPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

const token = z.string({ error: authMessages.tokenRequired }).min(1, authMessages.tokenRequired);

/**
 * Characters a name may not hold: control characters (line breaks included), the Unicode line
 * and paragraph separators, and the bidi marks, embeddings, overrides and isolates (U+200E,
 * U+200F, U+061C, U+202A–U+202E, U+2066–U+2069). A name is shown in emails and share banners;
 * with these it could add a paragraph of its own or reorder the text around it.
 */
export const UNSAFE_NAME_CHARACTERS =
  // U+0000 is left to the NUL rule of every request body (requestRules.ts), which names it;
  // matching control characters is this pattern's purpose
  // eslint-disable-next-line no-control-regex
  /[\u0001-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/u;

/** A person's name as set by a request (register); every place a name is set uses it. */
export const fullNameSchema = z
  .string({ error: authMessages.fullNameRequired })
  .trim()
  .min(1, authMessages.fullNameRequired)
  .max(200, authMessages.fullNameTooLong)
  .refine((v) => !UNSAFE_NAME_CHARACTERS.test(v), {
    message: authMessages.fullNameUnsafe,
    params: { type: 'value_error' },
  });

/** POST /api/auth/register */
export const registerRequestSchema = z.object({
  email,
  password: newPassword,
  full_name: fullNameSchema,
  /** past the free sign-ups of one network (signUpProof.ts, decision 036) */
  proof: signUpProofSchema.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /api/auth/login — form data (application/x-www-form-urlencoded), docs/product.md#api */
export const loginRequestSchema = z.object({
  /** the email address */
  username: z
    .string({ error: authMessages.emailRequired })
    .trim()
    .min(1, authMessages.emailRequired)
    .max(254, authMessages.emailInvalid)
    .transform((v) => v.toLowerCase()),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * POST /api/auth/choose-password — the "choose your password" step after signing in with a
 * temporary password (decision 028): the email, that password and the new one.
 */
export const choosePasswordRequestSchema = loginRequestSchema.extend({
  new_password: newPassword,
});
export type ChoosePasswordRequest = z.input<typeof choosePasswordRequestSchema>;

/** POST /api/auth/google — `credential` is the Google ID token (a JWT) */
export const googleLoginRequestSchema = z.object({
  credential: z
    .string({ error: authMessages.credentialRequired })
    .min(1, authMessages.credentialRequired)
    .max(8192, authMessages.googleFailed),
});
export type GoogleLoginRequest = z.input<typeof googleLoginRequestSchema>;

/** POST /api/auth/verify-email */
export const verifyEmailRequestSchema = z.object({ token });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/** POST /api/auth/forgot-password */
export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST /api/auth/reset-password */
export const resetPasswordRequestSchema = z.object({ token, new_password: newPassword });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** GET /api/auth/me, and `user` of the login answers (docs/product.md#entities, User). Dates are ISO 8601. */
export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  role: userRoleSchema,
  subscription_tier: subscriptionTierSchema,
  subscription_expiry_date: z.string().nullable(),
  is_verified: z.boolean(),
  lifetime_flowcharts_created: z.number().int(),
  created_at: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** POST /api/auth/login and /api/auth/google */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userProfileSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** register, verify-email, resend-verification, forgot-password, reset-password, logout-* */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /api/config — public flags the web app needs before sign-in */
export const publicConfigSchema = z.object({ google_client_id: z.string().nullable() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * Request bodies as the server validates them: the schemas above plus the NUL-character rule
 * (requestRules.ts). The web app builds its requests from the types above.
 */
export const registerBodySchema = requestBody(registerRequestSchema);
export const loginBodySchema = requestBody(loginRequestSchema);
export const choosePasswordBodySchema = requestBody(choosePasswordRequestSchema);
export const googleLoginBodySchema = requestBody(googleLoginRequestSchema);
export const verifyEmailBodySchema = requestBody(verifyEmailRequestSchema);
export const forgotPasswordBodySchema = requestBody(forgotPasswordRequestSchema);
export const resetPasswordBodySchema = requestBody(resetPasswordRequestSchema);
