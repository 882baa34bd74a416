import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('configuration of the data-encryption key and generation', () => {
  it('reads DATA_ENCRYPTION_KEY, old keys, GENERATE_TIMEOUT_MS and GENERATE_WORKERS', () => {
    const key = randomBytes(32).toString('hex');
    const old = [randomBytes(32).toString('base64'), randomBytes(32).toString('hex')];
    const config = loadConfig({
      DATA_ENCRYPTION_KEY: key,
      DATA_ENCRYPTION_KEYS_OLD: ` ${old[0]} , ${old[1]} `,
      GENERATE_TIMEOUT_MS: '250',
      GENERATE_WORKERS: '3',
    });
    expect(config).toMatchObject({
      dataEncryptionKey: key,
      dataEncryptionKeysOld: old,
      generateTimeoutMs: 250,
      generateWorkers: 3,
    });
  });

  it('leaves them unset by default (key file, 5 s, min(2, CPUs))', () => {
    const config = loadConfig({});
    expect(config.dataEncryptionKey).toBeUndefined();
    expect(config.dataEncryptionKeysOld).toBeUndefined();
    expect(config.generateTimeoutMs).toBeUndefined();
    expect(config.generateWorkers).toBeUndefined();
  });

  it.each([
    ['DATA_ENCRYPTION_KEY', 'too-short'],
    ['DATA_ENCRYPTION_KEYS_OLD', `${randomBytes(32).toString('hex')},nope`],
  ])('rejects a bad %s without echoing it', (name, value) => {
    const run = () => loadConfig({ [name]: value });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(`Invalid configuration: ${name}=(hidden)`);
  });

  it.each([
    ['GENERATE_TIMEOUT_MS', '0'],
    ['GENERATE_TIMEOUT_MS', 'soon'],
    ['GENERATE_WORKERS', '0'],
  ])('rejects %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name}=`),
    );
  });
});
