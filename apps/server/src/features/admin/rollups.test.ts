import { adminUserListSchema, labelValueListSchema, timeSeriesSchema } from '@codeflow/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDataKey } from '../../test/flowchartRequests';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser, type TestUser } from '../../test/users';

/** The migration's triggers keep admin_user_stats and the flowchart counts current. */
describe.each(testDrivers)('admin roll-ups (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });
  const get = async (user: TestUser, url: string) =>
    (await ctx().app.inject({ method: 'GET', url, headers: bearer(user.token) })).json<unknown>();

  it('follows saves, language changes, deletes and session activity', async () => {
    const admin = await createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
    const owner = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const save = async (language: string) =>
      (
        await ctx().app.inject({
          method: 'POST',
          url: '/api/flowcharts',
          headers: bearer(owner.token),
          payload: { title: 'R', language, code: 'x = 1\n', flowchart: '' },
        })
      ).json<{ id: string }>().id;
    const row = async () =>
      adminUserListSchema
        .parse(await get(admin, '/api/admin/users'))
        .find((r) => r.id === owner.user.id);
    const languages = async () =>
      new Map(
        labelValueListSchema
          .parse(await get(admin, '/api/analytics/language-usage'))
          .map((l) => [l.label, l.value]),
      );
    const today = async () =>
      timeSeriesSchema.parse(await get(admin, '/api/analytics/flowcharts-over-time')).at(-1)?.count;

    const before = { languages: await languages(), today: await today() };
    const first = await save('java');
    await save('java');
    expect((await row())?.flowchart_count).toBe(2);
    expect((await languages()).get('Java')).toBe((before.languages.get('Java') ?? 0) + 2);
    expect(await today()).toBe((before.today ?? 0) + 2);

    const moved = await ctx().app.inject({
      method: 'PUT',
      url: `/api/flowcharts/${first}`,
      headers: bearer(owner.token),
      payload: { language: 'c' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await languages()).get('Java')).toBe((before.languages.get('Java') ?? 0) + 1);
    expect((await languages()).get('C')).toBe((before.languages.get('C') ?? 0) + 1);

    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/flowcharts/${first}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await row())?.flowchart_count).toBe(1);
    expect((await languages()).get('C') ?? 0).toBe(before.languages.get('C') ?? 0);
    // created over time: a delete does not take the creation back
    expect(await today()).toBe((before.today ?? 0) + 2);

    // 90 minutes of activity on the owner's session
    await ctx().database.db.execute(sql`
      update sessions set last_seen_at = started_at + interval '90 minutes'
      where user_id = ${owner.user.id}::uuid`);
    expect(await row()).toMatchObject({
      total_time_spent_formatted: '1h 30m',
      total_time_spent_seconds: 5400,
    });
  });
});
