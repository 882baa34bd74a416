import {
  accountEndpoints as endpoints,
  authEndpoints,
  type DeleteAccountRequest,
} from '@codeflow/contracts';
import { call } from './call';

// The /api/account/* calls of the account settings page (docs/product.md#api).

/** An export streams every flowchart: it may take longer than an ordinary call. */
const EXPORT_TIMEOUT_MS = 120_000;

/** GET /api/account */
export function getAccountOverview(signal?: AbortSignal) {
  return call(endpoints.overview, { signal });
}

/** PATCH /api/account/profile */
export function updateFullName(fullName: string) {
  return call(endpoints.updateProfile, { body: { full_name: fullName } });
}

/** POST /api/account/email: mails a confirmation link to the new address. */
export function requestEmailChange(newEmail: string, currentPassword?: string) {
  return call(endpoints.changeEmail, {
    body:
      currentPassword === undefined
        ? { new_email: newEmail }
        : { new_email: newEmail, current_password: currentPassword },
  });
}

/** POST /api/account/email/confirm: the link may be opened signed out. */
export function confirmEmailChange(token: string) {
  return call(endpoints.confirmEmail, { body: { token }, notifyUnauthorized: false });
}

/** POST /api/account/password: other sessions end; this one keeps working. */
export function changePassword(currentPassword: string, newPassword: string) {
  return call(endpoints.changePassword, {
    body: { current_password: currentPassword, new_password: newPassword },
  });
}

/** GET /api/account/sessions */
export function listSessions(signal?: AbortSignal) {
  return call(endpoints.sessions, { signal });
}

/** DELETE /api/account/sessions/{id} */
export function revokeSession(id: string) {
  return call(endpoints.revokeSession, { params: { id } });
}

/** GET /api/account/export: the whole export as the server wrote it (a JSON document). */
export function downloadAccountExport() {
  return call(endpoints.export, { timeoutMs: EXPORT_TIMEOUT_MS });
}

/** POST /api/account/delete */
export function deleteAccount(body: DeleteAccountRequest) {
  return call(endpoints.delete, { body });
}

/** POST /api/auth/logout-all ("Log out everywhere" on the account page): every session ends. */
export function logOutEverywhere() {
  return call(authEndpoints.logoutAll);
}
