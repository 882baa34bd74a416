import type { UserProfile } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { authReducer, initialAuthState } from './authReducer';

const b64url = (value: string) => Buffer.from(value).toString('base64url');
const jwt = (exp: number) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ exp }))}.sig`;
const NOW = 1_800_000_000_000;

const user: UserProfile = {
  id: 'u1',
  email: 'ada@example.com',
  full_name: 'Ada',
  role: 'user',
  subscription_tier: 'free',
  subscription_expiry_date: null,
  is_verified: true,
  lifetime_flowcharts_created: 0,
  created_at: '2026-01-01T00:00:00Z',
};

describe('initialAuthState', () => {
  it('no stored token → signed out, no message', () => {
    expect(initialAuthState(null, NOW)).toMatchObject({
      status: 'unauthenticated',
      sessionMessage: null,
    });
  });

  it('an expired token → signed out with Session expired', () => {
    expect(initialAuthState(jwt(NOW / 1000 - 10), NOW)).toEqual({
      status: 'unauthenticated',
      token: null,
      user: null,
      sessionMessage: 'Session expired. Please log in again.',
    });
  });

  it('a live token → loading until the profile answers', () => {
    const token = jwt(NOW / 1000 + 3600);
    expect(initialAuthState(token, NOW)).toEqual({
      status: 'loading',
      token,
      user: null,
      sessionMessage: null,
    });
  });
});

describe('authReducer', () => {
  const loading = initialAuthState(jwt(NOW / 1000 + 3600), NOW);

  it('loading + profile → authenticated', () => {
    expect(authReducer(loading, { type: 'profile', user })).toMatchObject({
      status: 'authenticated',
      user,
    });
  });

  it('a late profile does not revive a session that ended', () => {
    const out = authReducer(loading, { type: 'signed-out' });
    expect(authReducer(out, { type: 'profile', user })).toBe(out);
  });

  it('sign-in clears an old session message', () => {
    const expired = initialAuthState(jwt(1), NOW);
    expect(authReducer(expired, { type: 'signed-in', token: 't', user })).toEqual({
      status: 'authenticated',
      token: 't',
      user,
      sessionMessage: null,
    });
  });

  it('signed-out carries its message until dismissed', () => {
    const out = authReducer(loading, {
      type: 'signed-out',
      message: 'Authentication required. Please log in again.',
    });
    expect(out.sessionMessage).toBe('Authentication required. Please log in again.');
    expect(authReducer(out, { type: 'dismiss-message' }).sessionMessage).toBeNull();
  });
});
