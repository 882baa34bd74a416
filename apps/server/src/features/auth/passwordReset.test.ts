import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authMessages } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema/index';
import { readOutbox, tokenFromLink } from '../../email/readOutbox';
import { hashOneTimeToken } from '../../security/oneTimeTokens';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser } from '../../test/users';

describe.each(testDrivers)('forgot-password, reset-password (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-reset-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, {
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://codeflow.test/',
    // the tests play clients behind a proxy that sets X-Forwarded-For
    TRUST_PROXY: 'true',
  });
  let ipCounter = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-forwarded-for': `10.5.0.${++ipCounter}`, ...headers },
    });
  const resetLinks = async (to: string) => {
    await ctx().app.auth.email.settled();
    return (await readOutbox(dataDir))
      .filter((m) => m.to === to && /Reset your/.test(m.subject))
      .map((m) => ({ token: tokenFromLink(m.text)!, mail: m }));
  };
  const login = (username: string, password: string) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `10.6.0.${++ipCounter}`,
      },
      payload: new URLSearchParams({ username, password }).toString(),
    });

  it('answers the same 200 message for known and unknown addresses', async () => {
    await createTestUser(ctx(), { email: 'known@example.com' });
    const known = await post('/api/auth/forgot-password', { email: 'Known@example.com' });
    const unknown = await post('/api/auth/forgot-password', { email: 'unknown@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: authMessages.resetLinkSent });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await resetLinks('unknown@example.com')).toHaveLength(0);
    const [link] = await resetLinks('known@example.com');
    expect(link?.mail.text).toMatch(
      /^Reset your password: https:\/\/codeflow\.test\/reset-password\?token=[\w-]{43}$/m,
    );
    expect(link?.mail.html).toContain('https://codeflow.test/reset-password?token=');
  });

  it('resets the password once; old password and old tokens stop working', async () => {
    const {
      user,
      token: oldToken,
      password: oldPassword,
    } = await createTestUser(ctx(), {
      email: 'reset-me@example.com',
      isVerified: false,
    });
    await post('/api/auth/forgot-password', { email: 'reset-me@example.com' });
    const [link] = await resetLinks('reset-me@example.com');

    const res = await post('/api/auth/reset-password', {
      token: link!.token,
      new_password: 'brand-new-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.passwordReset });

    // the access token from before the reset is revoked
    const me = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(oldToken),
    });
    expect(me.statusCode).toBe(401);
    expect((await login('reset-me@example.com', oldPassword)).statusCode).toBe(401);
    const fresh = await login('reset-me@example.com', 'brand-new-password');
    expect(fresh.statusCode).toBe(200);
    // following the emailed link proved the address
    const [row] = await ctx().database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isVerified).toBe(true);

    // single use
    const reuse = await post('/api/auth/reset-password', {
      token: link!.token,
      new_password: 'yet-another-password',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ detail: authMessages.resetLinkInvalid });
  });

  it('a newer reset link voids the older one', async () => {
    await createTestUser(ctx(), { email: 'twice@example.com' });
    await post('/api/auth/forgot-password', { email: 'twice@example.com' });
    await post('/api/auth/forgot-password', { email: 'twice@example.com' });
    const links = await resetLinks('twice@example.com');
    expect(links).toHaveLength(2);
    const old = await post('/api/auth/reset-password', {
      token: links[0]!.token,
      new_password: 'brand-new-password',
    });
    expect(old.statusCode).toBe(400);
    const newer = await post('/api/auth/reset-password', {
      token: links[1]!.token,
      new_password: 'brand-new-password',
    });
    expect(newer.statusCode).toBe(200);
  });

  it('rejects an expired reset token', async () => {
    await createTestUser(ctx(), { email: 'late@example.com' });
    await post('/api/auth/forgot-password', { email: 'late@example.com' });
    const [link] = await resetLinks('late@example.com');
    await ctx()
      .database.db.update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashOneTimeToken(link!.token)));
    const res = await post('/api/auth/reset-password', {
      token: link!.token,
      new_password: 'brand-new-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: authMessages.resetLinkInvalid });
  });

  it('reset tokens expire after one hour', async () => {
    const { user } = await createTestUser(ctx(), { email: 'lifetimes@example.com' });
    await post('/api/auth/forgot-password', { email: 'lifetimes@example.com' });
    await ctx().app.auth.email.settled();
    const [row] = await ctx()
      .database.db.select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user.id));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 3600_000)).toBeLessThan(60_000);
  });

  it('does not accept a verification token as a reset token', async () => {
    await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-forwarded-for': '10.7.0.1' },
      payload: { email: 'kinds@example.com', password: 'long-enough-pw', full_name: 'K' },
    });
    await ctx().app.auth.email.settled();
    const verify = (await readOutbox(dataDir)).find((m) => m.to === 'kinds@example.com');
    const res = await post('/api/auth/reset-password', {
      token: tokenFromLink(verify!.text)!,
      new_password: 'brand-new-password',
    });
    expect(res.statusCode).toBe(400);
  });

  it('validates the bodies (422)', async () => {
    const short = await post('/api/auth/reset-password', { token: 'x', new_password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      detail: [
        { loc: ['body', 'new_password'], msg: authMessages.passwordTooShort, type: 'too_small' },
      ],
    });
    const missing = await post('/api/auth/reset-password', {});
    expect(missing.statusCode).toBe(422);
    const noEmail = await post('/api/auth/forgot-password', {});
    expect(noEmail.statusCode).toBe(422);
  });

  it('does not email a disabled account', async () => {
    await createTestUser(ctx(), { email: 'off@example.com', disabled: true });
    const res = await post('/api/auth/forgot-password', { email: 'off@example.com' });
    expect(res.statusCode).toBe(200);
    expect(await resetLinks('off@example.com')).toHaveLength(0);
  });

  it('limits forgot-password per address and reset-password per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post('/api/auth/forgot-password', { email: 'spam@example.com' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const ip = { 'x-forwarded-for': '10.8.8.8' };
    let last;
    for (let i = 0; i < 21; i++) {
      last = await post(
        '/api/auth/reset-password',
        { token: `guess-${i}`, new_password: 'long-enough-pw' },
        ip,
      );
    }
    if (!last) throw new Error('no response');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
    expect(last.json<{ detail: string }>().detail).toMatch(/^Too many attempts\. Try again in/);
  });
});
