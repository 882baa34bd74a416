import { PLAN_FEATURES, type UserProfile } from '@codeflow/contracts';
import type { FakeRoute } from './fakeApi';
import { fakeToken } from './renderApp';

export function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u1',
    email: 'ada@example.com',
    full_name: 'Ada Lovelace',
    role: 'user',
    subscription_tier: 'free',
    subscription_expiry_date: null,
    is_verified: true,
    lifetime_flowcharts_created: 0,
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** The answers a signed-in session needs (profile, plan features, config, health). */
export function sessionRoutes(user: UserProfile): Record<string, FakeRoute> {
  return {
    'GET /api/auth/me': { body: user },
    'GET /api/subscription/features': {
      body: PLAN_FEATURES[user.subscription_tier],
    },
    'GET /api/config': { body: { google_client_id: null } },
    'GET /api/health': { body: { status: 'ok', database: 'pglite', version: '0.1.0' } },
  };
}

/** Stores a valid token, as a signed-in browser has. */
export function signInStorage(): void {
  localStorage.setItem('token', fakeToken());
}
