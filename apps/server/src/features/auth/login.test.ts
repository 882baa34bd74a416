import { authMessages, loginResponseSchema, userProfileSchema } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser } from '../../test/users';
import { setDisabled } from './users';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(testDrivers)('login, me, logout (%s)', (driver) => {
  // the tests play clients behind a proxy that sets X-Forwarded-For
  const ctx = useTestApp(driver, { TRUST_PROXY: 'true' });
  let ipCounter = 0;
  const freshIp = () => `10.2.0.${++ipCounter}`;

  const login = (
    fields: Record<string, string>,
    headers: Record<string, string> = { 'x-forwarded-for': freshIp() },
  ) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form(fields),
    });
  const me = (token: string) =>
    ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  it('signs in with form data and answers {access_token, token_type, user}', async () => {
    const { user, password } = await createTestUser(ctx(), {
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      subscriptionTier: 'pro',
      subscriptionExpiryDate: new Date('2030-01-02T03:04:05.000Z'),
    });
    const res = await login(
      { username: 'Ada@Example.com', password },
      {
        'x-forwarded-for': '203.0.113.7',
        'cf-ipcountry': 'de',
        'user-agent': 'Mozilla/5.0 test',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = loginResponseSchema.parse(res.json());
    expect(body.token_type).toBe('bearer');
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.user).toEqual({
      id: user.id,
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      role: 'user',
      subscription_tier: 'pro',
      subscription_expiry_date: '2030-01-02T03:04:05.000Z',
      is_verified: true,
      lifetime_flowcharts_created: 0,
      created_at: user.createdAt.toISOString(),
    });

    // the session row records where the sign-in came from
    const rows = await ctx()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const session = rows.find((r) => r.ip === '203.0.113.7');
    expect(session).toMatchObject({ country: 'DE', userAgent: 'Mozilla/5.0 test', endedAt: null });

    // me answers the same profile, exactly the fields of docs/product.md#entities
    const profile = await me(body.access_token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(body.user);
    expect(Object.keys(profile.json<object>()).sort()).toEqual(
      Object.keys(userProfileSchema.shape).sort(),
    );
  });

  it('also accepts the login fields as JSON', async () => {
    const { user, password } = await createTestUser(ctx());
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': freshIp() },
      payload: { username: user.email, password },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user byte-identically', async () => {
    const { user } = await createTestUser(ctx());
    const wrong = await login({ username: user.email, password: 'not-the-password' });
    const unknown = await login({ username: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Invalid email or password' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    const headersOf = (h: Record<string, unknown>) => {
      const { date: _date, ...rest } = h;
      return rest;
    };
    expect(headersOf(unknown.headers)).toEqual(headersOf(wrong.headers));
  });

  it('answers 401 for a Google-only account (no password)', async () => {
    const { user } = await createTestUser(ctx());
    await ctx().app.auth.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await login({ username: user.email, password: 'anything-at-all' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: authMessages.invalidCredentials });
  });

  it('answers 422 with a detail list for missing fields', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(422);
    const { detail } = res.json<{ detail: { loc: string[]; msg: string; type: string }[] }>();
    expect(detail.map((d) => d.loc.join('.')).sort()).toEqual(['body.password', 'body.username']);
    const empty = await login({ username: 'a@example.com', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ detail: { msg: string }[] }>().detail[0]?.msg).toBe(
      authMessages.passwordRequired,
    );
    const nul = await login({ username: 'a\u0000@example.com', password: 'whatever1' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json<{ detail: { loc: string[] }[] }>().detail[0]?.loc).toEqual([
      'body',
      'username',
    ]);
  });

  it('says a disabled account is disabled only after a correct password', async () => {
    const { user, password, token } = await createTestUser(ctx());
    await setDisabled(ctx().app.auth.db, user.id, true);
    const wrong = await login({ username: user.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: authMessages.invalidCredentials });
    const right = await login({ username: user.email, password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ detail: 'Account disabled' });
    expect((await me(token)).statusCode).toBe(403);
  });

  it('logout-session ends the session: ended_at set, token revoked, other sessions kept', async () => {
    const { user, password } = await createTestUser(ctx());
    const first = (await login({ username: user.email, password })).json<{
      access_token: string;
    }>().access_token;
    const second = (await login({ username: user.email, password })).json<{
      access_token: string;
    }>().access_token;
    const sid = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string })
        .sid;
    // pretend the session started and was last seen a while ago
    const startedAt = new Date(Date.now() - 10 * 60_000);
    await ctx()
      .database.db.update(sessions)
      .set({ startedAt, lastSeenAt: startedAt })
      .where(eq(sessions.id, sid(first)));

    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/logout-session',
      headers: bearer(first),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.loggedOut });

    const [row] = await ctx()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.id, sid(first)));
    expect(row?.endedAt).toBeInstanceOf(Date);
    expect(row!.endedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row!.lastSeenAt.getTime()).toBe(row!.endedAt!.getTime());

    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    const again = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/logout-session',
      headers: bearer(first),
    });
    expect(again.statusCode).toBe(401);
  });

  it('logout-all revokes every token of the user', async () => {
    const { user, password, token } = await createTestUser(ctx());
    const other = (await login({ username: user.email, password })).json<{ access_token: string }>()
      .access_token;
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    // signing in again works
    expect((await login({ username: user.email, password })).statusCode).toBe(200);
  });

  it('updates last_seen_at at most once a minute', async () => {
    const { user, token } = await createTestUser(ctx());
    const [session] = await ctx()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await ctx()
      .database.db.update(sessions)
      .set({ lastSeenAt: twoMinutesAgo })
      .where(eq(sessions.id, session!.id));
    await me(token);
    const read = async () =>
      (await ctx().database.db.select().from(sessions).where(eq(sessions.id, session!.id)))[0]!
        .lastSeenAt;
    const touched = await read();
    expect(touched.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
    await me(token);
    expect((await read()).getTime()).toBe(touched.getTime());
  });

  it('limits attempts per IP and account: 429 with detail and Retry-After', async () => {
    const { user, password } = await createTestUser(ctx());
    const ip = { 'x-forwarded-for': '10.3.3.3' };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await login({ username: user.email, password: 'wrong-password' }, ip)).statusCode,
      );
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    // the 11th attempt is refused even with the right password
    const limited = await login({ username: user.email, password }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/) as string,
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // the same account from another address is still allowed
    expect((await login({ username: user.email, password })).statusCode).toBe(200);
  });

  it('limits attempts per IP across accounts', async () => {
    const ip = { 'x-forwarded-for': '10.4.4.4' };
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      statuses.push(
        (await login({ username: `spray${i}@example.com`, password: 'whatever-pw' }, ip))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });

  it('GET /api/config says Google sign-in is off without GOOGLE_CLIENT_ID', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google_client_id: null });
    const google = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: 'x.y.z' },
    });
    expect(google.statusCode).toBe(404);
  });
});

describe.each(testDrivers)('login rate limit without a trusted proxy (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('ignores a client-set X-Forwarded-For, so spoofed addresses share one budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': `10.0.${i}.1` },
        payload: { username: `nobody${i}@example.com`, password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });
});

describe.each(testDrivers)('RATE_LIMIT_FACTOR (%s)', (driver) => {
  const ctx = useTestApp(driver, { RATE_LIMIT_FACTOR: '2' });

  it('multiplies the limits', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'same@example.com', password: 'wrong-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
