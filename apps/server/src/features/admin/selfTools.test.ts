import {
  adminMessages,
  adminSelfSubscriptionSchema,
  tierSwitchedMessage,
} from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser, type TestUser } from '../../test/users';

describe.each(testDrivers)('admin testing tools (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const post = (admin: TestUser, url: string, payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'POST', url, headers: bearer(admin.token), payload });
  const features = (admin: TestUser) =>
    ctx().app.inject({
      method: 'GET',
      url: '/api/subscription/features',
      headers: bearer(admin.token),
    });

  it('tests the product as Free and reverts to full admin, keeping the admin area', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    expect((await features(admin)).json()).toMatchObject({ team_management: true });
    const res = await post(admin, '/api/admin/set-tier', { tier: 'free' });
    expect(res.statusCode).toBe(200);
    expect(adminSelfSubscriptionSchema.parse(res.json())).toEqual({
      message: tierSwitchedMessage('free'),
      subscription_tier: 'free',
      subscription_expiry_date: null,
      days_left: null,
    });
    // at once, although the session was cached as admin
    expect((await features(admin)).json()).toMatchObject({ flowchart_limit: 5, can_edit: false });
    // the role is untouched: the admin area and the revert still work
    const stats = await ctx().app.inject({
      method: 'GET',
      url: '/api/admin/dashboard-stats',
      headers: bearer(admin.token),
    });
    expect(stats.statusCode).toBe(200);
    expect((await post(admin, '/api/admin/set-tier', { tier: 'admin' })).statusCode).toBe(200);
    expect((await features(admin)).json()).toMatchObject({
      team_management: true,
      flowchart_limit: null,
    });
    expect((await post(admin, '/api/admin/set-tier', { tier: 'gold' })).statusCode).toBe(422);
  });

  it('sets its own expiry in whole days: 0 today, negative expired', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    const tier = await post(admin, '/api/admin/set-self-tier', { tier: 'premium' });
    expect(tier.json()).toMatchObject({
      message: adminMessages.tierUpdated,
      subscription_tier: 'premium',
    });
    const ahead = await post(admin, '/api/admin/set-self-expiry', { days_from_now: 5 });
    expect(ahead.statusCode).toBe(200);
    expect(ahead.json()).toMatchObject({ message: adminMessages.expiryUpdated, days_left: 5 });
    expect((await features(admin)).json()).toMatchObject({ can_share: true });
    const today = await post(admin, '/api/admin/set-self-expiry', { days_from_now: 0 });
    expect(today.json()).toMatchObject({ days_left: 0 });
    const expired = await post(admin, '/api/admin/set-self-expiry', { days_from_now: -2 });
    expect(expired.json()).toMatchObject({ days_left: -2, subscription_tier: 'premium' });
    // an expired paid tier is served as free
    expect((await features(admin)).json()).toMatchObject({ can_share: false, flowchart_limit: 5 });
    // set-self-tier keeps the expiry date; set-tier starts afresh
    const kept = await post(admin, '/api/admin/set-self-tier', { tier: 'pro' });
    expect(kept.json()).toMatchObject({ days_left: -2 });
    expect(
      (await post(admin, '/api/admin/set-self-expiry', { days_from_now: 1.5 })).statusCode,
    ).toBe(422);
    const audit = await ctx().app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?actor_id=${admin.user.id}&action=self.set_expiry`,
      headers: bearer(admin.token),
    });
    expect(audit.json<{ total: number }>().total).toBe(3);
  });

  it('refuses the tools to a user who is not an admin, even on the admin tier', async () => {
    const user = await createTestUser(ctx(), { subscriptionTier: 'admin' });
    const res = await post(user, '/api/admin/set-tier', { tier: 'admin' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: adminMessages.adminRequired });
  });
});
