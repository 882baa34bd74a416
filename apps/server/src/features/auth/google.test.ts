import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authMessages } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser } from '../../test/users';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';

/** A stand-in for https://www.googleapis.com/oauth2/v3/certs on 127.0.0.1. */
async function startJwksServer(jwks: object): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/oauth2/v3/certs` };
}

describe.each(testDrivers)('POST /api/auth/google (%s)', (driver) => {
  const env: Record<string, string> = { GOOGLE_CLIENT_ID: CLIENT_ID };
  let privateKey: CryptoKey;
  let otherKey: CryptoKey;
  let jwks: { server: Server; url: string };

  // runs before useTestApp's hook, which reads `env` when it builds the app
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-kid', alg: 'RS256', use: 'sig' };
    jwks = await startJwksServer({ keys: [jwk] });
    env.GOOGLE_JWKS_URL = jwks.url;
  });
  afterAll(() => new Promise<void>((resolve) => jwks.server.close(() => resolve())));
  const ctx = useTestApp(driver, env);

  let subCounter = 0;
  const idToken = (
    claims: JWTPayload = {},
    options: { key?: CryptoKey; kid?: string; expiresIn?: string | number } = {},
  ) =>
    new SignJWT({
      email: `g${++subCounter}@gmail.example`,
      email_verified: true,
      name: 'Grace Hopper',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-kid', typ: 'JWT' })
      .setIssuer(claims.iss ?? 'https://accounts.google.com')
      .setAudience((claims.aud as string | undefined) ?? CLIENT_ID)
      .setSubject(claims.sub ?? `google-sub-${subCounter}`)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);
  const google = (credential: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });
  const expectFailed = async (credential: string) => {
    const res = await google(credential);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: authMessages.googleFailed });
  };

  it('publishes the client id in GET /api/config', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ google_client_id: CLIENT_ID });
  });

  it('creates a verified account on first sign-in and reuses it afterwards', async () => {
    const credential = await idToken({ sub: 'sub-new', email: 'Grace@Gmail.example' });
    const res = await google(credential);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ access_token: string; token_type: string; user: { id: string } }>();
    expect(body.token_type).toBe('bearer');
    expect(body.user).toMatchObject({
      email: 'grace@gmail.example',
      full_name: 'Grace Hopper',
      role: 'user',
      subscription_tier: 'free',
      is_verified: true,
    });
    const [row] = await ctx().database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row).toMatchObject({ googleSub: 'sub-new', passwordHash: null });

    const me = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.access_token),
    });
    expect(me.statusCode).toBe(200);

    // same Google account, even with a changed address: same user
    const again = await google(await idToken({ sub: 'sub-new', email: 'renamed@gmail.example' }));
    expect(again.statusCode).toBe(200);
    expect(again.json<{ user: { id: string } }>().user.id).toBe(body.user.id);
  });

  it('links an existing verified account with the same email and keeps its password', async () => {
    const { user, password } = await createTestUser(ctx(), { email: 'linked@example.com' });
    const res = await google(await idToken({ sub: 'sub-linked', email: 'linked@example.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { id: string } }>().user.id).toBe(user.id);
    const [row] = await ctx().database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSub).toBe('sub-linked');
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'linked@example.com', password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('verifies an unverified account it links, dropping its unproven password', async () => {
    const { user, token } = await createTestUser(ctx(), {
      email: 'squatted@example.com',
      isVerified: false,
    });
    const res = await google(await idToken({ sub: 'sub-owner', email: 'squatted@example.com' }));
    expect(res.statusCode).toBe(200);
    const [row] = await ctx().database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isVerified: true, passwordHash: null, googleSub: 'sub-owner' });
    // whoever registered the address before is signed out
    const me = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(401);
  });

  it('rejects a wrong audience, wrong issuer, expired token, unverified email', async () => {
    await expectFailed(await idToken({ aud: 'someone-else.apps.googleusercontent.com' }));
    await expectFailed(await idToken({ iss: 'https://evil.example' }));
    await expectFailed(await idToken({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 }));
    await expectFailed(await idToken({ email_verified: false }));
    await expectFailed(await idToken({ email_verified: 'true' }));
  });

  it('accepts the bare issuer accounts.google.com', async () => {
    const res = await google(await idToken({ iss: 'accounts.google.com' }));
    expect(res.statusCode).toBe(200);
  });

  it('rejects an unknown kid, a foreign key, HS256 and garbage', async () => {
    await expectFailed(await idToken({}, { kid: 'unknown-kid' }));
    await expectFailed(await idToken({}, { key: otherKey }));
    const hs = await new SignJWT({ email: 'h@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-kid' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('sub-hs')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    await expectFailed(hs);
    await expectFailed('not.a.jwt');
    const missing = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
  });

  it('refuses a disabled account after a valid Google sign-in', async () => {
    await createTestUser(ctx(), { email: 'off-google@example.com', disabled: true });
    const res = await google(await idToken({ sub: 'sub-off', email: 'off-google@example.com' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: authMessages.accountDisabled });
  });
});
