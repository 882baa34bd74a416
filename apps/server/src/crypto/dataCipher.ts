import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { dataKeyId } from './dataKey';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Which `:`-separated part of a ciphertext is the data (1-based, as SQL's split_part counts). */
export const CIPHERTEXT_DATA_PART = 5;

/**
 * The length of the data part of any ciphertext of `plaintext`: GCM keeps the length of the
 * UTF-8 bytes, base64url without padding maps each length to its own. Two texts whose lengths
 * differ cannot be equal, so a comparison with a stored value can skip decrypting it.
 */
export function ciphertextDataLength(plaintext: string): number {
  const bytes = Buffer.byteLength(plaintext, 'utf8');
  return Math.ceil((bytes * 4) / 3);
}

/** A ciphertext that cannot be read: unknown key id, tampered data, or not our format. */
export class DecryptionError extends Error {}

/**
 * AES-256-GCM for data at rest. A ciphertext is one ASCII string
 * `v1:<keyId>:<iv>:<tag>:<data>` (base64url parts): the key id picks the key after a rotation,
 * the 12-byte IV is random per value, and `context` (e.g. "flowcharts.code:<row id>") is bound
 * as associated data, so a value copied into another row or column fails to decrypt.
 */
export class DataCipher {
  private readonly keys = new Map<string, Buffer>();
  readonly currentKeyId: string;

  /** `current` encrypts and decrypts; `old` keys (earlier rotations) only decrypt. */
  constructor(
    private readonly current: Buffer,
    old: Buffer[] = [],
  ) {
    this.currentKeyId = dataKeyId(current);
    for (const key of [current, ...old]) this.keys.set(dataKeyId(key), key);
  }

  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [FORMAT, this.currentKeyId, b64(iv), b64(tag), b64(data)].join(':');
  }

  decrypt(token: string, context: string): string {
    const parts = token.split(':');
    if (parts.length !== 5 || parts[0] !== FORMAT) {
      throw new DecryptionError('Stored data is not in the expected encrypted format');
    }
    const [, keyId, iv, tag, data] = parts as [string, string, string, string, string];
    const key = this.keys.get(keyId);
    if (!key) {
      throw new DecryptionError(
        `Stored data was encrypted with key ${keyId}, which is not configured (DATA_ENCRYPTION_KEY or DATA_ENCRYPTION_KEYS_OLD)`,
      );
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, unb64(iv), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(unb64(tag));
      return Buffer.concat([decipher.update(unb64(data)), decipher.final()]).toString('utf8');
    } catch {
      throw new DecryptionError(`Stored data failed authentication with key ${keyId}`);
    }
  }

  /** Whether a stored value was written with an older key (worth re-encrypting). */
  needsRotation(token: string): boolean {
    return token.split(':', 2)[1] !== this.currentKeyId;
  }
}

function b64(bytes: Buffer): string {
  return bytes.toString('base64url');
}

function unb64(text: string): Buffer {
  return Buffer.from(text, 'base64url');
}
