import { randomUUID } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** OWASP's argon2id parameters (docs/architecture.md#security-rules): 19 MiB, 2 passes, 1 lane. */
const options = {
  // Algorithm is an ambient const enum, unusable under verbatimModuleSyntax; 2 is Argon2id
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of a random password, computed once, so unknown users cost the same as known ones. */
let dummyHash: Promise<string> | undefined;

/**
 * Checks `password` against `passwordHash`. Without a hash (unknown user, Google-only account)
 * it still runs one argon2 verification so the answer takes as long as a wrong password.
 */
export async function verifyPassword(
  password: string,
  passwordHash: string | null | undefined,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // a malformed stored hash is a wrong password, not a 500
    return false;
  }
}
