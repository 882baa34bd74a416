import { describe, expect, it } from 'vitest';
import { accessDecision } from './accessDecision';

describe('accessDecision', () => {
  it('public routes always render, even while the session loads', () => {
    expect(accessDecision('public', 'loading', null)).toEqual({ kind: 'render' });
    expect(accessDecision('public', 'unauthenticated', null)).toEqual({ kind: 'render' });
  });

  it('everything else waits while the session loads', () => {
    for (const access of ['guest', 'signed-in', 'admin'] as const) {
      expect(accessDecision(access, 'loading', null)).toEqual({ kind: 'wait' });
    }
  });

  it('signed out: protected routes send to /', () => {
    expect(accessDecision('signed-in', 'unauthenticated', null)).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(accessDecision('admin', 'unauthenticated', null)).toEqual({ kind: 'redirect', to: '/' });
    expect(accessDecision('guest', 'unauthenticated', null)).toEqual({ kind: 'render' });
  });

  it('signed in: / sends to /app, protected routes render', () => {
    expect(accessDecision('guest', 'authenticated', 'user')).toEqual({
      kind: 'redirect',
      to: '/app',
    });
    expect(accessDecision('signed-in', 'authenticated', 'team_member')).toEqual({ kind: 'render' });
  });

  it('/super-admin: admins render, others go to /dashboard', () => {
    expect(accessDecision('admin', 'authenticated', 'admin')).toEqual({ kind: 'render' });
    expect(accessDecision('admin', 'authenticated', 'user')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });
});
