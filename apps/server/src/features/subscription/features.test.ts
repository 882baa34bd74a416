import { PLAN_FEATURES } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser } from '../../test/users';

describe.each(testDrivers)('GET /api/subscription/features (%s)', (driver) => {
  const ctx = useTestApp(driver);

  const features = (token: string | null) =>
    ctx().app.inject({
      method: 'GET',
      url: '/api/subscription/features',
      headers: token ? bearer(token) : {},
    });

  it('answers 401 without a token', async () => {
    expect((await features(null)).statusCode).toBe(401);
  });

  it.each(['free', 'pro', 'premium', 'organization', 'admin'] as const)(
    'answers the %s row of the plan table',
    async (tier) => {
      const { token } = await createTestUser(ctx(), { subscriptionTier: tier });
      const res = await features(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(PLAN_FEATURES[tier]);
      expect(Object.keys(res.json<object>()).sort()).toEqual([
        'can_edit',
        'can_share',
        'coverage_import',
        'export_formats',
        'flowchart_limit',
        'max_code_lines',
        'team_management',
        'versions_kept',
      ]);
    },
  );

  it('answers the free features for a paid tier past its expiry date', async () => {
    const { token } = await createTestUser(ctx(), {
      subscriptionTier: 'premium',
      subscriptionExpiryDate: new Date(Date.now() - 1000),
    });
    expect((await features(token)).json()).toEqual(PLAN_FEATURES.free);
    const active = await createTestUser(ctx(), {
      subscriptionTier: 'premium',
      subscriptionExpiryDate: new Date(Date.now() + 86_400_000),
    });
    expect((await features(active.token)).json()).toMatchObject({
      can_share: true,
      flowchart_limit: null,
    });
  });
});

describe.each(testDrivers)('coverage import on the plans (decision 042) (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('Pro and up may import coverage; Free may not, and a lapsed Pro acts as Free', async () => {
    const get = async (token: string) =>
      (
        await ctx().app.inject({
          method: 'GET',
          url: '/api/subscription/features',
          headers: bearer(token),
        })
      ).json<{ coverage_import: boolean }>().coverage_import;
    for (const [tier, allowed] of [
      ['free', false],
      ['pro', true],
      ['premium', true],
      ['organization', true],
    ] as const) {
      const { token } = await createTestUser(ctx(), { subscriptionTier: tier });
      expect(await get(token)).toBe(allowed);
    }
    const lapsed = await createTestUser(ctx(), {
      subscriptionTier: 'pro',
      subscriptionExpiryDate: new Date(Date.now() - 1000),
    });
    expect(await get(lapsed.token)).toBe(false);
  });

  it('the plan cards of Pro and Premium name it (migration 0017), Free’s does not', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/subscription/plans' });
    expect(res.statusCode).toBe(200);
    const plans = res.json<{ plan_id: string; features: string[] }[]>();
    const has = (id: string) =>
      plans.find((p) => p.plan_id === id)?.features.includes('Import test coverage onto charts');
    expect([has('free'), has('pro'), has('premium')]).toEqual([false, true, true]);
  });
});
