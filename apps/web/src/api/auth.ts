import {
  authEndpoints as endpoints,
  type LoginResponse,
  type SignUpProof,
} from '@codeflow/contracts';
import { call } from './call';

// The /api/auth/* calls (docs/product.md#api). Calls made without a session, or whose 401 means
// "wrong credentials", pass notifyUnauthorized: false so a stale token in storage cannot bounce
// the visitor to /.
const anonymous = { notifyUnauthorized: false } as const;

/** POST /api/auth/register (`proof`: past the free sign-ups of the network, decision 036) */
export function registerAccount(body: {
  email: string;
  password: string;
  full_name: string;
  proof?: SignUpProof;
}) {
  return call(endpoints.register, { body, ...anonymous });
}

/** POST /api/auth/signup-challenge: the proof of work a 428 from register asks for */
export function getSignUpChallenge() {
  return call(endpoints.signUpChallenge, anonymous);
}

/** POST /api/auth/verify-email */
export function verifyEmail(token: string) {
  return call(endpoints.verifyEmail, { body: { token }, ...anonymous });
}

/** POST /api/auth/resend-verification */
export function resendVerificationEmail() {
  return call(endpoints.resendVerification);
}

/** POST /api/auth/login, as form data: `username` carries the email (docs/product.md#api). */
export function signInWithPassword(
  email: string,
  password: string,
): Promise<Partial<LoginResponse> | undefined> {
  return call(endpoints.login, { form: { username: email, password }, ...anonymous });
}

/**
 * POST /api/auth/choose-password: the "choose your password" step after login answered that the
 * password is a temporary one (decision 028); signs in like login.
 */
export function chooseOwnPassword(
  email: string,
  temporaryPassword: string,
  newPassword: string,
): Promise<Partial<LoginResponse> | undefined> {
  return call(endpoints.choosePassword, {
    body: { username: email, password: temporaryPassword, new_password: newPassword },
    ...anonymous,
  });
}

/** POST /api/auth/google with the credential Google Identity Services handed us. */
export function signInWithGoogle(credential: string): Promise<Partial<LoginResponse> | undefined> {
  return call(endpoints.google, { body: { credential }, ...anonymous });
}

/** POST /api/auth/forgot-password */
export function requestPasswordReset(email: string) {
  return call(endpoints.forgotPassword, { body: { email }, ...anonymous });
}

/** POST /api/auth/reset-password */
export function resetPassword(token: string, newPassword: string) {
  return call(endpoints.resetPassword, {
    body: { token, new_password: newPassword },
    ...anonymous,
  });
}

/** POST /api/auth/logout-session: records the session's time; it never blocks logging out. */
export function recordLogout() {
  return call(endpoints.logoutSession, anonymous);
}

/**
 * GET /api/auth/me. `notifyUnauthorized` false at startup: an invalid stored token just means
 * "signed out", not "go to /".
 */
export function getProfile(opts: { notifyUnauthorized?: boolean; signal?: AbortSignal } = {}) {
  return call(endpoints.me, opts);
}
