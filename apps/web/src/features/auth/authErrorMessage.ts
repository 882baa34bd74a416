import { authMessages } from '@codeflow/contracts';
import { ApiError } from '../../api/ApiError';
import { AUTH_MESSAGES } from './authMessages';

/**
 * The server's own words for a failed call (docs/product.md#messages "Server detail text is shown when
 * present"): a string detail as is; a validation list → its first item's msg, or "Validation
 * error occurred.". Null for 5xx (never shown raw) and answers without a detail.
 */
export function serverDetailMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status >= 500) return null;
  const { detail } = error;
  if (typeof detail === 'string') return detail.trim() === '' ? null : detail;
  if (Array.isArray(detail)) {
    const first: unknown = detail[0];
    if (typeof first === 'object' && first !== null && 'msg' in first) {
      const msg = first.msg;
      if (typeof msg === 'string' && msg.trim() !== '') return msg;
    }
    return AUTH_MESSAGES.validationFailed;
  }
  return null;
}

/** The API layer's message for failures that are not the form's fault (time-out, 5xx, no answer). */
function transportMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.kind !== 'http' || error.status >= 500) return error.message;
  return null;
}

/** Message for a failed register / forgot-password / reset-password / verify call. */
export function formErrorMessage(error: unknown, fallback: string): string {
  return serverDetailMessage(error) ?? transportMessage(error) ?? fallback;
}

/**
 * Login's 403 for a correct temporary password (decision 028): the form turns into the "choose
 * your password" step instead of showing an error.
 */
export function isChoosePasswordRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    error.detail === authMessages.choosePasswordRequired
  );
}

/** docs/product.md#messages login: 401 → Invalid email or password; offline / network texts; else fallback. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // an expired temporary password says so (only after the password was right)
    if (error.status === 401 && error.detail === authMessages.temporaryPasswordExpired) {
      return authMessages.temporaryPasswordExpired;
    }
    if (error.status === 401) return AUTH_MESSAGES.invalidCredentials;
    if (error.kind === 'offline') return AUTH_MESSAGES.loginOffline;
    if (error.kind === 'network') return AUTH_MESSAGES.loginNetwork;
  }
  if (error instanceof Error && error.message === AUTH_MESSAGES.invalidResponse) {
    return error.message;
  }
  return formErrorMessage(error, AUTH_MESSAGES.loginFailed);
}

/** docs/product.md#messages Google: Google authentication failed, unless the server said more (disabled...). */
export function googleErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return AUTH_MESSAGES.googleFailed;
    if (error.kind === 'offline') return AUTH_MESSAGES.loginOffline;
    if (error.kind === 'network') return AUTH_MESSAGES.loginNetwork;
  }
  return serverDetailMessage(error) ?? AUTH_MESSAGES.googleFailed;
}
