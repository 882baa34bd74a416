import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser } from '../../test/users';
import { endSession } from './sessions';
import { revokeAllTokens, setDisabled, setPassword } from './users';

const JWT_SECRET = 'guard-test-secret-that-is-long-enough-0123456789';
const key = new TextEncoder().encode(JWT_SECRET);

describe.each(testDrivers)('requireUser via GET /api/auth/me (%s)', (driver) => {
  const ctx = useTestApp(driver, { JWT_SECRET });
  const me = (headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const expect401 = async (headers: Record<string, string>) => {
    const res = await me(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Not authenticated' });
  };

  it('accepts a real token and answers the profile', async () => {
    const { user, token } = await createTestUser(ctx(), { fullName: 'Ada' });
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, full_name: 'Ada' });
  });

  it('answers 401 without, or with a malformed, Authorization header', async () => {
    await expect401({});
    await expect401({ authorization: 'Bearer' });
    await expect401({ authorization: 'Basic dXNlcjpwYXNz' });
    await expect401({ authorization: 'Bearer not-a-jwt' });
  });

  it('rejects a tampered token', async () => {
    const { token } = await createTestUser(ctx());
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, ver: 99 })).toString('base64url');
    await expect401(bearer(`${header}.${forged}.${signature}`));
    // flipping a signature character
    const flipped = signature!.startsWith('A')
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    await expect401(bearer(`${header}.${payload}.${flipped}`));
  });

  it('rejects alg none, other algorithms and other keys', async () => {
    const { user, token } = await createTestUser(ctx());
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
      ver: number;
    };
    const none = new UnsecuredJWT({ sid: claims.sid, ver: claims.ver })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .encode();
    await expect401(bearer(none));
    const otherKey = await new SignJWT({ sid: claims.sid, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-enough-length-0123456789'));
    await expect401(bearer(otherKey));
    const hs512 = await new SignJWT({ sid: claims.sid, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new Uint8Array(64).fill(1));
    await expect401(bearer(hs512));
    // control: the same claims signed properly are accepted
    const good = await new SignJWT({ sid: claims.sid, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(key);
    expect((await me(bearer(good))).statusCode).toBe(200);
  });

  it('rejects an expired token', async () => {
    const { user, token } = await createTestUser(ctx());
    const { sid, ver } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
      ver: number;
    };
    const expired = await new SignJWT({ sid, ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 24 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    await expect401(bearer(expired));
  });

  it('issues tokens that expire in 7 days and carry sub, ver, sid', async () => {
    const { user, token } = await createTestUser(ctx());
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as object;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      ver: number;
      sid: string;
      iat: number;
      exp: number;
    };
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(claims).toMatchObject({ sub: user.id, ver: 0 });
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
  });

  it('revokes tokens on log out everywhere, password change and ended session', async () => {
    const a = await createTestUser(ctx());
    await revokeAllTokens(ctx().app.auth.db, a.user.id);
    await expect401(bearer(a.token));

    const b = await createTestUser(ctx());
    await setPassword(ctx().app.auth.db, b.user.id, 'a-brand-new-password');
    await expect401(bearer(b.token));

    const c = await createTestUser(ctx());
    const { sid } = JSON.parse(Buffer.from(c.token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    };
    await endSession(ctx().app.auth.db, sid);
    await expect401(bearer(c.token));
  });

  it('answers 403 Account disabled for a disabled account, 401 once re-enabled', async () => {
    const { user, token } = await createTestUser(ctx());
    await setDisabled(ctx().app.auth.db, user.id, true);
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Account disabled' });
    // disabling bumped token_version: the old token stays dead after re-enabling
    await setDisabled(ctx().app.auth.db, user.id, false);
    await expect401(bearer(token));
  });

  it('answers 403 for a user created disabled', async () => {
    const { token } = await createTestUser(ctx(), { disabled: true });
    expect((await me(bearer(token))).statusCode).toBe(403);
  });
});
