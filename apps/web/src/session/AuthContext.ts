import type { Features, UserProfile } from '@codeflow/contracts';
import { createContext } from 'react';

/** docs/product.md#states-and-transitions Auth: loading, then authenticated or not. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The profile of GET /api/auth/me (or of the login answer); null unless authenticated. */
  user: UserProfile | null;
  token: string | null;
  /**
   * The current user's plan features (GET /api/subscription/features); empty while loading, on
   * failure and when signed out, as docs/product.md#states-and-transitions says.
   */
  features: Partial<Features>;
  /** Why the session ended without the user asking (e.g. "Session expired. Please log in again."). */
  sessionMessage: string | null;
  dismissSessionMessage: () => void;
  /** Email + password; rejects with an Error whose message the UI may map (loginErrorMessage). */
  login: (email: string, password: string) => Promise<UserProfile>;
  /** The "choose your password" step: a temporary password and the person's own (decision 028). */
  loginWithNewPassword: (
    email: string,
    temporaryPassword: string,
    newPassword: string,
  ) => Promise<UserProfile>;
  /** The Google ID token from the Sign in with Google button. */
  loginWithGoogle: (credential: string) => Promise<UserProfile>;
  /** Tells the server (session time), then clears the session whatever the answer. */
  logout: () => Promise<void>;
  /** Re-reads the profile (after verification, payment, tier changes); null when it failed. */
  refreshProfile: () => Promise<UserProfile | null>;
  /**
   * For callers about to use the token (e.g. flowchart calls, docs/product.md#states-and-transitions): when it has expired,
   * ends the session with "Session expired. Please log in again." and returns true.
   */
  expireSessionIfTokenExpired: () => boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
