import { z } from 'zod';
import { isDataKey } from './crypto/dataKey';
import {
  billingEnvSchema,
  billingTestModeOf,
  razorpayConfigOf,
  type RazorpayConfig,
} from './features/billing/billingConfig';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine(
      (v) => v === undefined || protocols.some((p) => v.startsWith(p)),
      `must start with ${protocols.join(' or ')}`,
    );

const optionalString = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const DEFAULT_GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** Environment variables the server reads; every one has a default or is optional. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** where the built web app lives; the server still runs (API only) when it is missing */
  WEB_DIST: z.string().trim().optional(),
  /** access-token signing key; absent: generated into DATA_DIR/secrets/jwt.key */
  JWT_SECRET: optionalString().refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters long',
  ),
  /** Google sign-in is enabled when this is set */
  GOOGLE_CLIENT_ID: optionalString(),
  GOOGLE_JWKS_URL: optionalUrl(['http://', 'https://']),
  /** absent: emails are written to DATA_DIR/outbox */
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  EMAIL_FROM: optionalString(),
  /** both set: a verified admin with this email and password exists after start-up */
  ADMIN_EMAIL: optionalString().refine(
    (v) => v === undefined || z.email().safeParse(v).success,
    'must be an email address',
  ),
  ADMIN_PASSWORD: optionalString().refine(
    (v) => v === undefined || v.length >= 8,
    'must be at least 8 characters long',
  ),
  /** AES-256 key for flowchart contents: 64 hex characters or base64 of 32 bytes */
  DATA_ENCRYPTION_KEY: optionalString().refine(
    (v) => v === undefined || isDataKey(v),
    'must be 64 hex characters or base64 of 32 bytes',
  ),
  /** earlier keys, comma-separated, still accepted for reading after a rotation */
  DATA_ENCRYPTION_KEYS_OLD: optionalString()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter((k) => k !== ''),
    )
    .refine(
      (keys) => keys.every(isDataKey),
      'must be keys of 64 hex characters or base64 of 32 bytes',
    ),
  /**
   * Which proxies may set X-Forwarded-For (the client IP used by rate limits): unset/false =
   * none, true = any (only behind a proxy that overwrites the header), or addresses/CIDRs.
   */
  TRUST_PROXY: optionalString().transform((v): boolean | string[] =>
    v === undefined || v === 'false'
      ? false
      : v === 'true'
        ? true
        : v
            .split(',')
            .map((a) => a.trim())
            .filter((a) => a !== ''),
  ),
  /** multiplies every auth rate limit (test and staging set-ups where many users share one IP) */
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).max(10_000).default(1),
  /** hard limit on one flowchart generation; a worker past it is terminated and replaced */
  GENERATE_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).optional(),
  /** generation worker threads (default: min(2, CPUs)) */
  GENERATE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * how long an accepted access token is remembered in memory (0: never). Default 5000 on the
   * embedded PGlite, 0 on PostgreSQL (several instances cannot see each other's revocations).
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** embedded database only: minutes between VACUUM (ANALYZE) runs (0: never; default 10) */
  VACUUM_MINUTES: z.coerce.number().min(0).max(10_080).optional(),
  /**
   * Razorpay (docs/decisions/014-billing.md): RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET together
   * switch checkout from test mode to Razorpay; RAZORPAY_WEBHOOK_SECRET, RAZORPAY_API_URL and
   * RAZORPAY_CHECKOUT_URL are optional
   */
  ...billingEnvSchema.shape,
  /** minutes between runs of the expiry-reminder job (0: never; default 10) */
  BILLING_REMINDER_MINUTES: z.coerce.number().min(0).max(1440).optional(),
  /** the operator named on the legal and contact pages, and where contact messages are sent */
  COMPANY_NAME: optionalString(),
  COMPANY_ADDRESS: optionalString(),
  SUPPORT_EMAIL: optionalString().refine(
    (v) => v === undefined || z.email().safeParse(v).success,
    'must be an email address',
  ),
  /** Redis for live collaboration across several instances (docs/decisions/018-collaboration.md) */
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  /** pause after the last edit before a shared document is stored (default 2000) */
  COLLAB_SAVE_DEBOUNCE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** how often open collaboration connections are checked again (token, team access; default 60000) */
  COLLAB_RECHECK_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: (typeof logLevels)[number];
  webDist: string | undefined;
  jwtSecret?: string | undefined;
  googleClientId?: string | undefined;
  /** undefined means DEFAULT_GOOGLE_JWKS_URL */
  googleJwksUrl?: string | undefined;
  smtpUrl?: string | undefined;
  /** undefined means "Codeflow <no-reply@PUBLIC_URL's host>" */
  emailFrom?: string | undefined;
  admin?: { email: string; password: string } | undefined;
  /** undefined: the key in DATA_DIR/secrets/data.key (generated on first use) */
  dataEncryptionKey?: string | undefined;
  /** keys of earlier rotations, accepted for decryption only */
  dataEncryptionKeysOld?: string[] | undefined;
  trustProxy?: boolean | string[] | undefined;
  rateLimitFactor?: number | undefined;
  /** undefined means DEFAULT_GENERATE_TIMEOUT_MS */
  generateTimeoutMs?: number | undefined;
  /** undefined means min(2, CPUs) */
  generateWorkers?: number | undefined;
  /** undefined means DEFAULT_SESSION_CACHE_MS on PGlite, 0 on PostgreSQL */
  sessionCacheMs?: number | undefined;
  /** undefined means DEFAULT_VACUUM_MINUTES; embedded database only */
  vacuumMinutes?: number | undefined;
  /** undefined: no payment provider keys (test mode or payments not configured) */
  razorpay?: RazorpayConfig | undefined;
  /** BILLING_MODE=test: the TEST MODE checkout (decision 032); only without Razorpay keys */
  billingTestMode?: boolean | undefined;
  /** undefined means DEFAULT_REMINDER_MINUTES */
  reminderMinutes?: number | undefined;
  /**
   * who runs the site (legal and contact pages; contact messages go to supportEmail);
   * undefined means DEFAULT_OPERATOR (see operatorOf)
   */
  operator?: Operator | undefined;
  /** undefined: one instance, collaboration needs no Redis */
  redisUrl?: string | undefined;
  /** undefined means DEFAULT_COLLAB_SAVE_DEBOUNCE_MS */
  collabSaveDebounceMs?: number | undefined;
  /** undefined means DEFAULT_COLLAB_RECHECK_MS */
  collabRecheckMs?: number | undefined;
};

export type Operator = { companyName: string; companyAddress: string; supportEmail: string };

export const DEFAULT_OPERATOR: Operator = {
  companyName: 'Codeflow',
  companyAddress: 'Address available on request from the support email',
  supportEmail: 'support@codeflow.example',
};

/** The configured operator, or the defaults. */
export function operatorOf(config: Pick<Config, 'operator'>): Operator {
  return config.operator ?? DEFAULT_OPERATOR;
}

export const DEFAULT_COLLAB_SAVE_DEBOUNCE_MS = 2000;

export const DEFAULT_COLLAB_RECHECK_MS = 60_000;

export const DEFAULT_REMINDER_MINUTES = 10;

export const DEFAULT_SESSION_CACHE_MS = 5000;

export const DEFAULT_VACUUM_MINUTES = 10;

export const DEFAULT_GENERATE_TIMEOUT_MS = 5000;

const secretNames = new Set([
  'JWT_SECRET',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'DATA_ENCRYPTION_KEY',
  'DATA_ENCRYPTION_KEYS_OLD',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'REDIS_URL',
]);

export class ConfigError extends Error {}

/**
 * Validates the environment. A bad value throws a ConfigError whose message is one line naming
 * the variable, so `main` can print it and exit.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // secrets are never echoed back, even when invalid
    const value = secretNames.has(name) ? '(hidden)' : JSON.stringify(env[name] ?? '');
    throw new ConfigError(
      `Invalid configuration: ${name}=${value} ${issue?.message ?? 'is invalid'}`,
    );
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    const missing = e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    throw new ConfigError(
      `Invalid configuration: ${missing}="" must be set together with ${missing === 'ADMIN_EMAIL' ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}`,
    );
  }
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    const missing = e.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID';
    const other = missing === 'RAZORPAY_KEY_ID' ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID';
    throw new ConfigError(
      `Invalid configuration: ${missing}="" must be set together with ${other}`,
    );
  }
  // PostgreSQL and Redis are how several instances run (decision 035); each would otherwise
  // generate its own signing and data keys in its DATA_DIR and refuse the others' sign-ins and
  // flowcharts, so the keys they must share are required
  if (e.DATABASE_URL && e.REDIS_URL) {
    const missing = (['JWT_SECRET', 'DATA_ENCRYPTION_KEY'] as const).find((name) => !e[name]);
    if (missing) {
      throw new ConfigError(
        `Invalid configuration: ${missing}="" must be set when DATABASE_URL and REDIS_URL are (every instance needs the same one)`,
      );
    }
  }
  const shownHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = (e.PUBLIC_URL ?? `http://${shownHost}:${e.PORT}`).replace(/\/+$/, '');
  let billingTestMode: boolean;
  try {
    billingTestMode = billingTestModeOf(e, publicUrl);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    jwtSecret: e.JWT_SECRET,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    smtpUrl: e.SMTP_URL,
    emailFrom: e.EMAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    dataEncryptionKeysOld:
      e.DATA_ENCRYPTION_KEYS_OLD.length > 0 ? e.DATA_ENCRYPTION_KEYS_OLD : undefined,
    trustProxy: e.TRUST_PROXY,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    generateTimeoutMs: e.GENERATE_TIMEOUT_MS,
    generateWorkers: e.GENERATE_WORKERS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    vacuumMinutes: e.VACUUM_MINUTES,
    razorpay: razorpayConfigOf(e),
    billingTestMode,
    reminderMinutes: e.BILLING_REMINDER_MINUTES,
    operator:
      e.COMPANY_NAME || e.COMPANY_ADDRESS || e.SUPPORT_EMAIL
        ? {
            companyName: e.COMPANY_NAME ?? DEFAULT_OPERATOR.companyName,
            companyAddress: e.COMPANY_ADDRESS ?? DEFAULT_OPERATOR.companyAddress,
            supportEmail: e.SUPPORT_EMAIL ?? DEFAULT_OPERATOR.supportEmail,
          }
        : undefined,
    redisUrl: e.REDIS_URL,
    collabSaveDebounceMs: e.COLLAB_SAVE_DEBOUNCE_MS,
    collabRecheckMs: e.COLLAB_RECHECK_MS,
  };
}
