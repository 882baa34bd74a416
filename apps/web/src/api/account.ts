import type {
  AccountOverview,
  AccountSession,
  DeleteAccountRequest,
  MessageResponse,
  UserProfile,
} from '@codeflow/contracts';
import { request } from './request';

// The /api/account/* calls of the account settings page (docs/product.md#api).

/** An export streams every flowchart: it may take longer than an ordinary call. */
const EXPORT_TIMEOUT_MS = 120_000;

/** GET /api/account */
export function getAccountOverview(signal?: AbortSignal) {
  return request<AccountOverview>('GET', '/api/account', { signal });
}

/** PATCH /api/account/profile */
export function updateFullName(fullName: string) {
  return request<UserProfile>('PATCH', '/api/account/profile', { json: { full_name: fullName } });
}

/** POST /api/account/email: mails a confirmation link to the new address. */
export function requestEmailChange(newEmail: string, currentPassword?: string) {
  return request<MessageResponse>('POST', '/api/account/email', {
    json:
      currentPassword === undefined
        ? { new_email: newEmail }
        : { new_email: newEmail, current_password: currentPassword },
  });
}

/** POST /api/account/email/confirm: the link may be opened signed out. */
export function confirmEmailChange(token: string) {
  return request<MessageResponse>('POST', '/api/account/email/confirm', {
    json: { token },
    notifyUnauthorized: false,
  });
}

/** POST /api/account/password: other sessions end; this one keeps working. */
export function changePassword(currentPassword: string, newPassword: string) {
  return request<MessageResponse>('POST', '/api/account/password', {
    json: { current_password: currentPassword, new_password: newPassword },
  });
}

/** GET /api/account/sessions */
export function listSessions(signal?: AbortSignal) {
  return request<AccountSession[]>('GET', '/api/account/sessions', { signal });
}

/** DELETE /api/account/sessions/{id} */
export function revokeSession(id: string) {
  return request<undefined>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`);
}

/** GET /api/account/export: the whole export as the server wrote it (a JSON document). */
export function downloadAccountExport() {
  return request<unknown>('GET', '/api/account/export', { timeoutMs: EXPORT_TIMEOUT_MS });
}

/** POST /api/account/delete */
export function deleteAccount(body: DeleteAccountRequest) {
  return request<MessageResponse>('POST', '/api/account/delete', { json: body });
}

/** POST /api/auth/logout-all ("Log out everywhere" on the account page): every session ends. */
export function logOutEverywhere() {
  return request<MessageResponse>('POST', '/api/auth/logout-all');
}
