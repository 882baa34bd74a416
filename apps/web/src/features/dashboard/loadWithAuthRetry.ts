import { ApiError } from '../../api/ApiError';

/** docs/product.md#constants-and-limits: the dashboard retries twice, 1 s apart. */
export const DASHBOARD_RETRIES = 2;
export const DASHBOARD_RETRY_DELAY_MS = 1000;

/** docs/product.md#messages dashboard texts. */
export const DASHBOARD_MESSAGES = {
  authFailed: 'Authentication failed. Please try logging in again.',
  loadFailed: 'Failed to load flowcharts',
  deleteFailed: 'Failed to delete flowchart.',
} as const;

/** docs/product.md#states-and-transitions: a 401, or an error that asks the user to log in, is worth a profile refresh. */
export function isAuthLoadError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  return error instanceof Error && /please (log|sign) ?in/i.test(error.message);
}

/** Thrown after the retries are spent; its message is the one the error box shows. */
export class DashboardLoadError extends Error {
  override readonly name = 'DashboardLoadError';
}

/** The error box text: the server's detail when it sent one, else "Failed to load flowcharts". */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof DashboardLoadError) return error.message;
  if (error instanceof ApiError && typeof error.detail === 'string' && error.detail.trim() !== '') {
    return error.detail;
  }
  return DASHBOARD_MESSAGES.loadFailed;
}

export interface AuthRetryDeps<T> {
  load: () => Promise<T>;
  /** Re-reads the profile (AuthProvider.refreshProfile); its result does not matter here. */
  refreshProfile: () => Promise<unknown>;
  wait: (ms: number) => Promise<void>;
  retries?: number;
  delayMs?: number;
}

/**
 * docs/product.md#states-and-transitions dashboard load: on an auth error refresh the profile and try again after 1 s, at most
 * twice, then give up with "Authentication failed…". Other errors are not retried.
 */
export async function loadWithAuthRetry<T>({
  load,
  refreshProfile,
  wait,
  retries = DASHBOARD_RETRIES,
  delayMs = DASHBOARD_RETRY_DELAY_MS,
}: AuthRetryDeps<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (!isAuthLoadError(error)) throw error;
      if (attempt >= retries) {
        throw new DashboardLoadError(DASHBOARD_MESSAGES.authFailed, { cause: error });
      }
      await refreshProfile();
      await wait(delayMs);
    }
  }
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));
