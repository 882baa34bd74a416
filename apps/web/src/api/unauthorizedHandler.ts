import type { ApiError } from './ApiError';

export type UnauthorizedHandler = (error: ApiError) => void;

let handler: UnauthorizedHandler | null = null;

/**
 * Registers what a 401 does to the session (clear token and user, go to /). The accounts
 * feature owns that policy; the client only reports the 401. Returns an unregister function.
 */
export function setUnauthorizedHandler(fn: UnauthorizedHandler | null): () => void {
  handler = fn;
  return () => {
    if (handler === fn) handler = null;
  };
}

export function notifyUnauthorized(error: ApiError): void {
  handler?.(error);
}
