import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';
import { endAllSessions, endSession, lastLogin, startSession, totalTimeSpent } from './sessions';

const meta = { ip: '127.0.0.1', country: null, userAgent: 'vitest' };

describe.each(testDrivers)('session statistics (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx().database.db;
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

  it('lastLogin is null before any sign-in, then the latest start', async () => {
    const { user } = await createTestUser(ctx());
    // createTestUser signed in once; remove that session to see "never"
    await db().delete(sessions).where(eq(sessions.userId, user.id));
    expect(await lastLogin(db(), user.id)).toBeNull();
    expect(await totalTimeSpent(db(), user.id)).toBe(0);

    const older = await startSession(db(), user.id, meta);
    await db()
      .update(sessions)
      .set({ startedAt: at(90) })
      .where(eq(sessions.id, older.id));
    const newer = await startSession(db(), user.id, meta);
    await db()
      .update(sessions)
      .set({ startedAt: at(5) })
      .where(eq(sessions.id, newer.id));
    const last = await lastLogin(db(), user.id);
    expect(Math.abs(last!.getTime() - at(5).getTime())).toBeLessThan(5_000);
  });

  it('totalTimeSpent sums ended sessions (end - start) and open ones (last seen - start)', async () => {
    const { user } = await createTestUser(ctx());
    await db().delete(sessions).where(eq(sessions.userId, user.id));
    const a = await startSession(db(), user.id, meta);
    const b = await startSession(db(), user.id, meta);
    // a: 30 minutes, ended
    await db()
      .update(sessions)
      .set({ startedAt: at(120), lastSeenAt: at(95), endedAt: at(90) })
      .where(eq(sessions.id, a.id));
    // b: open, last seen 10 minutes after it started
    await db()
      .update(sessions)
      .set({ startedAt: at(20), lastSeenAt: at(10) })
      .where(eq(sessions.id, b.id));
    expect(await totalTimeSpent(db(), user.id)).toBe(40 * 60);

    // other users' sessions don't count
    const other = await createTestUser(ctx());
    await db()
      .update(sessions)
      .set({ startedAt: at(600), lastSeenAt: at(1) })
      .where(eq(sessions.userId, other.user.id));
    expect(await totalTimeSpent(db(), user.id)).toBe(40 * 60);
  });

  it('ending sessions fixes their time: logout at now, log-out-everywhere at last seen', async () => {
    const { user } = await createTestUser(ctx());
    await db().delete(sessions).where(eq(sessions.userId, user.id));
    const a = await startSession(db(), user.id, meta);
    await db()
      .update(sessions)
      .set({ startedAt: at(3), lastSeenAt: at(3) })
      .where(eq(sessions.id, a.id));
    await endSession(db(), a.id);
    const spent = await totalTimeSpent(db(), user.id);
    expect(spent).toBeGreaterThanOrEqual(3 * 60 - 2);
    expect(spent).toBeLessThanOrEqual(3 * 60 + 2);

    const b = await startSession(db(), user.id, meta);
    await db()
      .update(sessions)
      .set({ startedAt: at(60), lastSeenAt: at(50) })
      .where(eq(sessions.id, b.id));
    await endAllSessions(db(), user.id);
    const [row] = await db().select().from(sessions).where(eq(sessions.id, b.id));
    expect(row?.endedAt?.getTime()).toBe(row?.lastSeenAt.getTime());
    const total = await totalTimeSpent(db(), user.id);
    expect(total - spent).toBe(10 * 60);
  });
});
