import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { SessionCache, sessionEnded, userChanged, type CachedSession } from './sessionCache';
import { endSession } from './sessions';
import { signIn } from './signIn';
import {
  markVerified,
  revokeAllTokens,
  setDisabled,
  setPassword,
  setSubscription,
  type AuthUser,
} from './users';

const sid = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

describe('SessionCache', () => {
  let clock = 1_000_000;
  const caches: SessionCache[] = [];
  const cache = (ttl = 5000, max = 100) => {
    const c = new SessionCache(ttl, max, () => clock);
    caches.push(c);
    return c;
  };
  afterEach(() => {
    for (const c of caches.splice(0)) c.dispose();
  });
  const entry = (userId: string, sessionId: string): CachedSession => ({
    user: { id: userId } as AuthUser,
    sessionId,
  });
  const far = () => clock + 3_600_000;

  it('serves an entry until its TTL, then forgets it', () => {
    const c = cache(5000);
    c.set('t', entry('u', 's'), far(), c.epoch);
    expect(c.get('t')?.sessionId).toBe('s');
    clock += 4999;
    expect(c.get('t')).toBeDefined();
    clock += 1;
    expect(c.get('t')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('never serves a token past its own exp, and does not store an expired one', () => {
    const c = cache(5000);
    c.set('t', entry('u', 's'), clock + 1000, c.epoch);
    clock += 1000;
    expect(c.get('t')).toBeUndefined();
    c.set('old', entry('u', 's'), clock, c.epoch);
    expect(c.get('old')).toBeUndefined();
  });

  it('drops every entry of a user, or of one session, in every cache of the process', () => {
    const a = cache();
    const b = cache();
    for (const c of [a, b]) {
      c.set('u1-s1', entry('u1', 's1'), far(), c.epoch);
      c.set('u1-s2', entry('u1', 's2'), far(), c.epoch);
      c.set('u2-s3', entry('u2', 's3'), far(), c.epoch);
    }
    sessionEnded('s2');
    for (const c of [a, b]) {
      expect(c.get('u1-s2')).toBeUndefined();
      expect(c.get('u1-s1')).toBeDefined();
    }
    userChanged('u1');
    for (const c of [a, b]) {
      expect(c.get('u1-s1')).toBeUndefined();
      expect(c.get('u2-s3')).toBeDefined();
    }
  });

  it('refuses a lookup that began before an invalidation (it may have read the old rows)', () => {
    const c = cache();
    const epoch = c.epoch;
    // ... the lookup reads the database; meanwhile the user logs out everywhere
    userChanged('someone-else-even');
    c.set('t', entry('u', 's'), far(), epoch);
    expect(c.get('t')).toBeUndefined();
    // a lookup that begins afterwards is stored
    c.set('t', entry('u', 's'), far(), c.epoch);
    expect(c.get('t')).toBeDefined();
  });

  it('keeps at most maxEntries, evicting the oldest', () => {
    const c = cache(5000, 3);
    for (const t of ['a', 'b', 'c', 'd']) c.set(t, entry(t, t), far(), c.epoch);
    expect(c.size).toBe(3);
    expect(c.get('a')).toBeUndefined();
    expect(c.get('d')).toBeDefined();
  });

  it('hands out a frozen copy of the user row', () => {
    const c = cache();
    const user = { id: 'u', role: 'user' } as AuthUser;
    c.set('t', { user, sessionId: 's' }, far(), c.epoch);
    const cached = c.get('t')!.user;
    expect(Object.isFrozen(cached)).toBe(true);
    expect(Object.isFrozen(user)).toBe(false);
  });

  it('stops receiving invalidations once disposed', () => {
    const c = cache();
    c.set('t', entry('u', 's'), far(), c.epoch);
    c.dispose();
    expect(c.size).toBe(0);
    const epoch = c.epoch;
    userChanged('u');
    expect(c.epoch).toBe(epoch);
  });
});

// the cache is on by default only on PGlite; forced on here so both drivers test revocation
describe.each(testDrivers)('revocation with the session cache on (%s)', (driver) => {
  const ctx = useTestApp(driver, { SESSION_CACHE_MS: '60000' });
  const db = () => ctx().app.auth.db;
  const get = (url: string, token: string) =>
    ctx().app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string) =>
    ctx().app.inject({ method: 'POST', url, headers: bearer(token) });
  /** a signed-in user whose token the guard has just accepted (so it is cached) */
  const cachedUser = async (
    overrides: Parameters<typeof createTestUser>[1] = {},
  ): Promise<TestUser> => {
    const user = await createTestUser(ctx(), overrides);
    expect((await get('/api/subscription/features', user.token)).statusCode).toBe(200);
    expect(ctx().app.auth.sessionCache?.get(user.token)?.user.id).toBe(user.user.id);
    return user;
  };
  const expect401 = async (token: string) => {
    const res = await get('/api/subscription/features', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Not authenticated' });
  };

  it('serves a token from the cache: a change behind its back is not seen', async () => {
    const { token } = await cachedUser();
    // ending the session by hand, not through endSession: the cache is not told
    await db()
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(eq(sessions.id, sid(token)));
    expect((await get('/api/subscription/features', token)).statusCode).toBe(200);
    // ... which is why every revoking write goes through sessionEnded / userChanged
    sessionEnded(sid(token));
    await expect401(token);
  });

  it('logout-session revokes that token at once, not the user’s other sessions', async () => {
    const a = await cachedUser();
    const other = await signIn(ctx().app.auth, a.user, {
      ip: null,
      country: null,
      userAgent: null,
    });
    expect((await get('/api/subscription/features', other.access_token)).statusCode).toBe(200);
    expect((await post('/api/auth/logout-session', a.token)).statusCode).toBe(200);
    await expect401(a.token);
    expect((await get('/api/subscription/features', other.access_token)).statusCode).toBe(200);
  });

  it('logout-all revokes every token of the user at once', async () => {
    const a = await cachedUser();
    expect((await post('/api/auth/logout-all', a.token)).statusCode).toBe(200);
    await expect401(a.token);
  });

  it('password change, revokeAllTokens and endSession revoke at once', async () => {
    const a = await cachedUser();
    await setPassword(db(), a.user.id, 'a-brand-new-password');
    await expect401(a.token);
    const b = await cachedUser();
    await revokeAllTokens(db(), b.user.id);
    await expect401(b.token);
    const c = await cachedUser();
    await endSession(db(), sid(c.token));
    await expect401(c.token);
  });

  it('disabling a user answers 403 at once', async () => {
    const { user, token } = await cachedUser();
    await setDisabled(db(), user.id, true);
    const res = await get('/api/subscription/features', token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Account disabled' });
  });

  it('a tier change applies from the next request', async () => {
    const { user, token } = await cachedUser({ subscriptionTier: 'pro' });
    expect((await get('/api/subscription/features', token)).json()).toMatchObject({
      can_edit: true,
    });
    await setSubscription(db(), user.id, { tier: 'free', expiryDate: null });
    expect((await get('/api/subscription/features', token)).json()).toMatchObject({
      can_edit: false,
    });
  });

  it('email verification applies from the next request', async () => {
    const { user, token } = await cachedUser({ isVerified: false });
    await markVerified(db(), user.id);
    const res = await post('/api/auth/resend-verification', token);
    expect(res.statusCode).toBe(400);
  });

  it('GET /api/auth/me reads the user fresh (the lifetime counter moves on every save)', async () => {
    const { user, token } = await cachedUser();
    const before = (await get('/api/auth/me', token)).json<{
      lifetime_flowcharts_created: number;
    }>();
    await db().execute(
      // what createFlowchart's statement does to the counter
      sql`update users set lifetime_flowcharts_created =
        lifetime_flowcharts_created + 1 where id = ${user.id}::uuid`,
    );
    const after = (await get('/api/auth/me', token)).json<{
      lifetime_flowcharts_created: number;
    }>();
    expect(after.lifetime_flowcharts_created).toBe(before.lifetime_flowcharts_created + 1);
  });

  it('does not cache refused tokens', async () => {
    const { user, token } = await createTestUser(ctx(), { disabled: true });
    expect((await get('/api/subscription/features', token)).statusCode).toBe(403);
    expect(ctx().app.auth.sessionCache?.get(token)).toBeUndefined();
    await setDisabled(db(), user.id, false);
  });
});

describe('session cache settings', () => {
  const pglite = useTestApp('pglite');
  const off = useTestApp('pglite', { SESSION_CACHE_MS: '0' });
  const short = useTestApp('pglite', { SESSION_CACHE_MS: '200' });

  it('is on by default on PGlite, off with SESSION_CACHE_MS=0', () => {
    expect(pglite().app.auth.sessionCache?.ttlMs).toBe(5000);
    expect(off().app.auth.sessionCache).toBeNull();
  });

  it('forgets an entry after SESSION_CACHE_MS, so a write it was not told of is seen then', async () => {
    const { token } = await createTestUser(short());
    const features = () =>
      short().app.inject({
        method: 'GET',
        url: '/api/subscription/features',
        headers: bearer(token),
      });
    expect((await features()).statusCode).toBe(200);
    await short()
      .app.auth.db.update(sessions)
      .set({ endedAt: new Date() })
      .where(eq(sessions.id, sid(token)));
    await new Promise((r) => setTimeout(r, 250));
    expect((await features()).statusCode).toBe(401);
  });
});

if (testDrivers.includes('postgres')) {
  describe('session cache on PostgreSQL', () => {
    const pg = useTestApp('postgres');
    it('is off by default (several instances cannot see each other’s revocations)', () => {
      expect(pg().app.auth.sessionCache).toBeNull();
    });
  });
}
