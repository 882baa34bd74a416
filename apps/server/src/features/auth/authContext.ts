import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createMailer } from '../../email/createMailer';
import { AccessTokens } from '../../security/accessTokens';
import { GoogleIdTokens } from '../../security/googleIdTokens';
import { ephemeralJwtKey, jwtKeyFromSecret } from '../../security/jwtKey';
import { DeferredSender } from './deferredSender';
import { SessionCache } from './sessionCache';

type Logger = {
  info: (obj: object, message: string) => void;
  error: (obj: object, message: string) => void;
};

/** What the auth feature needs at run time; decorated on the app as `app.auth`. */
export type AuthContext = {
  db: Db;
  tokens: AccessTokens;
  /** emails (and work that must happen after the answer) */
  email: DeferredSender;
  /** null when GOOGLE_CLIENT_ID is not set */
  google: GoogleIdTokens | null;
  publicUrl: string;
  /** RATE_LIMIT_FACTOR: multiplies every auth rate limit */
  rateLimitFactor: number;
  /** signs sign-up proof-of-work challenges (the JWT key: every instance shares it) */
  proofKey: Uint8Array;
  /** accepted tokens (SESSION_CACHE_MS); null: every request reads session and user */
  sessionCache: SessionCache | null;
};

/**
 * `jwtKey` comes from `main` (JWT_SECRET or the key file under DATA_DIR). Without it the app
 * uses JWT_SECRET, else a key that lives only in this process — what tests want, and never
 * what `main` does, so a restart never silently signs everyone out.
 */
export function createAuthContext(options: {
  config: Config;
  db: Db;
  log: Logger;
  jwtKey?: Uint8Array | undefined;
  /** milliseconds an accepted token is remembered; 0 turns the cache off */
  sessionCacheMs: number;
}): AuthContext {
  const { config, db, log } = options;
  const key =
    options.jwtKey ?? (config.jwtSecret ? jwtKeyFromSecret(config.jwtSecret) : ephemeralJwtKey());
  return {
    db,
    tokens: new AccessTokens(key),
    email: new DeferredSender(createMailer(config, log), log),
    google: config.googleClientId
      ? new GoogleIdTokens(config.googleClientId, config.googleJwksUrl)
      : null,
    publicUrl: config.publicUrl,
    rateLimitFactor: config.rateLimitFactor ?? 1,
    proofKey: key,
    sessionCache: options.sessionCacheMs > 0 ? new SessionCache(options.sessionCacheMs) : null,
  };
}
