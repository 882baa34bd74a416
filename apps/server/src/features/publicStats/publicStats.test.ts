import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';
import { readPublicStats } from './readPublicStats';

describe.each(testDrivers)('GET /api/public/stats (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('counts accounts and saved flowcharts, for anyone, cached for a minute', async () => {
    const a = await createTestUser(ctx(), { email: 'stats-a@example.com' });
    await createTestUser(ctx(), { email: 'stats-b@example.com' });
    await ctx()
      .database.db.update(users)
      .set({ lifetimeFlowchartsCreated: 7 })
      .where(eq(users.id, a.user.id));

    const res = await ctx().app.inject({ method: 'GET', url: '/api/public/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual(await readPublicStats(ctx().database.db));
    expect(res.json()).toMatchObject({ flowcharts_created: 7 });
    expect(res.json<{ users: number }>().users).toBeGreaterThanOrEqual(2);

    // a new account within the minute: the cached answer is served, the database is not asked
    await createTestUser(ctx(), { email: 'stats-c@example.com' });
    const again = await ctx().app.inject({ method: 'GET', url: '/api/public/stats' });
    expect(again.json()).toEqual(res.json());
    expect((await readPublicStats(ctx().database.db)).users).toBe(
      res.json<{ users: number }>().users + 1,
    );
  });
});
