import type {
  Features,
  LoginResponse,
  MessageResponse,
  PublicConfig,
  UserProfile,
} from '@codeflow/contracts';
import { request } from '../../api/request';

// One function per call of SPEC.md §7 /api/auth/* (plus /api/config and the features call the
// session needs). Calls made without a session, or whose 401 means "wrong credentials", pass
// notifyUnauthorized: false so a stale token in storage cannot bounce the visitor to /.
const anonymous = { notifyUnauthorized: false } as const;

export function registerAccount(body: { email: string; password: string; full_name: string }) {
  return request<MessageResponse>('POST', '/api/auth/register', { json: body, ...anonymous });
}

export function verifyEmail(token: string) {
  return request<MessageResponse>('POST', '/api/auth/verify-email', {
    json: { token },
    ...anonymous,
  });
}

export function resendVerification() {
  return request<MessageResponse>('POST', '/api/auth/resend-verification');
}

/** Form data, as SPEC.md §7 says: `username` carries the email. */
export function loginWithPassword(email: string, password: string) {
  return request<Partial<LoginResponse> | undefined>('POST', '/api/auth/login', {
    form: { username: email, password },
    ...anonymous,
  });
}

export function loginWithGoogleCredential(credential: string) {
  return request<Partial<LoginResponse> | undefined>('POST', '/api/auth/google', {
    json: { credential },
    ...anonymous,
  });
}

export function forgotPassword(email: string) {
  return request<MessageResponse>('POST', '/api/auth/forgot-password', {
    json: { email },
    ...anonymous,
  });
}

export function resetPassword(token: string, newPassword: string) {
  return request<MessageResponse>('POST', '/api/auth/reset-password', {
    json: { token, new_password: newPassword },
    ...anonymous,
  });
}

/** Records the session's time on the server; its outcome never blocks logging out. */
export function logoutSession() {
  return request<MessageResponse>('POST', '/api/auth/logout-session', anonymous);
}

/** `notify` false at startup: an invalid stored token just means "signed out", not "go to /". */
export function getProfile(opts: { notifyUnauthorized?: boolean; signal?: AbortSignal } = {}) {
  return request<UserProfile>('GET', '/api/auth/me', opts);
}

export function getPublicConfig(signal?: AbortSignal) {
  return request<PublicConfig>('GET', '/api/config', { signal, ...anonymous });
}

export function getSubscriptionFeatures(signal?: AbortSignal) {
  return request<Features>('GET', '/api/subscription/features', { signal });
}
