import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  leadingZeroBits,
  proofInput,
  SIGN_UP_LIMITS,
  signUpProofMessages,
  type SignUpChallenge,
  type SignUpProof,
} from '@codeflow/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../domain/appError';
import { consumeRateLimit } from '../../security/rateLimit';
import type { AuthContext } from './authContext';
import { authRateLimits as limits, enforceRateLimits } from './authRateLimits';

/**
 * Sign-ups per network (decision 036): free up to SIGN_UP_LIMITS.freePerIpPerHour, then each one
 * with a proof of work up to provenPerIpPerHour. A challenge is stateless (signed with the JWT
 * key, bound to the client's address and an expiry) and counts once: its first use is recorded
 * as a one-shot rate-limit counter, so a replay is refused on every instance.
 */

function signature(key: Uint8Array, subject: string, expires: string, random: string): string {
  return createHmac('sha256', key)
    .update(`signup-proof|${subject}|${expires}|${random}`)
    .digest('base64url');
}

/** POST /api/auth/signup-challenge: a challenge for this client, good for challengeSeconds. */
export function issueSignUpChallenge(
  key: Uint8Array,
  subject: string,
  now: Date = new Date(),
): SignUpChallenge {
  const expiresAt = new Date(now.getTime() + SIGN_UP_LIMITS.challengeSeconds * 1000);
  const expires = String(expiresAt.getTime());
  const random = randomBytes(16).toString('base64url');
  return {
    challenge: `${expires}.${random}.${signature(key, subject, expires, random)}`,
    difficulty_bits: SIGN_UP_LIMITS.proofBits,
    expires_at: expiresAt.toISOString(),
  };
}

/** Whether `proof` solves a challenge issued to `subject` that has not expired. */
export function proofHolds(
  key: Uint8Array,
  subject: string,
  proof: SignUpProof,
  now: Date = new Date(),
): boolean {
  const [expires, random, mac, ...rest] = proof.challenge.split('.');
  if (!expires || !random || !mac || rest.length > 0) return false;
  if (!/^\d+$/.test(expires) || Number(expires) <= now.getTime()) return false;
  const expected = Buffer.from(signature(key, subject, expires, random));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const digest = createHash('sha256').update(proofInput(proof)).digest();
  return leadingZeroBits(digest) >= SIGN_UP_LIMITS.proofBits;
}

const proofRequired = () => new AppError('PROOF_REQUIRED', signUpProofMessages.proofRequired);

/**
 * The per-network checks of POST /api/auth/register: throws PROOF_REQUIRED (428) past the free
 * sign-ups without a valid, unused proof, and RATE_LIMITED past the ceiling.
 */
export async function enforceSignUpLimits(
  auth: Pick<AuthContext, 'proofKey' | 'rateLimitFactor'> & { db: Db },
  subject: string,
  proof: SignUpProof | undefined,
): Promise<void> {
  try {
    await enforceRateLimits(auth.db, [[limits.registerPerIp, subject]], auth.rateLimitFactor);
    return;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
  }
  if (!proof || !proofHolds(auth.proofKey, subject, proof)) throw proofRequired();
  // spent before the ceiling is counted, so a replay never uses up the network's sign-ups
  const once = await consumeRateLimit(
    auth.db,
    { name: 'register:proof', limit: 1, windowSeconds: SIGN_UP_LIMITS.challengeSeconds * 2 },
    proof.challenge,
  );
  if (!once.allowed) throw proofRequired();
  await enforceRateLimits(auth.db, [[limits.registerProvenPerIp, subject]], auth.rateLimitFactor);
}
