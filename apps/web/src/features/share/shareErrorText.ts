import { ApiError } from '../../api/ApiError';

/** The server's detail when it gave one, else the error's message, else `fallback`. */
export function shareErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.detail === 'string' && error.detail !== '') {
    return error.detail;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
