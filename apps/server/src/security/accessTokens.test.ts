import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens, ISSUED_AT_SKEW_SECONDS } from './accessTokens';

describe('AccessTokens', () => {
  const key = randomBytes(48);
  const claims = { sub: randomUUID(), sid: randomUUID(), ver: 3 };

  it('verifies its own tokens and refuses tampered ones and other keys', async () => {
    const tokens = new AccessTokens(key);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    // verified once: the remembered answer is the same
    expect(await tokens.verify(token)).toMatchObject(claims);
    const [h, p, sig] = token.split('.') as [string, string, string];
    const flipped = `${h}.${p}.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    expect(await tokens.verify(flipped)).toBeNull();
    expect(await new AccessTokens(randomBytes(48)).verify(token)).toBeNull();
  });

  it('stops accepting a remembered token once it has expired', async () => {
    let now = Date.now();
    const tokens = new AccessTokens(key, () => now);
    const exp = Math.floor(now / 1000) + 60;
    const token = await new SignJWT({ sid: claims.sid, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime(exp)
      .sign(key);
    expect(await tokens.verify(token)).toMatchObject({ ...claims, exp });
    now = exp * 1000 - 1;
    expect(await tokens.verify(token)).not.toBeNull();
    now = exp * 1000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token without exp', async () => {
    const tokens = new AccessTokens(key);
    const token = await new SignJWT({ sid: claims.sid, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .sign(key);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token issued in the future, beyond a small clock skew', async () => {
    const now = Date.now();
    const tokens = new AccessTokens(key, () => now);
    const at = (iat: number) =>
      new SignJWT({ sid: claims.sid, ver: claims.ver })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 3600)
        .sign(key);
    const seconds = Math.floor(now / 1000);
    expect(await tokens.verify(await at(seconds + 3600))).toBeNull();
    expect(await tokens.verify(await at(seconds + ISSUED_AT_SKEW_SECONDS + 5))).toBeNull();
    expect(await tokens.verify(await at(seconds + 30))).not.toBeNull();
    expect(await tokens.verify(await at(seconds - 30))).not.toBeNull();
  });
});
