import type { UserProfile } from '@codeflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { AuthContextValue } from './AuthContext';
import { AuthContext } from './AuthContext';
import {
  chooseOwnPassword,
  getProfile,
  recordLogout,
  signInWithGoogle,
  signInWithPassword,
} from '../api/auth';
import { getSubscriptionFeatures } from '../api/subscription';
import { SESSION_MESSAGES } from './sessionMessages';
import { authReducer, initialAuthState } from './authReducer';
import { useSessionLifecycle } from './useSessionLifecycle';
import { clearStoredSession, readStoredToken, storeSession, storeUser } from './authStorage';
import { isTokenExpired } from './tokenExpiry';

export const FEATURES_QUERY_KEY = ['subscription', 'features'] as const;

/** The login answers must carry both parts (docs/product.md#validation-rules), else "Invalid response from server". */
function sessionFrom(answer: unknown): { token: string; user: UserProfile } {
  if (
    typeof answer === 'object' &&
    answer !== null &&
    'access_token' in answer &&
    'user' in answer
  ) {
    const { access_token: token, user } = answer;
    if (typeof token === 'string' && token !== '' && typeof user === 'object' && user !== null) {
      return { token, user: user as UserProfile };
    }
  }
  throw new Error(SESSION_MESSAGES.invalidResponse);
}

/**
 * The session of docs/product.md#states-and-transitions, for every route (AppLayout renders it inside the router, so a 401
 * can navigate to the site root).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, undefined, () =>
    initialAuthState(readStoredToken()),
  );
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The 401 handler and logout outlive renders; they read the latest navigate through a ref.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  /** Ends the session locally: storage, state, and every cached answer of the old user. */
  const endSession = useCallback(
    (message: string | null) => {
      clearStoredSession();
      dispatch({ type: 'signed-out', message });
      queryClient.removeQueries();
    },
    [queryClient],
  );

  useSessionLifecycle(state, dispatch, endSession, navigateRef);

  const userId = state.user?.id ?? null;
  const featuresQuery = useQuery({
    queryKey: [...FEATURES_QUERY_KEY, userId],
    queryFn: ({ signal }) => getSubscriptionFeatures(signal),
    enabled: state.status === 'authenticated',
    retry: false,
  });

  const signIn = useCallback(
    (answer: unknown) => {
      const session = sessionFrom(answer);
      storeSession(session.token, session.user);
      // Cached answers belong to whoever was signed in before.
      queryClient.removeQueries();
      dispatch({ type: 'signed-in', ...session });
      return session.user;
    },
    [queryClient],
  );

  const login = useCallback(
    async (email: string, password: string) =>
      signIn(await signInWithPassword(email.trim(), password)),
    [signIn],
  );

  const loginWithNewPassword = useCallback(
    async (email: string, temporaryPassword: string, newPassword: string) =>
      signIn(await chooseOwnPassword(email.trim(), temporaryPassword, newPassword)),
    [signIn],
  );

  const loginWithGoogle = useCallback(
    async (credential: string) => signIn(await signInWithGoogle(credential)),
    [signIn],
  );

  const logout = useCallback(async () => {
    try {
      await recordLogout();
    } catch {
      // docs/product.md#states-and-transitions: cleared regardless of the outcome.
    }
    endSession(null);
    await navigateRef.current('/');
  }, [endSession]);

  const refreshProfile = useCallback(async () => {
    try {
      // A 401 here reaches the unauthorized handler, which logs out (docs/product.md#messages).
      const user = await getProfile();
      storeUser(user);
      dispatch({ type: 'profile', user });
      await queryClient.invalidateQueries({ queryKey: FEATURES_QUERY_KEY });
      return user;
    } catch {
      return null;
    }
  }, [queryClient]);

  const expireSessionIfTokenExpired = useCallback(() => {
    const token = readStoredToken();
    if (token === null || !isTokenExpired(token)) return false;
    endSession(SESSION_MESSAGES.sessionExpired);
    return true;
  }, [endSession]);

  const dismissSessionMessage = useCallback(() => dispatch({ type: 'dismiss-message' }), []);

  const features =
    state.status === 'authenticated' && featuresQuery.data ? featuresQuery.data : EMPTY_FEATURES;

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      isLoading: state.status === 'loading',
      isAuthenticated: state.status === 'authenticated',
      user: state.user,
      token: state.token,
      features,
      sessionMessage: state.sessionMessage,
      dismissSessionMessage,
      login,
      loginWithNewPassword,
      loginWithGoogle,
      logout,
      refreshProfile,
      expireSessionIfTokenExpired,
    }),
    [
      state,
      features,
      dismissSessionMessage,
      login,
      loginWithNewPassword,
      loginWithGoogle,
      logout,
      refreshProfile,
      expireSessionIfTokenExpired,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

const EMPTY_FEATURES = Object.freeze({});
