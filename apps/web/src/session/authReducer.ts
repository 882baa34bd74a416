import type { UserProfile } from '@codeflow/contracts';
import { SESSION_MESSAGES } from './sessionMessages';
import { isTokenExpired } from './tokenExpiry';

export type AuthState =
  | { status: 'loading'; token: string; user: null; sessionMessage: string | null }
  | { status: 'authenticated'; token: string; user: UserProfile; sessionMessage: string | null }
  | { status: 'unauthenticated'; token: null; user: null; sessionMessage: string | null };

export type AuthAction =
  | { type: 'signed-in'; token: string; user: UserProfile }
  | { type: 'profile'; user: UserProfile }
  | { type: 'signed-out'; message?: string | null }
  | { type: 'token-changed'; token: string }
  | { type: 'dismiss-message' };

/**
 * The state at startup from what storage holds: no token → signed out; an expired one → signed
 * out with the "Session expired" message of docs/product.md#messages; otherwise loading until /api/auth/me answers.
 */
export function initialAuthState(storedToken: string | null, now: number = Date.now()): AuthState {
  if (!storedToken)
    return { status: 'unauthenticated', token: null, user: null, sessionMessage: null };
  if (isTokenExpired(storedToken, now)) {
    return {
      status: 'unauthenticated',
      token: null,
      user: null,
      sessionMessage: SESSION_MESSAGES.sessionExpired,
    };
  }
  return { status: 'loading', token: storedToken, user: null, sessionMessage: null };
}

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'signed-in':
      return {
        status: 'authenticated',
        token: action.token,
        user: action.user,
        sessionMessage: null,
      };
    case 'profile':
      // A profile that arrives after the session ended (a slow /me) must not revive it.
      return state.status === 'unauthenticated'
        ? state
        : { ...state, status: 'authenticated', user: action.user };
    case 'signed-out':
      return {
        status: 'unauthenticated',
        token: null,
        user: null,
        sessionMessage: action.message ?? null,
      };
    case 'token-changed':
      return { status: 'loading', token: action.token, user: null, sessionMessage: null };
    case 'dismiss-message':
      return { ...state, sessionMessage: null };
  }
}
