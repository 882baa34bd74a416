import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { verifyPassword } from '../../security/passwords';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser } from '../../test/users';
import { ensureAdmin } from './ensureAdmin';

describe.each(testDrivers)('ensureAdmin (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx().database.db;

  it('creates a verified admin that can sign in', async () => {
    const { user, outcome } = await ensureAdmin(db(), {
      email: 'Boss@Example.com',
      password: 'admin-password',
    });
    expect(outcome).toBe('created');
    expect(user).toMatchObject({
      email: 'boss@example.com',
      role: 'admin',
      subscriptionTier: 'admin',
      isVerified: true,
      disabled: false,
    });
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'boss@example.com', password: 'admin-password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ user: { role: string } }>().user.role).toBe('admin');
  });

  it('changes nothing (and signs nobody out) when run again with the same values', async () => {
    await ensureAdmin(db(), { email: 'same@example.com', password: 'admin-password' });
    const { user } = await ensureAdmin(db(), {
      email: 'same@example.com',
      password: 'admin-password',
    });
    const again = await ensureAdmin(db(), {
      email: 'same@example.com',
      password: 'admin-password',
    });
    expect(again.outcome).toBe('unchanged');
    expect(again.user.tokenVersion).toBe(user.tokenVersion);
  });

  it('promotes an existing account and sets its password, revoking old tokens', async () => {
    const { user, token } = await createTestUser(ctx(), {
      email: 'promote@example.com',
      isVerified: false,
      disabled: true,
    });
    const { outcome } = await ensureAdmin(db(), {
      email: 'promote@example.com',
      password: 'new-admin-password',
      fullName: 'Promoted Person',
    });
    expect(outcome).toBe('updated');
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      role: 'admin',
      subscriptionTier: 'admin',
      isVerified: true,
      disabled: false,
      fullName: 'Promoted Person',
    });
    expect(await verifyPassword('new-admin-password', row?.passwordHash)).toBe(true);
    const me = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(401);
  });
});
