import { createRemoteJWKSet, jwtVerify } from 'jose';
import { DEFAULT_GOOGLE_JWKS_URL } from '../config';

export type GoogleIdentity = { sub: string; email: string; name: string };

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies Google ID tokens ("credential" of Google Identity Services): RS256 signature against
 * Google's published keys (fetched and cached by jose), issuer, audience = our client id,
 * expiry, and a verified email address.
 */
export class GoogleIdTokens {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    readonly clientId: string,
    jwksUrl: string = DEFAULT_GOOGLE_JWKS_URL,
  ) {
    this.keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  }

  /** The identity of a valid token, or null for anything else (the caller answers 401). */
  async verify(credential: string): Promise<GoogleIdentity | null> {
    try {
      const { payload } = await jwtVerify(credential, this.keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: this.clientId,
        requiredClaims: ['exp', 'sub'],
      });
      const { sub, email, email_verified: emailVerified, name } = payload;
      if (typeof sub !== 'string' || sub === '') return null;
      if (typeof email !== 'string' || email === '' || emailVerified !== true) return null;
      return { sub, email, name: typeof name === 'string' ? name : '' };
    } catch {
      return null;
    }
  }
}
