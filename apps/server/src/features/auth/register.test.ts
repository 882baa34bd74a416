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

describe.each(testDrivers)('register, verify-email, resend-verification (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-register-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, {
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://codeflow.test',
    // the tests play clients behind a proxy that sets X-Forwarded-For
    TRUST_PROXY: 'true',
  });
  let ipCounter = 0;
  // a fresh client address per call keeps the per-IP limits out of tests that aren't about them
  const freshIp = () => ({ 'x-forwarded-for': `10.1.0.${++ipCounter}` });

  const register = (payload: object, headers: Record<string, string> = freshIp()) =>
    ctx().app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url, payload, headers: { ...freshIp(), ...headers } });
  const emailsTo = async (to: string) => {
    await ctx().app.auth.email.settled();
    return (await readOutbox(dataDir)).filter((m) => m.to === to);
  };
  const userByEmail = async (email: string) => {
    // the account is created after the answer (issue 21 finding 11)
    await ctx().app.auth.email.settled();
    const [user] = await ctx().database.db.select().from(users).where(eq(users.email, email));
    return user;
  };

  it('creates an unverified user/free account and emails a verification link', async () => {
    const res = await register({
      email: 'New.Person@Example.com',
      password: 'long-enough-pw',
      full_name: 'New Person',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: authMessages.registered });

    const user = await userByEmail('new.person@example.com');
    expect(user).toMatchObject({
      fullName: 'New Person',
      role: 'user',
      subscriptionTier: 'free',
      isVerified: false,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const [mail] = await emailsTo('new.person@example.com');
    expect(mail).toBeDefined();
    expect(mail!.subject).toMatch(/Verify your email/);
    expect(mail!.text).toMatch(/Codeflow/);
    expect(mail!.text).toMatch(/https:\/\/codeflow\.test\/verify-email\?token=[\w-]{43}/);
    expect(mail!.html).toContain('https://codeflow.test/verify-email?token=');
    expect(new Date(mail!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // only the SHA-256 of the token is stored
    const token = tokenFromLink(mail!.text)!;
    const rows = await ctx()
      .database.db.select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashOneTimeToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lifetime - 24 * 3600_000)).toBeLessThan(60_000);

    // the link's token verifies the account, once
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: authMessages.emailVerified });
    expect((await userByEmail('new.person@example.com'))?.isVerified).toBe(true);

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: authMessages.verificationFailed });
  });

  it('builds links from PUBLIC_URL, never from the Host header', async () => {
    await register(
      { email: 'host@example.com', password: 'long-enough-pw', full_name: 'H' },
      { ...freshIp(), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    const [mail] = await emailsTo('host@example.com');
    expect(mail!.text).toContain('https://codeflow.test/verify-email?token=');
    expect(mail!.text + mail!.html).not.toContain('evil.example');
  });

  it('answers a duplicate registration exactly like a new one and emails the owner', async () => {
    const { user } = await createTestUser(ctx(), { email: 'taken@example.com', fullName: 'Owner' });
    const fresh = await register({
      email: 'not-taken@example.com',
      password: 'long-enough-pw',
      full_name: 'X',
    });
    const dup = await register({
      email: 'TAKEN@example.com',
      password: 'another-password',
      full_name: 'Attacker',
    });
    expect(dup.statusCode).toBe(fresh.statusCode);
    expect(dup.body).toBe(fresh.body);
    expect(dup.headers['content-type']).toBe(fresh.headers['content-type']);

    // nothing changed on the existing account
    const after = await userByEmail('taken@example.com');
    expect(after?.fullName).toBe('Owner');
    expect(after?.passwordHash).toBe(user.passwordHash);
    const mails = await emailsTo('taken@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/already have/);
  });

  it('re-sends a verification link when an unverified address registers again', async () => {
    await createTestUser(ctx(), { email: 'unverified-again@example.com', isVerified: false });
    const res = await register({
      email: 'unverified-again@example.com',
      password: 'long-enough-pw',
      full_name: 'U',
    });
    expect(res.statusCode).toBe(201);
    const mails = await emailsTo('unverified-again@example.com');
    expect(mails).toHaveLength(1);
    expect(tokenFromLink(mails[0]!.text)).toBeDefined();
  });

  it('rejects a short password with a 422 detail list', async () => {
    const res = await register({ email: 'short@example.com', password: 'short', full_name: 'S' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        { loc: ['body', 'password'], msg: authMessages.passwordTooShort, type: 'too_small' },
      ],
    });
    expect(await userByEmail('short@example.com')).toBeUndefined();
  });

  it('rejects a NUL character in the name (it could not be stored) with 422, creating no user', async () => {
    const res = await register({
      email: 'nul@example.com',
      password: 'long-enough',
      full_name: 'N\u0000X',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ['body', 'full_name'],
          msg: 'Text must not contain the NUL character (U+0000)',
          type: 'value_error',
        },
      ],
    });
    expect(await userByEmail('nul@example.com')).toBeUndefined();
  });

  it('rejects missing fields and a bad email with 422', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    const { detail } = res.json<{ detail: { loc: string[]; msg: string }[] }>();
    expect(detail.map((d) => d.loc.join('.')).sort()).toEqual([
      'body.email',
      'body.full_name',
      'body.password',
    ]);
    expect(detail.find((d) => d.loc[1] === 'email')?.msg).toBe(authMessages.emailRequired);

    const bad = await register({ email: 'not-an-email', password: 'long-enough', full_name: 'B' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ detail: { msg: string }[] }>().detail[0]?.msg).toBe(
      authMessages.emailInvalid,
    );
    const blankName = await register({
      email: 'b@example.com',
      password: 'long-enough',
      full_name: ' ',
    });
    expect(blankName.json<{ detail: { msg: string }[] }>().detail[0]?.msg).toBe(
      authMessages.fullNameRequired,
    );
  });

  it('rejects an unknown or missing verification token', async () => {
    const unknown = await post('/api/auth/verify-email', { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: authMessages.verificationFailed });
    const missing = await post('/api/auth/verify-email', {});
    expect(missing.statusCode).toBe(422);
  });

  it('rejects an expired verification token', async () => {
    await register({ email: 'expired@example.com', password: 'long-enough-pw', full_name: 'E' });
    const [mail] = await emailsTo('expired@example.com');
    const token = tokenFromLink(mail!.text)!;
    await ctx()
      .database.db.update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)));
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: authMessages.verificationFailed });
    expect((await userByEmail('expired@example.com'))?.isVerified).toBe(false);
  });

  it('resend-verification: 401 signed out, clear message when verified', async () => {
    const signedOut = await post('/api/auth/resend-verification');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ detail: authMessages.notAuthenticated });

    const { token } = await createTestUser(ctx());
    const verified = await post('/api/auth/resend-verification', undefined, bearer(token));
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toEqual({ detail: authMessages.alreadyVerified });
  });

  it('resend-verification sends a new link that voids the previous one', async () => {
    await register({ email: 'resend@example.com', password: 'long-enough-pw', full_name: 'R' });
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...freshIp(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=resend%40example.com&password=long-enough-pw',
    });
    const hdrs = bearer(login.json<{ access_token: string }>().access_token);
    expect(login.json<{ user: { is_verified: boolean } }>().user.is_verified).toBe(false);

    const res = await post('/api/auth/resend-verification', undefined, hdrs);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: authMessages.verificationSent });
    const mails = await emailsTo('resend@example.com');
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((m) => tokenFromLink(m.text)!);
    expect(first).not.toBe(second);
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);

    const me = await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: hdrs });
    expect(me.json<{ is_verified: boolean }>().is_verified).toBe(true);
  });

  it('limits resend-verification per account: 429 with detail and Retry-After', async () => {
    const { token } = await createTestUser(ctx(), { isVerified: false });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await post('/api/auth/resend-verification', undefined, bearer(token));
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    if (!last) throw new Error('no response');
    expect(last.json<{ detail: string }>().detail).toMatch(
      /^Too many attempts\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits free registrations per IP: past them a proof of work is asked for (428, decision 036)', async () => {
    const ip = { 'x-forwarded-for': '10.9.9.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await register(
        { email: `flood${i}@example.com`, password: 'long-enough-pw', full_name: 'F' },
        ip,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(428);
  });
});
