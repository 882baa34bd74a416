import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { testDrivers } from '../test/databases';
import { testDataKey } from '../test/flowchartRequests';
import { bearer, createTestUser } from '../test/users';
import { OUT_OF_STORAGE } from './errors';

/**
 * Issue 21 finding 13: a full disk answered a save with a generic 500. PostgreSQL reports it as
 * SQLSTATE 53100 (disk_full); a trigger raising exactly that stands in for the full disk, on both
 * drivers (PGlite is PostgreSQL too).
 */
describe.each(testDrivers)('a full disk on save (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });

  it('answers 507 with a message that says the change was not saved', async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const save = () =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/flowcharts',
        headers: bearer(token),
        payload: { title: 't', language: 'python', code: 'x = 1\n', flowchart: 'graph TD' },
      });
    expect((await save()).statusCode).toBe(201);
    const db = ctx().database.db;
    await db.execute(
      sql.raw(`create function test_disk_full() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger test_disk_full before insert or update on flowcharts for each row execute function test_disk_full()',
      ),
    );
    try {
      const full = await save();
      expect(full.statusCode).toBe(507);
      expect(full.json()).toEqual({ detail: OUT_OF_STORAGE });
    } finally {
      await db.execute(sql.raw('drop trigger test_disk_full on flowcharts'));
      await db.execute(sql.raw('drop function test_disk_full()'));
    }
    expect((await save()).statusCode).toBe(201);
  });
});
