import type { Dispatch, RefObject } from 'react';
import { useEffect, useRef } from 'react';
import type { NavigateFunction } from 'react-router';
import { ApiError } from '../api/ApiError';
import { getProfile } from '../api/auth';
import { TOKEN_STORAGE_KEY } from '../api/authToken';
import { setUnauthorizedHandler } from '../api/unauthorizedHandler';
import type { AuthAction, AuthState } from './authReducer';
import { clearStoredSession, readStoredToken, readStoredUser, storeUser } from './authStorage';
import { SESSION_MESSAGES } from './sessionMessages';
import { tokenExpiresAt } from './tokenExpiry';

/** setTimeout's ceiling (about 24.8 days); a longer delay would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * What keeps the session true without the user doing anything (docs/product.md#states-and-transitions):
 * the stored token checked at startup, any 401 ending it, the token's own expiry, and other tabs
 * signing in or out.
 */
export function useSessionLifecycle(
  state: AuthState,
  dispatch: Dispatch<AuthAction>,
  endSession: (message: string | null) => void,
  navigateRef: RefObject<NavigateFunction>,
) {
  // An expired token found at startup leaves storage here (the reducer's initializer stays pure).
  const startedSignedOut = useRef(state.status === 'unauthenticated');
  useEffect(() => {
    if (startedSignedOut.current && readStoredToken() !== null) clearStoredSession();
  }, []);

  // Startup (and a token set by another tab): validate the token with the profile call.
  const loadingToken = state.status === 'loading' ? state.token : null;
  useEffect(() => {
    if (loadingToken === null) return;
    const controller = new AbortController();
    getProfile({ notifyUnauthorized: false, signal: controller.signal }).then(
      (user) => {
        storeUser(user);
        dispatch({ type: 'profile', user });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          endSession(null);
          return;
        }
        // Server down or unreachable: keep working with the profile we stored at sign-in (the
        // editor draws flowcharts offline); without one, the visitor is signed out for now.
        const stored = readStoredUser();
        if (stored) dispatch({ type: 'profile', user: stored });
        else dispatch({ type: 'signed-out' });
      },
    );
    return () => controller.abort();
  }, [loadingToken, endSession, dispatch]);

  // Any 401 from another call: the session is gone on the server; clear it and go home.
  useEffect(
    () =>
      setUnauthorizedHandler((error) => {
        endSession(error.message);
        void navigateRef.current('/');
      }),
    [endSession, navigateRef],
  );

  // The token's own expiry ends the session on time, without waiting for a call to fail.
  const liveToken = state.status === 'authenticated' ? state.token : null;
  useEffect(() => {
    if (liveToken === null) return;
    const expiresAt = tokenExpiresAt(liveToken);
    if (expiresAt === null) return;
    const wait = Math.max(0, expiresAt - Date.now());
    // Beyond setTimeout's range the tab will be long closed (or a call's 401 ends it).
    if (wait > MAX_TIMER_MS) return;
    const timer = setTimeout(() => endSession(SESSION_MESSAGES.sessionExpired), wait);
    return () => clearTimeout(timer);
  }, [liveToken, endSession]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      const token = readStoredToken();
      if (token === null) {
        if (state.token !== null) endSession(null);
      } else if (token !== state.token) dispatch({ type: 'token-changed', token });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [state.token, endSession, dispatch]);
}
