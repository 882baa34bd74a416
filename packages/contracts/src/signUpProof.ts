import { z } from 'zod';

/**
 * Sign-ups from one network (decision 036, issue 22 item 9). A classroom or an office behind one
 * address registers freely up to `freePerIpPerHour`; past it each sign-up carries a proof of work
 * (a few seconds of the browser's time, no CAPTCHA) up to `provenPerIpPerHour`; past that the
 * address waits. Both per client address (an IPv6 client by its /64) and multiplied by
 * RATE_LIMIT_FACTOR.
 */
export const SIGN_UP_LIMITS = {
  freePerIpPerHour: 10,
  provenPerIpPerHour: 100,
  /** leading zero bits of SHA-256(challenge ":" nonce): about 65,000 hashes on average */
  proofBits: 16,
  /** a challenge is good for one sign-up within this many seconds */
  challengeSeconds: 10 * 60,
} as const;

export const signUpProofMessages = {
  proofRequired:
    'Many accounts were created from your network in the last hour, so your browser confirms this sign-up with a few seconds of work first.',
  checking: 'Confirming the sign-up in your browser…',
} as const;

/** A solved challenge, sent with POST /api/auth/register past the free sign-ups. */
export const signUpProofSchema = z.object({
  challenge: z.string().min(1).max(300),
  nonce: z.string().min(1).max(64),
});
export type SignUpProof = z.infer<typeof signUpProofSchema>;

/** POST /api/auth/signup-challenge */
export const signUpChallengeSchema = z.object({
  challenge: z.string(),
  difficulty_bits: z.number().int(),
  expires_at: z.string(),
});
export type SignUpChallenge = z.infer<typeof signUpChallengeSchema>;

/** The text whose SHA-256 a proof is about (the same on the server and in the browser). */
export function proofInput(proof: SignUpProof): string {
  return `${proof.challenge}:${proof.nonce}`;
}

/** How many leading bits of `digest` are zero. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
