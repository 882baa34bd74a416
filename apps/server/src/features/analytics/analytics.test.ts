import {
  analyticsMessages,
  kpiOverviewSchema,
  labelValueListSchema,
  timeSeriesSchema,
} from '@codeflow/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser, type TestUser } from '../../test/users';

async function insertFlowchart(ctx: TestApp, userId: string, language: string, createdAt: string) {
  await ctx.database.db.execute(sql`
    insert into flowcharts (id, user_id, title, language, code_encrypted, flowchart_encrypted, created_at, updated_at)
    values (gen_random_uuid(), ${userId}::uuid, 'T', ${language}, 'x', 'x', ${createdAt}::timestamptz, ${createdAt}::timestamptz)`);
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(testDrivers)('analytics (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const get = async (admin: TestUser, url: string) => {
    const res = await ctx().app.inject({ method: 'GET', url, headers: bearer(admin.token) });
    return res;
  };
  const series = async (admin: TestUser, query: string) => {
    const res = await get(admin, `/api/analytics/flowcharts-over-time?${query}`);
    expect(res.statusCode).toBe(200);
    return timeSeriesSchema.parse(res.json());
  };

  it('counts flowcharts per UTC day with every bucket present, zeros included', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    const u = admin.user.id;
    await insertFlowchart(ctx(), u, 'python', '2001-01-02T00:00:00Z');
    await insertFlowchart(ctx(), u, 'python', '2001-01-02T23:59:59Z');
    // 23:30 on the 3rd in UTC, although 01:30 on the 4th at UTC+2
    await insertFlowchart(ctx(), u, 'c', '2001-01-04T01:30:00+02:00');
    await insertFlowchart(ctx(), u, 'c', '2001-01-06T00:00:00Z');
    expect(await series(admin, 'period=daily&start_date=2001-01-01&end_date=2001-01-05')).toEqual([
      { date: '2001-01-01', count: 0 },
      { date: '2001-01-02', count: 2 },
      { date: '2001-01-03', count: 1 },
      { date: '2001-01-04', count: 0 },
      { date: '2001-01-05', count: 0 },
    ]);
    // 2001-01-01 was a Monday
    expect(await series(admin, 'period=weekly&start_date=2001-01-01&end_date=2001-01-14')).toEqual([
      { date: '2001-01-01', count: 4 },
      { date: '2001-01-08', count: 0 },
    ]);
    expect(await series(admin, 'period=monthly&start_date=2000-12-15&end_date=2001-02-01')).toEqual(
      [
        { date: '2000-12-01', count: 0 },
        { date: '2001-01-01', count: 4 },
        { date: '2001-02-01', count: 0 },
      ],
    );
  });

  it('defaults to daily over the last 30 days to today', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    await insertFlowchart(ctx(), admin.user.id, 'java', new Date().toISOString());
    const points = await series(admin, '');
    expect(points).toHaveLength(31);
    expect(points.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(points.at(-1)?.count).toBeGreaterThanOrEqual(1);
  });

  it('refuses malformed, impossible, inverted and too long ranges', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    for (const query of [
      'start_date=2026/01/01',
      'start_date=2026-02-30',
      'period=hourly',
      'start_date=2026-02-01&end_date=2026-01-01',
      'start_date=1990-01-01&end_date=2026-01-01',
    ]) {
      const res = await get(admin, `/api/analytics/flowcharts-over-time?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
    const inverted = await get(
      admin,
      '/api/analytics/flowcharts-over-time?start_date=2026-02-01&end_date=2026-01-01',
    );
    expect(JSON.stringify(inverted.json())).toContain(analyticsMessages.rangeInverted);
  });

  it('refuses an open-ended range past the limits instead of failing (issue 21, finding 13)', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    // the end alone, at the last day a date can name: the day after it is past year 9999
    const farEnd = await get(admin, '/api/analytics/flowcharts-over-time?end_date=9999-12-31');
    expect(farEnd.statusCode).toBe(422);
    expect(JSON.stringify(farEnd.json())).toContain(analyticsMessages.invalidDate);
    // the start alone, 56 years back to today: over the cap like a range naming both ends
    const longStart = await get(admin, '/api/analytics/flowcharts-over-time?start_date=1970-01-01');
    expect(longStart.statusCode).toBe(422);
    expect(JSON.stringify(longStart.json())).toContain(analyticsMessages.rangeTooLong);
    // the cap still allows a start alone within it
    const recent = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    expect((await series(admin, `start_date=${recent}&period=monthly`)).length).toBeGreaterThan(12);
  });

  it('answers the KPI overview from users, flowcharts and sessions', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    const away = await createTestUser(ctx());
    const before = kpiOverviewSchema.parse(
      (await get(admin, '/api/analytics/kpi-overview')).json(),
    );
    // an hour-long session 40 days ago: time spent, but not active this month
    await ctx().database.db.execute(sql`
      update sessions set started_at = now() - interval '40 days 1 hour',
        last_seen_at = now() - interval '40 days', ended_at = now() - interval '40 days'
      where user_id = ${away.user.id}::uuid`);
    const kpi = kpiOverviewSchema.parse((await get(admin, '/api/analytics/kpi-overview')).json());
    expect(kpi.total_users).toBe(before.total_users);
    expect(kpi.monthly_active_users).toBe(before.monthly_active_users - 1);
    expect(kpi.daily_active_users).toBe(before.daily_active_users - 1);
    expect(kpi.total_time_spent_hours).toBeCloseTo(before.total_time_spent_hours + 1, 1);
    expect(kpi.daily_active_users).toBeLessThanOrEqual(kpi.monthly_active_users);
  });

  it('answers distributions with capitalised labels', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    await createTestUser(ctx(), {
      subscriptionTier: 'premium',
      subscriptionExpiryDate: new Date(Date.now() - 86_400_000),
    });
    await insertFlowchart(ctx(), admin.user.id, 'cpp', '2002-01-01T00:00:00Z');
    await insertFlowchart(ctx(), admin.user.id, 'javascript', '2002-01-01T00:00:00Z');
    const tiers = labelValueListSchema.parse(
      (await get(admin, '/api/analytics/subscriptions-distribution')).json(),
    );
    expect(tiers.map((t) => t.label)).toEqual(['Free', 'Pro', 'Premium', 'Organization', 'Admin']);
    // the expired premium counts as free
    expect(tiers.find((t) => t.label === 'Premium')?.value).toBe(0);
    const languages = labelValueListSchema.parse(
      (await get(admin, '/api/analytics/language-usage')).json(),
    );
    expect(languages.map((l) => l.label)).toEqual(expect.arrayContaining(['C++', 'JavaScript']));
    const values = languages.map((l) => l.value);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });

  it('ignores country headers when no proxy is trusted', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    const user = await createTestUser(ctx());
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'cf-ipcountry': 'DE',
        'x-country-code': 'FR',
      },
      payload: form({ username: user.user.email, password: user.password }),
    });
    expect(login.statusCode).toBe(200);
    const geo = labelValueListSchema.parse(
      (await get(admin, '/api/analytics/user-geography')).json(),
    );
    expect(geo.map((g) => g.label)).toEqual(['Unknown']);
  });
});

describe.each(testDrivers)('analytics behind a trusted proxy (%s)', (driver) => {
  const ctx = useTestApp(driver, { TRUST_PROXY: 'true' });

  it('counts users by the country of their latest session', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    const signIn = async (user: TestUser, country: string) => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'cf-ipcountry': country,
          'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
        },
        payload: form({ username: user.user.email, password: user.password }),
      });
      expect(res.statusCode).toBe(200);
    };
    const a = await createTestUser(ctx());
    const b = await createTestUser(ctx());
    await signIn(a, 'fr');
    await signIn(a, 'DE');
    await signIn(b, 'DE');
    const geo = labelValueListSchema.parse(
      (
        await ctx().app.inject({
          method: 'GET',
          url: '/api/analytics/user-geography',
          headers: bearer(admin.token),
        })
      ).json(),
    );
    expect(geo).toEqual([
      { label: 'Germany', value: 2 },
      // the admin never signed in through a proxy
      { label: 'Unknown', value: 1 },
    ]);
  });
});
