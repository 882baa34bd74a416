import { ApiError } from '../../api/ApiError';
import { GENERATION_MESSAGES } from './generationMessages';

/**
 * docs/product.md#api and docs/product.md#constants-and-limits: the browser engine takes over when the server could not answer — time-out,
 * offline, no response, a server error (5xx), or 429: the server's per-user generation rate
 * (2 a second after a burst of 30) is below what a fast typist's live redraws ask for, and the
 * same engine in the browser can draw the text without it. Any other 4xx is the server's verdict
 * on the request (size limit, signed out, bad input) and is shown, not worked around.
 */
export function shouldFallBackLocally(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'offline') return true;
  return error.status >= 500 || error.status === 429;
}

/** The text to show for a server answer we do not work around: its detail, or §8's fallback. */
export function serverGenerationError(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') {
    if (typeof error.detail === 'string' && error.detail !== '') return error.detail;
    // 422 lists and 401 already have §8's message chosen by the API client
    if (error.status === 401 || error.status === 422) return error.message;
  }
  return GENERATION_MESSAGES.failed;
}

type StoredUser = { role?: unknown };

function storedRole(key: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return undefined;
    return (JSON.parse(raw) as StoredUser | null)?.role;
  } catch {
    return undefined;
  }
}

/**
 * docs/product.md#roles-and-plans: a team_member never calls the server to generate. The role comes from the signed-in
 * user when the caller knows it, else from localStorage `user` or `userInfo` (docs/product.md#entities).
 */
export function isTeamMember(userRole?: string | null): boolean {
  const role = userRole ?? storedRole('user') ?? storedRole('userInfo');
  return role === 'team_member' || storedRole('userInfo') === 'team_member';
}
