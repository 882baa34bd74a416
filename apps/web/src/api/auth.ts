import type { LoginResponse, MessageResponse, UserProfile } from '@codeflow/contracts';
import { request } from './request';

// The /api/auth/* calls (docs/product.md#api). Calls made without a session, or whose 401 means
// "wrong credentials", pass notifyUnauthorized: false so a stale token in storage cannot bounce
// the visitor to /.
const anonymous = { notifyUnauthorized: false } as const;

/** POST /api/auth/register */
export function registerAccount(body: { email: string; password: string; full_name: string }) {
  return request<MessageResponse>('POST', '/api/auth/register', { json: body, ...anonymous });
}

/** POST /api/auth/verify-email */
export function verifyEmail(token: string) {
  return request<MessageResponse>('POST', '/api/auth/verify-email', {
    json: { token },
    ...anonymous,
  });
}

/** POST /api/auth/resend-verification */
export function resendVerificationEmail() {
  return request<MessageResponse>('POST', '/api/auth/resend-verification');
}

/** POST /api/auth/login, as form data: `username` carries the email (docs/product.md#api). */
export function signInWithPassword(email: string, password: string) {
  return request<Partial<LoginResponse> | undefined>('POST', '/api/auth/login', {
    form: { username: email, password },
    ...anonymous,
  });
}

/** POST /api/auth/google with the credential Google Identity Services handed us. */
export function signInWithGoogle(credential: string) {
  return request<Partial<LoginResponse> | undefined>('POST', '/api/auth/google', {
    json: { credential },
    ...anonymous,
  });
}

/** POST /api/auth/forgot-password */
export function requestPasswordReset(email: string) {
  return request<MessageResponse>('POST', '/api/auth/forgot-password', {
    json: { email },
    ...anonymous,
  });
}

/** POST /api/auth/reset-password */
export function resetPassword(token: string, newPassword: string) {
  return request<MessageResponse>('POST', '/api/auth/reset-password', {
    json: { token, new_password: newPassword },
    ...anonymous,
  });
}

/** POST /api/auth/logout-session: records the session's time; it never blocks logging out. */
export function recordLogout() {
  return request<MessageResponse>('POST', '/api/auth/logout-session', anonymous);
}

/**
 * GET /api/auth/me. `notifyUnauthorized` false at startup: an invalid stored token just means
 * "signed out", not "go to /".
 */
export function getProfile(opts: { notifyUnauthorized?: boolean; signal?: AbortSignal } = {}) {
  return request<UserProfile>('GET', '/api/auth/me', opts);
}
