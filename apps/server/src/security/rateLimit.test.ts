import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/index';
import { createTestDatabase, testDrivers } from '../test/databases';
import { consumeRateLimit } from './rateLimit';

describe.each(testDrivers)('consumeRateLimit (%s)', (driver) => {
  const rule = { name: 'test', limit: 3, windowSeconds: 60 };

  it('allows `limit` requests per window, then says how long to wait', async () => {
    const { database, drop } = await createTestDatabase(driver);
    try {
      const now = new Date('2030-01-01T00:00:10.000Z');
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(database.db, rule, 'a', now));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3]).toEqual({ allowed: false, count: 4, retryAfterSeconds: 50 });
      // other subjects have their own counters; the next window starts from zero
      expect((await consumeRateLimit(database.db, rule, 'b', now)).allowed).toBe(true);
      const next = new Date('2030-01-01T00:01:00.000Z');
      expect(await consumeRateLimit(database.db, rule, 'a', next)).toMatchObject({
        allowed: true,
        count: 1,
      });
      // subjects are stored hashed
      const rows = await database.db.select().from(rateLimits);
      expect(rows.every((r) => !r.key.endsWith(':a') && !r.key.endsWith(':b'))).toBe(true);
    } finally {
      await drop();
    }
  });

  it('counts concurrent requests exactly once each (atomic upsert)', async () => {
    const { database, drop } = await createTestDatabase(driver);
    try {
      const now = new Date('2030-01-01T00:00:00.000Z');
      const wide = { name: 'concurrent', limit: 1000, windowSeconds: 60 };
      const results = await Promise.all(
        Array.from({ length: 25 }, () => consumeRateLimit(database.db, wide, 'x', now)),
      );
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 25 }, (_, i) => i + 1),
      );
    } finally {
      await drop();
    }
  });

  it('writes nothing more once a client is blocked (the row version stays the same)', async () => {
    const { database, drop } = await createTestDatabase(driver);
    try {
      const now = new Date('2030-01-01T00:00:10.000Z');
      const version = async () => {
        const result = await database.db.execute(
          sql`select xmin::text as xmin, count from rate_limits`,
        );
        return Reflect.get(result as object, 'rows') as { xmin: string; count: number }[];
      };
      for (let i = 0; i < 4; i++) await consumeRateLimit(database.db, rule, 'blocked', now);
      const blocked = await version();
      expect(blocked).toHaveLength(1);
      expect(blocked[0]!.count).toBe(4);
      const more = [];
      for (let i = 0; i < 30; i++)
        more.push(await consumeRateLimit(database.db, rule, 'blocked', now));
      expect(more.every((r) => !r.allowed && r.retryAfterSeconds === 50)).toBe(true);
      expect(await version()).toEqual(blocked);
    } finally {
      await drop();
    }
  });
});
