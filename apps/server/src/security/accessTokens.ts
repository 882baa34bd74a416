import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export type AccessTokenClaims = {
  /** user id */
  sub: string;
  /** the user's token_version when the token was issued */
  ver: number;
  /** session id */
  sid: string;
};

/** Claims of a verified token, with its expiry (seconds since the epoch). */
export type VerifiedClaims = AccessTokenClaims & { exp: number };

/** HS256 access tokens. Verification allows HS256 only, so `alg: none` and RS/ES tokens fail. */
export class AccessTokens {
  constructor(private readonly key: Uint8Array) {}

  sign(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ ver: claims.ver, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_SECONDS}s`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token, or null for anything else. */
  async verify(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      const { sub, ver, sid, exp } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string') return null;
      if (typeof ver !== 'number' || !Number.isInteger(ver)) return null;
      if (!isUuid(sub) || !isUuid(sid)) return null;
      if (typeof exp !== 'number') return null;
      return { sub, ver, sid, exp };
    } catch {
      return null;
    }
  }
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
