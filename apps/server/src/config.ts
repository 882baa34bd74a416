import { z } from 'zod';

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
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: (typeof logLevels)[number];
  webDist: string | undefined;
};

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
    const value = env[name];
    throw new ConfigError(
      `Invalid configuration: ${name}=${JSON.stringify(value ?? '')} ${issue?.message ?? 'is invalid'}`,
    );
  }
  const e = parsed.data;
  const shownHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${shownHost}:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
  };
}
