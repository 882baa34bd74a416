import { adminMessages, adminPasswordLockedMessage, auditPageSchema } from '@codeflow/contracts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { adminPasswordLimit } from '../auth/adminGuard';

/** Decision 034: the admin password is rate-limited, and an admin's account is theirs. */
describe.each(testDrivers)('admin accounts and the admin password (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const call = (token: string, options: InjectOptions) =>
    ctx().app.inject({ ...options, headers: { ...bearer(token), ...options.headers } });
  const newAdmin = () => createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
  const post = (
    admin: TestUser,
    url: string,
    payload: Record<string, unknown>,
    password = admin.password,
  ) =>
    call(admin.token, { method: 'POST', url, payload: { admin_password: password, ...payload } });
  const auditOf = async (admin: TestUser, query: string) => {
    const res = await call(admin.token, { method: 'GET', url: `/api/admin/audit-log?${query}` });
    expect(res.statusCode).toBe(200);
    return auditPageSchema.parse(res.json()).items;
  };

  it('locks admin actions after five wrong admin passwords, even with the right one, and audits them', async () => {
    const admin = await newAdmin();
    const user = await createTestUser(ctx());
    const change = (password: string) =>
      post(
        admin,
        '/api/admin/users/change-subscription',
        { user_id: user.user.id, subscription_tier: 'pro' },
        password,
      );
    // right passwords do not count towards the limit
    for (let i = 0; i < 3; i++) expect((await change(admin.password)).statusCode).toBe(200);
    // parallel guesses cannot overrun it: five are checked, the rest refused unchecked
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => change(`wrong guess ${i}`)),
    );
    const statuses = guesses.map((g) => g.statusCode).sort();
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    for (const g of guesses.filter((g) => g.statusCode === 403))
      expect(g.json()).toEqual({ detail: adminMessages.adminPasswordWrong });
    const locked = await change(admin.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json()).toEqual({
      detail: adminPasswordLockedMessage(Number(locked.headers['retry-after'])),
    });
    // another admin is not locked
    const other = await newAdmin();
    const otherChange = await post(other, '/api/admin/users/change-subscription', {
      user_id: user.user.id,
      subscription_tier: 'premium',
    });
    expect(otherChange.statusCode).toBe(200);

    const failed = await auditOf(other, `actor_id=${admin.user.id}&action=admin.password_failed`);
    const lock = await auditOf(other, `actor_id=${admin.user.id}&action=admin.password_locked`);
    expect(failed).toHaveLength(adminPasswordLimit.limit - 1);
    expect(lock).toHaveLength(1);
    expect(JSON.stringify([...failed, ...lock])).not.toContain('wrong guess');
  });

  it("refuses to change another admin's password, role, plan or status, and audits each attempt", async () => {
    const admin = await newAdmin();
    const other = await newAdmin();
    const attempts = [
      ['/api/admin/users/change-password', { new_password: 'taken-over-123' }],
      ['/api/admin/users/change-role', { new_role: 'user' }],
      ['/api/admin/users/change-subscription', { subscription_tier: 'free' }],
      ['/api/admin/users/toggle-status', {}],
    ] as const;
    for (const [url, payload] of attempts) {
      const res = await post(admin, url, { user_id: other.user.id, ...payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ detail: adminMessages.otherAdminProtected });
    }
    const del = await call(admin.token, {
      method: 'DELETE',
      url: `/api/admin/users/${other.user.id}`,
      payload: { admin_password: admin.password },
    });
    expect(del.statusCode).toBe(403);
    // the other admin is untouched: same password, still admin, still enabled
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: other.user.email, password: other.password },
    });
    expect(login.statusCode).toBe(200);
    const me = await call(other.token, { method: 'GET', url: '/api/auth/me' });
    expect(me.json()).toMatchObject({ role: 'admin', subscription_tier: 'admin' });

    const refused = await auditOf(admin, `action=admin.action_refused&target_id=${other.user.id}`);
    expect(refused.map((e) => e.details['attempted']).sort()).toEqual([
      'user.change_password',
      'user.change_role',
      'user.change_subscription',
      'user.delete',
      'user.disable',
    ]);
    expect(refused.every((e) => e.actor_id === admin.user.id)).toBe(true);

    // a wrong admin password is refused before the target is looked at
    const wrong = await post(
      admin,
      '/api/admin/users/change-password',
      { user_id: other.user.id, new_password: 'taken-over-123' },
      'not my password',
    );
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: adminMessages.adminPasswordWrong });
  });

  it('still lets an admin change a plain user’s password and their own', async () => {
    const admin = await newAdmin();
    const user = await createTestUser(ctx());
    for (const target of [user.user.id, admin.user.id]) {
      const res = await post(admin, '/api/admin/users/change-password', {
        user_id: target,
        new_password: 'a-new-password-1',
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses inconsistent roles and tiers with 422: the admin tier for a plain user, a team member of no organization', async () => {
    const admin = await newAdmin();
    const user = await createTestUser(ctx());
    const tier = await post(admin, '/api/admin/users/change-subscription', {
      user_id: user.user.id,
      subscription_tier: 'admin',
    });
    expect(tier.statusCode).toBe(422);
    expect(tier.json()).toEqual({ detail: adminMessages.adminTierNeedsAdminRole });
    const created = await post(admin, '/api/admin/users/create', {
      email: `member-${Date.now()}@example.com`,
      password: 'a-member-password',
      full_name: 'Nobody’s Member',
      role: 'team_member',
      subscription_tier: 'free',
    });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toEqual({ detail: adminMessages.teamMemberNeedsOrganization });
    const adminTierUser = await post(admin, '/api/admin/users/create', {
      email: `plain-${Date.now()}@example.com`,
      password: 'a-plain-password',
      full_name: 'Plain',
      role: 'user',
      subscription_tier: 'admin',
    });
    expect(adminTierUser.statusCode).toBe(422);
    expect(adminTierUser.json()).toEqual({ detail: adminMessages.adminTierNeedsAdminRole });
    // nothing changed
    const me = await call(user.token, { method: 'GET', url: '/api/auth/me' });
    expect(me.json()).toMatchObject({ role: 'user', subscription_tier: 'free' });
  });

  it("answers out-of-range days in words, not with the validator's text (issue 22 item 21)", async () => {
    const admin = await newAdmin();
    const user = await createTestUser(ctx());
    const expiry = await post(admin, '/api/admin/users/change-subscription', {
      user_id: user.user.id,
      subscription_tier: 'pro',
      expiry_days: 5000,
    });
    expect(expiry.statusCode).toBe(422);
    const [issue] = expiry.json<{ detail: { loc: string[]; msg: string }[] }>().detail;
    expect(issue?.loc).toEqual(['body', 'expiry_days']);
    expect(issue?.msg).toBe(adminMessages.expiryDaysInvalid);
    const fraction = await post(admin, '/api/admin/users/change-subscription', {
      user_id: user.user.id,
      subscription_tier: 'pro',
      expiry_days: 2.5,
    });
    expect(JSON.stringify(fraction.json())).toContain(adminMessages.expiryDaysInvalid);
    const own = await call(admin.token, {
      method: 'POST',
      url: '/api/admin/set-self-expiry',
      payload: { days_from_now: 5000 },
    });
    expect(own.statusCode).toBe(422);
    expect(JSON.stringify(own.json())).toContain(adminMessages.daysFromNowInvalid);
    expect(JSON.stringify(own.json())).not.toContain('Too big');
  });
});
