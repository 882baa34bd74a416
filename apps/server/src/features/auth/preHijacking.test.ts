import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOutbox, tokenFromLink } from '../../email/readOutbox';
import { useTestApp } from '../../test/app';
import { useGoogleStandin } from '../../test/googleStandin';
import { testDrivers } from '../../test/databases';
import { bearer } from '../../test/users';

const CLIENT_ID = 'prehijack.apps.googleusercontent.com';

/**
 * Account pre-hijacking (decision 004): an attacker registers the victim's address with their
 * own password and keeps the access token. Whoever proves the address (its verification link,
 * or Google) must end up owning the account with a password only they know.
 */
describe.each(testDrivers)('account pre-hijacking (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-prehijack-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://codeflow.test',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    TRUST_PROXY: 'true',
  };
  const signGoogleToken = useGoogleStandin(env, CLIENT_ID);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const ctx = useTestApp(driver, env);

  let ip = 0;
  const client = () => ({ 'x-forwarded-for': `10.9.0.${++ip}` });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url, payload, headers: { ...client(), ...headers } });
  const register = (email: string, password: string, fullName: string) =>
    post('/api/auth/register', { email, password, full_name: fullName });
  const login = (email: string, password: string) =>
    post('/api/auth/login', { username: email, password });
  const tokenOf = (res: { json: <T>() => T }) => res.json<{ access_token: string }>().access_token;
  const me = (token: string) =>
    ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const listFlowcharts = (token: string) =>
    ctx().app.inject({ method: 'GET', url: '/api/flowcharts/user', headers: bearer(token) });
  const saveFlowchart = (token: string, title: string) =>
    post(
      '/api/flowcharts',
      {
        title,
        language: 'python',
        code: 'x = 1\n',
        is_compact: false,
        flowchart: 'flowchart TD\n  A["x = 1"]',
      },
      bearer(token),
    );
  const verificationLinks = async (to: string) => {
    await ctx().app.auth.email.settled();
    return (await readOutbox(dataDir))
      .filter((m) => m.to === to && /Verify your email/.test(m.subject))
      .map((m) => tokenFromLink(m.text)!);
  };
  const googleCredential = (email: string, sub: string) =>
    signGoogleToken(email, sub, 'Real Owner');

  /** The attacker registers the victim's address and signs in with the unproven password. */
  async function preHijack(victim: string): Promise<string> {
    expect((await register(victim, 'attacker-password', 'Attacker')).statusCode).toBe(201);
    const signedIn = await login(victim, 'attacker-password');
    expect(signedIn.statusCode).toBe(200);
    return tokenOf(signedIn);
  }

  const noticeLink = async (to: string) => {
    await ctx().app.auth.email.settled();
    const notices = (await readOutbox(dataDir)).filter(
      (m) => m.to === to && /tried to sign up/.test(m.subject),
    );
    return tokenFromLink(notices.at(-1)!.text)!;
  };

  it('the victim’s sign-up notice lets them choose their password and ends the attacker’s sessions', async () => {
    const victim = 'victim-link@example.com';
    const attackerToken = await preHijack(victim);

    // the victim signs up (the same answer as for a new address): a notice, not a second
    // verification link (decision 028); its link lets whoever reads the inbox set the password
    expect((await register(victim, 'victim-password', 'Victim')).statusCode).toBe(201);
    const links = await verificationLinks(victim);
    expect(links).toHaveLength(1);
    const claim = await noticeLink(victim);
    const reset = await post('/api/auth/reset-password', {
      token: claim,
      new_password: 'victim-password',
    });
    expect(reset.statusCode).toBe(200);

    // the attacker's token and password stop working; the victim's password signs in
    expect((await me(attackerToken)).statusCode).toBe(401);
    expect((await login(victim, 'attacker-password')).statusCode).toBe(401);
    const victimLogin = await login(victim, 'victim-password');
    expect(victimLogin.statusCode).toBe(200);
    const victimToken = tokenOf(victimLogin);
    const profile = (await me(victimToken)).json<{ is_verified: boolean }>();
    expect(profile).toMatchObject({ is_verified: true });

    // what the victim saves is theirs alone
    expect((await saveFlowchart(victimToken, 'private plan')).statusCode).toBe(201);
    expect((await listFlowcharts(attackerToken)).statusCode).toBe(401);
    expect((await listFlowcharts(victimToken)).json<unknown[]>()).toHaveLength(1);

    // the attacker's earlier link (also in the victim's inbox) no longer works
    expect((await post('/api/auth/verify-email', { token: links[0]! })).statusCode).toBe(400);
  });

  it('a link re-sent by the attacker does not void the victim’s notice link', async () => {
    const victim = 'victim-resend@example.com';
    const attackerToken = await preHijack(victim);
    await register(victim, 'victim-password', 'Victim');
    const resent = await post('/api/auth/resend-verification', {}, bearer(attackerToken));
    expect(resent.statusCode).toBe(200);
    const links = await verificationLinks(victim);
    expect(links).toHaveLength(2);
    const claim = await noticeLink(victim);
    expect(
      (await post('/api/auth/reset-password', { token: claim, new_password: 'victim-password' }))
        .statusCode,
    ).toBe(200);
    expect((await me(attackerToken)).statusCode).toBe(401);
    expect((await login(victim, 'attacker-password')).statusCode).toBe(401);
    expect((await login(victim, 'victim-password')).statusCode).toBe(200);
    expect((await post('/api/auth/verify-email', { token: links[1]! })).statusCode).toBe(400);
  });

  it('Google sign-in proves the address: verified, earlier sessions end, the password no longer signs in', async () => {
    const victim = 'victim-google@example.com';
    const attackerToken = await preHijack(victim);
    // the victim also signed up, then chose Google instead of the link
    await register(victim, 'victim-password', 'Victim');
    const links = await verificationLinks(victim);

    const google = await post('/api/auth/google', {
      credential: await googleCredential(victim, 'google-victim'),
    });
    expect(google.statusCode).toBe(200);
    const victimToken = tokenOf(google);
    expect(google.json<{ user: { is_verified: boolean } }>().user.is_verified).toBe(true);

    expect((await saveFlowchart(victimToken, 'private plan')).statusCode).toBe(201);
    expect((await listFlowcharts(attackerToken)).statusCode).toBe(401);
    expect((await me(attackerToken)).statusCode).toBe(401);
    expect((await login(victim, 'attacker-password')).statusCode).toBe(401);
    // no pending link can set a password on the now-proven account
    for (const link of links) {
      expect((await post('/api/auth/verify-email', { token: link })).statusCode).toBe(400);
    }
    expect((await login(victim, 'attacker-password')).statusCode).toBe(401);
    expect((await me(victimToken)).statusCode).toBe(200);
  });

  const emailsTo = async (to: string) => {
    await ctx().app.auth.email.settled();
    return (await readOutbox(dataDir)).filter((m) => m.to === to);
  };

  // issue 21 finding 2: the fix turned around — the owner signs up first, someone else second
  it('a later sign-up for a pending address never sends a link that sets its password', async () => {
    const owner = 'owner-first@example.com';
    expect((await register(owner, 'owner-password', 'Owner')).statusCode).toBe(201);
    const ownerToken = tokenOf(await login(owner, 'owner-password'));
    expect((await register(owner, 'attacker-password', 'Attacker')).statusCode).toBe(201);

    // one verification link (the owner's own); the second sign-up got a notice instead
    const links = await verificationLinks(owner);
    expect(links).toHaveLength(1);
    const notice = (await emailsTo(owner)).find((m) => /tried to sign up/.test(m.subject));
    expect(notice).toBeDefined();
    expect(notice!.text).not.toContain('Attacker');
    expect(notice!.text).toMatch(/https:\/\/codeflow\.test\/reset-password\?token=/);

    // whichever email the owner opens, the account ends with the owner's credentials
    expect((await post('/api/auth/verify-email', { token: links[0]! })).statusCode).toBe(200);
    expect((await me(ownerToken)).statusCode).toBe(200);
    expect((await login(owner, 'attacker-password')).statusCode).toBe(401);
    expect((await login(owner, 'owner-password')).statusCode).toBe(200);
    const profile = (await me(ownerToken)).json<{ full_name: string; is_verified: boolean }>();
    expect(profile).toMatchObject({ full_name: 'Owner', is_verified: true });
  });

  it('an honest user who clicks Resend after someone else signed up is not signed out', async () => {
    const owner = 'honest-resend@example.com';
    await register(owner, 'owner-password', 'Owner');
    const ownerToken = tokenOf(await login(owner, 'owner-password'));
    await register(owner, 'attacker-password', 'Attacker');
    expect((await post('/api/auth/resend-verification', {}, bearer(ownerToken))).statusCode).toBe(
      200,
    );
    const links = await verificationLinks(owner);
    expect((await post('/api/auth/verify-email', { token: links.at(-1)! })).statusCode).toBe(200);
    expect((await me(ownerToken)).statusCode).toBe(200);
    expect((await login(owner, 'owner-password')).statusCode).toBe(200);
    expect((await login(owner, 'attacker-password')).statusCode).toBe(401);
  });

  it('a person verifying their own sign-up keeps their password and session', async () => {
    const email = 'own-signup@example.com';
    await register(email, 'my-own-password', 'Me');
    const token = tokenOf(await login(email, 'my-own-password'));
    const [link] = await verificationLinks(email);
    expect((await post('/api/auth/verify-email', { token: link! })).statusCode).toBe(200);
    const profile = await me(token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ is_verified: boolean }>().is_verified).toBe(true);
    expect((await login(email, 'my-own-password')).statusCode).toBe(200);
  });
});
