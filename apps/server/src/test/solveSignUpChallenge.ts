import { createHash } from 'node:crypto';
import {
  leadingZeroBits,
  proofInput,
  type SignUpChallenge,
  type SignUpProof,
} from '@codeflow/contracts';

/** Solves a sign-up challenge as the browser does (decision 036), with Node's SHA-256. */
export function solveSignUpChallenge(challenge: SignUpChallenge): SignUpProof {
  for (let n = 0; ; n++) {
    const proof = { challenge: challenge.challenge, nonce: n.toString(36) };
    const digest = createHash('sha256').update(proofInput(proof)).digest();
    if (leadingZeroBits(digest) >= challenge.difficulty_bits) return proof;
  }
}
