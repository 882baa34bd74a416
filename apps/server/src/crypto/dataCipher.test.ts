import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CIPHERTEXT_DATA_PART,
  ciphertextDataLength,
  DataCipher,
  DecryptionError,
} from './dataCipher';
import { dataKeyId, isDataKey, parseDataKey } from './dataKey';

const key = () => randomBytes(32);

describe('DataCipher', () => {
  it('round-trips text, with a fresh IV per value and no plaintext in the output', () => {
    const cipher = new DataCipher(key());
    const a = cipher.encrypt('print("secret")', 'flowcharts.code:1');
    const b = cipher.encrypt('print("secret")', 'flowcharts.code:1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(a).toMatch(/^v1:[\w-]{8}:[\w-]+:[\w-]+:[\w-]+$/);
    expect(cipher.decrypt(a, 'flowcharts.code:1')).toBe('print("secret")');
    expect(cipher.decrypt(cipher.encrypt('', 'c'), 'c')).toBe('');
    expect(cipher.decrypt(cipher.encrypt('héllo ✓', 'c'), 'c')).toBe('héllo ✓');
  });

  it('refuses a value moved to another row or column (context is authenticated)', () => {
    const cipher = new DataCipher(key());
    const token = cipher.encrypt('x = 1', 'flowcharts.code:1');
    expect(() => cipher.decrypt(token, 'flowcharts.code:2')).toThrow(DecryptionError);
    expect(() => cipher.decrypt(token, 'flowcharts.flowchart:1')).toThrow(DecryptionError);
  });

  it('refuses tampered data', () => {
    const cipher = new DataCipher(key());
    const parts = cipher.encrypt('x = 1', 'c').split(':');
    const data = Buffer.from(parts[4]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[4] = data.toString('base64url');
    expect(() => cipher.decrypt(parts.join(':'), 'c')).toThrow(/failed authentication/);
    expect(() => cipher.decrypt('plain text', 'c')).toThrow(/not in the expected encrypted format/);
  });

  it('names the missing key when read with the wrong key', () => {
    const written = new DataCipher(key()).encrypt('x = 1', 'c');
    const other = new DataCipher(key());
    expect(() => other.decrypt(written, 'c')).toThrow(
      /encrypted with key [\w-]{8}, which is not configured/,
    );
  });

  it('tells the data length of any ciphertext of a text without encrypting it', () => {
    const cipher = new DataCipher(randomBytes(32));
    for (const text of ['', 'a', 'ab', 'abc', 'x = 1\n', 'é', '😀 emoji', 'x'.repeat(10_001)]) {
      const data = cipher.encrypt(text, 'c').split(':')[CIPHERTEXT_DATA_PART - 1];
      expect(data?.length).toBe(ciphertextDataLength(text));
    }
    expect(ciphertextDataLength('abcd')).not.toBe(ciphertextDataLength('abc'));
  });

  it('reads values of an old key after a rotation and writes with the new one', () => {
    const oldKey = key();
    const before = new DataCipher(oldKey).encrypt('x = 1', 'c');
    const rotated = new DataCipher(key(), [oldKey]);
    expect(rotated.decrypt(before, 'c')).toBe('x = 1');
    expect(rotated.needsRotation(before)).toBe(true);
    const after = rotated.encrypt('x = 1', 'c');
    expect(rotated.needsRotation(after)).toBe(false);
    expect(after.split(':')[1]).toBe(rotated.currentKeyId);
  });
});

describe('parseDataKey', () => {
  it('accepts 64 hex characters and base64 or base64url of 32 bytes', () => {
    const bytes = key();
    expect(parseDataKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseDataKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseDataKey(bytes.toString('base64url'))).toEqual(bytes);
  });

  it.each([
    '',
    'abc',
    'z'.repeat(64),
    randomBytes(16).toString('hex'),
    randomBytes(31).toString('base64'),
  ])('rejects %j', (text) => {
    expect(isDataKey(text)).toBe(false);
  });

  it('derives a stable 8-character key id', () => {
    const bytes = key();
    expect(dataKeyId(bytes)).toBe(dataKeyId(Buffer.from(bytes)));
    expect(dataKeyId(bytes)).toHaveLength(8);
    expect(dataKeyId(bytes)).not.toBe(dataKeyId(key()));
  });
});
