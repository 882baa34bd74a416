import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { ephemeralJwtKey, loadOrCreateJwtKey } from './jwtKey';

describe('loadOrCreateJwtKey', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-jwtkey-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses JWT_SECRET when set and writes nothing', async () => {
    const warnings: string[] = [];
    const key = await loadOrCreateJwtKey('s'.repeat(32), dataDir, {
      warn: (m) => warnings.push(m),
    });
    expect(Buffer.from(key).toString()).toBe('s'.repeat(32));
    expect(warnings).toEqual([]);
  });

  it('generates DATA_DIR/secrets/jwt.key once, with a warning, then reuses it', async () => {
    const warnings: string[] = [];
    const log = { warn: (m: string) => warnings.push(m) };
    const dir = path.join(dataDir, 'nested', 'data');
    const first = await loadOrCreateJwtKey(undefined, dir, log);
    const file = path.join(dir, 'secrets', 'jwt.key');
    expect(readFileSync(file, 'utf8').trim()).toMatch(/^[\w-]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('JWT_SECRET');
    const second = await loadOrCreateJwtKey(undefined, dir, log);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(warnings).toHaveLength(1);
  });

  it('gives each process-only key 32 random bytes', () => {
    const a = ephemeralJwtKey();
    expect(a).toHaveLength(32);
    expect(Buffer.from(a).equals(Buffer.from(ephemeralJwtKey()))).toBe(false);
  });
});

describe('auth configuration', () => {
  it('reads the auth variables', () => {
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(40),
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      EMAIL_FROM: 'Codeflow <hi@example.com>',
      ADMIN_EMAIL: 'Admin@Example.com',
      ADMIN_PASSWORD: 'admin-password',
    });
    expect(config).toMatchObject({
      jwtSecret: 'x'.repeat(40),
      googleClientId: 'id.apps.googleusercontent.com',
      googleJwksUrl: 'http://127.0.0.1:9/certs',
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      emailFrom: 'Codeflow <hi@example.com>',
      admin: { email: 'admin@example.com', password: 'admin-password' },
    });
  });

  it('leaves them unset by default', () => {
    const config = loadConfig({});
    expect(config.jwtSecret).toBeUndefined();
    expect(config.googleClientId).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
  });

  it.each([
    ['JWT_SECRET', 'too-short'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['GOOGLE_JWKS_URL', 'ftp://x'],
    ['ADMIN_PASSWORD', 'short'],
  ])('rejects %s=%s', (name, value) => {
    const env = { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'long-enough', [name]: value };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}=`));
  });

  it('never echoes a secret in the error', () => {
    expect(() => loadConfig({ JWT_SECRET: 'hunter2' })).toThrow(
      'Invalid configuration: JWT_SECRET=(hidden) must be at least 32 characters long',
    );
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-enough' })).toThrow(
      /^Invalid configuration: ADMIN_EMAIL=/,
    );
  });
});
