import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { authMessages } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { readOutbox, tokenFromLink } from '../../email/readOutbox';
import { flowchartAccess } from '../../flowchartStore/index';
import { call, testDataKey } from '../../test/flowchartRequests';
import { useTestApp } from '../../test/app';
import { useGoogleStandin } from '../../test/googleStandin';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';

const CLIENT_ID = 'member-takeover.apps.googleusercontent.com';
const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
const address = (tag = 'member') => `${tag}-${randomBytes(5).toString('hex')}@example.com`;

/**
 * Issue 21, finding 1: an organization owner adds an address with a password of their choice.
 * That password is temporary (it only lets its holder choose their own, and expires), the
 * account is not verified by the owner's action, and any claim of the address (Google, a reset
 * link) ends every session and voids it. The owner never reads a member's own flowcharts.
 */
describe.each(testDrivers)('owner-chosen passwords are temporary (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-takeover-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATA_ENCRYPTION_KEY: testDataKey,
    PUBLIC_URL: 'https://codeflow.test',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    TRUST_PROXY: 'true',
  };
  const signGoogleToken = useGoogleStandin(env, CLIENT_ID);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, env);

  let ip = 0;
  const post = (url: string, payload: object) =>
    ctx().app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-forwarded-for': `10.21.1.${++ip}` },
    });
  const login = (username: string, password: string) =>
    post('/api/auth/login', { username, password });
  const choosePassword = (username: string, password: string, newPassword: string) =>
    post('/api/auth/choose-password', { username, password, new_password: newPassword });
  const tokenOf = (res: { json: <T>() => T }) => res.json<{ access_token: string }>().access_token;
  const me = (token: string) => call(ctx(), 'GET', '/api/auth/me', token);
  const googleCredential = (email: string, sub: string) =>
    signGoogleToken(email, sub, 'Real Person');

  /** an Organization owner who added `email` with the password 'owner-chosen-pw' */
  async function ownerAdds(email: string) {
    const owner = await createTestUser(ctx(), {
      subscriptionTier: 'organization',
      subscriptionExpiryDate: inAMonth(),
      fullName: 'Olga Owner',
    });
    const added = await call(ctx(), 'POST', '/api/organization/add-member', owner.token, {
      email,
      full_name: 'Mia Member',
      password: 'owner-chosen-pw',
    });
    expect(added.statusCode).toBe(201);
    return { owner, memberId: added.json<{ id: string }>().id };
  }
  const row = async (id: string) =>
    (await ctx().database.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('the owner’s password only lets its holder choose their own; the account is not verified', async () => {
    const email = address();
    const { memberId } = await ownerAdds(email);
    expect(await row(memberId)).toMatchObject({ isVerified: false, ownerProvisioned: true });

    const first = await login(email, 'owner-chosen-pw');
    expect(first.statusCode).toBe(403);
    expect(first.json()).toEqual({ detail: authMessages.choosePasswordRequired });
    expect(first.body).not.toContain('access_token');

    // a wrong temporary password, or a too short new one, changes nothing
    expect((await choosePassword(email, 'not-it-at-all', 'my-own-password')).statusCode).toBe(401);
    expect((await choosePassword(email, 'owner-chosen-pw', 'short')).statusCode).toBe(422);

    const chosen = await choosePassword(email, 'owner-chosen-pw', 'my-own-password');
    expect(chosen.statusCode).toBe(200);
    const memberToken = tokenOf(chosen);
    expect((await me(memberToken)).json()).toMatchObject({ email, is_verified: false });

    // the owner cannot sign in as the member any more; the member can
    expect((await login(email, 'owner-chosen-pw')).statusCode).toBe(401);
    expect((await choosePassword(email, 'owner-chosen-pw', 'owner-again-pw')).statusCode).toBe(401);
    expect((await login(email, 'my-own-password')).statusCode).toBe(200);
    // an ordinary password is not a temporary one
    expect((await choosePassword(email, 'my-own-password', 'another-one-pw')).statusCode).toBe(401);
  });

  it('a temporary password expires', async () => {
    const email = address('expired');
    const { memberId } = await ownerAdds(email);
    const expiry = (await row(memberId)).temporaryPasswordExpiresAt!;
    const days = (expiry.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await ctx()
      .database.db.update(users)
      .set({ temporaryPasswordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, memberId));
    const res = await login(email, 'owner-chosen-pw');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: authMessages.temporaryPasswordExpired });
    expect((await choosePassword(email, 'owner-chosen-pw', 'my-own-password')).statusCode).toBe(
      401,
    );
  });

  it('Google sign-in claims the address: the owner’s sessions end and their password stops working', async () => {
    const email = address('google');
    await ownerAdds(email);
    // the owner plays the member: chooses a password and keeps the session
    const ownerAsMember = await choosePassword(email, 'owner-chosen-pw', 'owner-keeps-this');
    expect(ownerAsMember.statusCode).toBe(200);
    const ownerToken = tokenOf(ownerAsMember);

    const google = await post('/api/auth/google', {
      credential: await googleCredential(email, `sub-${randomBytes(4).toString('hex')}`),
    });
    expect(google.statusCode).toBe(200);
    expect(google.json<{ user: { is_verified: boolean } }>().user.is_verified).toBe(true);
    expect((await me(ownerToken)).statusCode).toBe(401);
    expect((await login(email, 'owner-keeps-this')).statusCode).toBe(401);
    expect((await login(email, 'owner-chosen-pw')).statusCode).toBe(401);
    expect((await me(tokenOf(google))).statusCode).toBe(200);
  });

  it('a reset link claims the address: every session ends and the temporary password is void', async () => {
    const email = address('reset');
    const { memberId } = await ownerAdds(email);
    const ownerToken = tokenOf(await choosePassword(email, 'owner-chosen-pw', 'owner-keeps-this'));
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    await ctx().app.auth.email.settled();
    const mail = (await readOutbox(dataDir)).filter(
      (m) => m.to === email && /Reset your/.test(m.subject),
    );
    const token = tokenFromLink(mail.at(-1)!.text)!;
    expect(
      (await post('/api/auth/reset-password', { token, new_password: 'mine-now-1' })).statusCode,
    ).toBe(200);
    expect((await me(ownerToken)).statusCode).toBe(401);
    expect((await login(email, 'owner-keeps-this')).statusCode).toBe(401);
    expect(await row(memberId)).toMatchObject({
      isVerified: true,
      ownerProvisioned: false,
      temporaryPasswordExpiresAt: null,
    });
    expect((await login(email, 'mine-now-1')).statusCode).toBe(200);
  });

  it('a resend for an owner-made account sends a claim link, not a verification link', async () => {
    const email = address('resend');
    await ownerAdds(email);
    const ownerToken = tokenOf(await choosePassword(email, 'owner-chosen-pw', 'owner-keeps-this'));
    const resent = await call(ctx(), 'POST', '/api/auth/resend-verification', ownerToken);
    expect(resent.statusCode).toBe(200);
    await ctx().app.auth.email.settled();
    const mail = (await readOutbox(dataDir)).filter((m) => m.to === email);
    expect(mail.some((m) => /Verify your email/.test(m.subject))).toBe(false);
    const claim = mail.find((m) => /Reset your/.test(m.subject));
    expect(claim).toBeDefined();
  });

  it('an owner cannot open a member’s own flowchart', async () => {
    const email = address('private');
    const { owner } = await ownerAdds(email);
    const memberToken = tokenOf(await choosePassword(email, 'owner-chosen-pw', 'my-own-password'));
    const saved = await call(ctx(), 'POST', '/api/flowcharts', memberToken, {
      title: 'private plan',
      language: 'python',
      code: 'x = 1\n',
      is_compact: false,
      flowchart: 'flowchart TD\n  A["x = 1"]',
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json<{ id: string }>().id;
    expect((await call(ctx(), 'GET', `/api/flowcharts/${id}`, owner.token)).statusCode).toBe(404);
    expect(await flowchartAccess(ctx().database.db, owner.user.id, id)).toBeNull();
    const team = await call(ctx(), 'GET', '/api/organization/team-flowcharts', owner.token);
    expect(team.json()).toEqual([]);
  });
});
