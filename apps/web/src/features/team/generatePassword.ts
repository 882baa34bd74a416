import { GENERATED_PASSWORD_ALPHABET, GENERATED_PASSWORD_LENGTH } from '@codeflow/contracts';

/**
 * A temporary password (docs/product.md#validation-rules): 12 characters from letters, digits and
 * `!@#$%`, drawn with crypto.getRandomValues. Bytes at or above the largest multiple of the
 * alphabet's size are drawn again, so every character is equally likely.
 */
export function generatePassword(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const alphabet = GENERATED_PASSWORD_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < GENERATED_PASSWORD_LENGTH) {
    for (const byte of random(new Uint8Array(GENERATED_PASSWORD_LENGTH * 2))) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === GENERATED_PASSWORD_LENGTH) break;
    }
  }
  return out;
}
