import { createHash } from 'node:crypto';

/** AES-256 keys are 32 bytes. */
export const DATA_KEY_BYTES = 32;

const hexKey = /^[0-9a-fA-F]{64}$/;
const base64Key = /^[A-Za-z0-9+/_-]{43}=?$/;

/**
 * Decodes a data-encryption key written as 64 hex characters or as base64/base64url of 32 bytes;
 * null for anything else (so config validation and key loading share one rule).
 */
export function parseDataKey(text: string): Buffer | null {
  const value = text.trim();
  if (hexKey.test(value)) return Buffer.from(value, 'hex');
  if (base64Key.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === DATA_KEY_BYTES) return bytes;
  }
  return null;
}

export function isDataKey(text: string): boolean {
  return parseDataKey(text) !== null;
}

/**
 * A short public name of a key, written into every ciphertext so the right key is picked after
 * a rotation. It is a hash prefix of the key, so it reveals nothing useful about it and needs no
 * separate bookkeeping.
 */
export function dataKeyId(key: Buffer): string {
  return createHash('sha256')
    .update('codeflow-data-key-id\0')
    .update(key)
    .digest('base64url')
    .slice(0, 8);
}
