import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDataCipher } from './loadDataCipher';

describe('loadDataCipher', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'codeflow-key-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses DATA_ENCRYPTION_KEY when set and writes no file', async () => {
    const warn = vi.fn();
    const hex = randomBytes(32).toString('hex');
    const cipher = await loadDataCipher({ key: hex, dataDir }, { warn });
    const again = await loadDataCipher({ key: hex, dataDir: '/nonexistent' }, { warn });
    expect(again.decrypt(cipher.encrypt('x', 'c'), 'c')).toBe('x');
    expect(warn).not.toHaveBeenCalled();
    await expect(stat(path.join(dataDir, 'secrets'))).rejects.toThrow();
  });

  it('generates DATA_DIR/secrets/data.key once (mode 600, with a warning) and reuses it', async () => {
    const warn = vi.fn();
    const first = await loadDataCipher({ dataDir }, { warn });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/generated a data-encryption key/);
    const file = path.join(dataDir, 'secrets', 'data.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    const second = await loadDataCipher({ dataDir }, { warn });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(second.decrypt(first.encrypt('kept', 'c'), 'c')).toBe('kept');
  });

  it('refuses a key file that does not hold a key', async () => {
    await mkdir(path.join(dataDir, 'secrets'));
    await writeFile(path.join(dataDir, 'secrets', 'data.key'), 'not a key\n');
    await expect(loadDataCipher({ dataDir }, { warn: vi.fn() })).rejects.toThrow(
      /does not hold a 32-byte key/,
    );
  });

  it('decrypts with old keys after a rotation', async () => {
    const oldHex = randomBytes(32).toString('hex');
    const before = (await loadDataCipher({ key: oldHex, dataDir }, { warn: vi.fn() })).encrypt(
      'v',
      'c',
    );
    const rotated = await loadDataCipher(
      { key: randomBytes(32).toString('base64'), oldKeys: [oldHex], dataDir },
      { warn: vi.fn() },
    );
    expect(rotated.decrypt(before, 'c')).toBe('v');
  });
});
