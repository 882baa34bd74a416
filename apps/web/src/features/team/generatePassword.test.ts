import { GENERATED_PASSWORD_ALPHABET } from '@codeflow/contracts';
import { expect, it } from 'vitest';
import { generatePassword } from './generatePassword';

it('makes 12 characters from letters, digits and !@#$%', () => {
  for (let i = 0; i < 200; i++) {
    const password = generatePassword();
    expect(password).toHaveLength(12);
    expect(password).toMatch(/^[A-Za-z0-9!@#$%]{12}$/);
  }
});

it('draws from crypto.getRandomValues, skipping bytes that would bias the alphabet', () => {
  // 67 characters: bytes 201..255 would favour the first ones, so they are drawn again
  const limit = 256 - (256 % GENERATED_PASSWORD_ALPHABET.length);
  const bytes = [255, limit, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
  const random = (b: Uint8Array) => {
    b.set(
      bytes
        .splice(0, b.length)
        .concat(new Array<number>(Math.max(0, b.length - bytes.length)).fill(66))
        .slice(0, b.length),
    );
    return b;
  };
  expect(generatePassword(random)).toBe('ABCDEFGHIJKL');
});
