import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: 'localhost',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      webDist: undefined,
      trustProxy: false,
      rateLimitFactor: 1,
      // no test checkout unless BILLING_MODE=test (decision 032)
      billingTestMode: false,
    });
  });

  it('trusts no proxy by default, and exactly the listed ones when given', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('reads RATE_LIMIT_FACTOR and refuses one below 1', () => {
    expect(loadConfig({ RATE_LIMIT_FACTOR: '20' }).rateLimitFactor).toBe(20);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0.5' })).toThrow(/RATE_LIMIT_FACTOR/);
  });

  it('reads VACUUM_MINUTES (0 turns it off) and refuses a negative one', () => {
    expect(loadConfig({}).vacuumMinutes).toBeUndefined();
    expect(loadConfig({ VACUUM_MINUTES: '0' }).vacuumMinutes).toBe(0);
    expect(loadConfig({ VACUUM_MINUTES: '2.5' }).vacuumMinutes).toBe(2.5);
    expect(() => loadConfig({ VACUUM_MINUTES: '-1' })).toThrow(/VACUUM_MINUTES/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/codeflow',
      DATABASE_URL: 'postgres://u:p@db:5432/codeflow',
      PUBLIC_URL: 'https://codeflow.example/',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/codeflow',
      databaseUrl: 'postgres://u:p@db:5432/codeflow',
      publicUrl: 'https://codeflow.example',
      logLevel: 'warn',
    });
  });

  it('derives PUBLIC_URL from host and port, showing localhost for a wildcard host', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ HOST: '127.0.0.1' }).publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('treats an empty DATABASE_URL as unset (embedded database)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'ftp://x'],
    ['LOG_LEVEL', 'loud'],
  ])('rejects %s=%s with one line naming the variable', (name, value) => {
    const run = () => loadConfig({ [name]: value });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(new RegExp(`^Invalid configuration: ${name}=`));
    try {
      run();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('switches checkout to Razorpay only with both keys, and hides its secrets in errors', () => {
    expect(loadConfig({}).razorpay).toBeUndefined();
    expect(
      loadConfig({
        RAZORPAY_KEY_ID: 'rzp_test_1',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_API_URL: 'http://127.0.0.1:4010/',
      }).razorpay,
    ).toMatchObject({ keyId: 'rzp_test_1', keySecret: 'secret', apiUrl: 'http://127.0.0.1:4010' });
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(
      'RAZORPAY_KEY_SECRET="" must be set together with RAZORPAY_KEY_ID',
    );
    expect(() => loadConfig({ RAZORPAY_CHECKOUT_URL: 'ftp://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ BILLING_REMINDER_MINUTES: '-1' })).toThrow(
      'BILLING_REMINDER_MINUTES',
    );
  });

  it('requires the keys every instance shares when running several (PostgreSQL and Redis)', () => {
    const several = { DATABASE_URL: 'postgres://db/codeflow', REDIS_URL: 'redis://redis:6379' };
    const jwt = { JWT_SECRET: 'j'.repeat(32) };
    const data = { DATA_ENCRYPTION_KEY: 'a'.repeat(64) };
    expect(() => loadConfig({ ...several, ...data })).toThrow(
      'JWT_SECRET="" must be set when DATABASE_URL and REDIS_URL are',
    );
    expect(() => loadConfig({ ...several, ...jwt })).toThrow(
      'DATA_ENCRYPTION_KEY="" must be set when DATABASE_URL and REDIS_URL are',
    );
    expect(loadConfig({ ...several, ...jwt, ...data }).redisUrl).toBe('redis://redis:6379');
    // one instance (no Redis) may keep generated keys in DATA_DIR
    expect(loadConfig({ DATABASE_URL: several.DATABASE_URL }).jwtSecret).toBeUndefined();
  });
});
