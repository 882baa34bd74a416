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

/** seconds a token's `iat` may lie ahead of our clock (another instance's clock may run ahead) */
export const ISSUED_AT_SKEW_SECONDS = 60;

/** tokens remembered as verified, at most (the oldest is forgotten first) */
const MAX_REMEMBERED = 10_000;

/**
 * HS256 access tokens. Verification allows HS256 only, so `alg: none` and RS/ES tokens fail.
 *
 * A token that verified is remembered (its exact text) until its `exp`: whether a signature is
 * valid depends only on the token and the key, so checking it again on every request (~0.17 ms
 * of CPU with jose) buys nothing. This says nothing about revocation: the guard still checks
 * the session and the token version (decision 004), or its session cache (decision 006).
 */
export class AccessTokens {
  private readonly verified = new Map<string, VerifiedClaims>();

  constructor(
    private readonly key: Uint8Array,
    private readonly now: () => number = Date.now,
  ) {}

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
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > this.now()) return known;
      this.verified.delete(token);
      return null;
    }
    const claims = await this.check(token);
    if (claims && claims.exp * 1000 > this.now()) {
      while (this.verified.size >= MAX_REMEMBERED) {
        const oldest = this.verified.keys().next().value;
        if (oldest === undefined) break;
        this.verified.delete(oldest);
      }
      this.verified.set(token, Object.freeze(claims));
    }
    return claims;
  }

  private async check(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      const { sub, ver, sid, exp, iat } = payload;
      // a token issued in the future was not issued by us with this clock: a leaked key or a
      // forged clock would otherwise mint tokens that outlive their stated lifetime
      if (iat !== undefined && iat * 1000 > this.now() + ISSUED_AT_SKEW_SECONDS * 1000) return null;
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
