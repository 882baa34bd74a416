import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll } from 'vitest';

/**
 * A local stand-in for Google's signing keys (the JWKS URL speaks Google's real format), for the
 * suites that sign in with Google. Call it before `useTestApp`: its beforeAll sets
 * `env.GOOGLE_JWKS_URL` before the app is built. Answers a function that signs an ID token the
 * app accepts for `clientId`.
 */
export function useGoogleStandin(
  env: Record<string, string>,
  clientId: string,
): (email: string, sub: string, name: string) => Promise<string> {
  let googleKey: CryptoKey | undefined;
  let jwksServer: Server | undefined;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k', alg: 'RS256', use: 'sig' };
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    jwksServer = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    env.GOOGLE_JWKS_URL = `http://127.0.0.1:${port}/certs`;
  });
  afterAll(async () => {
    const server = jwksServer;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return (email, sub, name) => {
    if (!googleKey) throw new Error('the Google stand-in has not started yet');
    return new SignJWT({ email, email_verified: true, name })
      .setProtectedHeader({ alg: 'RS256', kid: 'k', typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(clientId)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(googleKey);
  };
}
