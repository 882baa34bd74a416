import { ApiError } from '../../api/ApiError';

/**
 * docs/product.md#messages: "Server detail text is shown when present", else the action's own
 * text ("Failed to update price."). A time-out or network failure keeps the API client's
 * message, and so does a 422 whose detail is a list (its first item's msg).
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.kind !== 'http') return error.message;
  if (typeof error.detail === 'string' && error.detail !== '') return error.detail;
  if (error.status === 422) return error.message;
  return fallback;
}
