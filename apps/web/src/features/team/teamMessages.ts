import { ApiError } from '../../api/ApiError';

/** docs/product.md#constants-and-limits: the team panel's messages clear after 3 s. */
export const TEAM_MESSAGE_MS = 3000;

/** The server's own words for a refusal it explains (team full, address in use), else `fallback`. */
export function teamErrorMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    typeof error.detail === 'string' &&
    error.detail !== ''
  ) {
    return `${fallback}: ${error.detail}`;
  }
  return fallback;
}
