import { randomBytes } from 'node:crypto';
import type { SubscriptionTier, UserRole } from '@codeflow/contracts';
import { signIn } from '../features/auth/signIn';
import { createUser, type AuthUser } from '../features/auth/users';
import type { TestApp } from './app';

export type TestUserOverrides = {
  email?: string;
  password?: string;
  fullName?: string;
  role?: UserRole;
  subscriptionTier?: SubscriptionTier;
  subscriptionExpiryDate?: Date | null;
  /** default true */
  isVerified?: boolean;
  disabled?: boolean;
};

export type TestUser = { user: AuthUser; token: string; password: string };

/**
 * Inserts a user through the auth service layer (argon2 hash, lower-cased email) and signs it
 * in: `token` is a real access token for `Authorization: Bearer …`, with its own session.
 * Defaults: a unique @example.com email, verified, role user, tier free.
 */
export async function createTestUser(
  ctx: TestApp,
  overrides: TestUserOverrides = {},
): Promise<TestUser> {
  const password = overrides.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const user = await createUser(ctx.app.auth.db, {
    email: overrides.email ?? `user-${randomBytes(6).toString('hex')}@example.com`,
    password,
    fullName: overrides.fullName ?? 'Test User',
    role: overrides.role,
    subscriptionTier: overrides.subscriptionTier,
    subscriptionExpiryDate: overrides.subscriptionExpiryDate,
    isVerified: overrides.isVerified ?? true,
    disabled: overrides.disabled,
  });
  if (!user) throw new Error(`createTestUser: ${overrides.email ?? 'email'} already exists`);
  const { access_token: token } = await signIn(ctx.app.auth, user, {
    ip: '127.0.0.1',
    country: null,
    userAgent: 'vitest',
  });
  return { user, token, password };
}

/** `{ authorization: 'Bearer …' }` for `app.inject({ headers })`. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
