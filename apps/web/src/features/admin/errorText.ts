import { ApiError } from '../../api/ApiError';

/**
 * docs/product.md#messages: "Server detail text is shown when present", else the action's own
 * fallback. A time-out or network failure already carries the API client's message.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind !== 'http') return error.message;
    if (typeof error.detail === 'string' && error.detail !== '') return error.detail;
    if (error.status === 422 || error.status === 401 || error.status >= 500) return error.message;
  }
  return fallback;
}
