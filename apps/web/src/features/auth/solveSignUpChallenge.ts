import {
  leadingZeroBits,
  proofInput,
  type SignUpChallenge,
  type SignUpProof,
} from '@codeflow/contracts';

const BATCH = 512;
const encoder = new TextEncoder();

/**
 * Finds a nonce whose SHA-256 with the challenge has the asked-for leading zero bits (decision
 * 036): about 65,000 hashes, a second or two of WebCrypto, in batches so the page stays live.
 */
export async function solveSignUpChallenge(
  challenge: SignUpChallenge,
  signal?: AbortSignal,
): Promise<SignUpProof> {
  for (let start = 0; ; start += BATCH) {
    signal?.throwIfAborted();
    const proofs = Array.from({ length: BATCH }, (_, i) => ({
      challenge: challenge.challenge,
      nonce: (start + i).toString(36),
    }));
    const digests = await Promise.all(
      proofs.map((p) => crypto.subtle.digest('SHA-256', encoder.encode(proofInput(p)))),
    );
    const found = digests.findIndex(
      (d) => leadingZeroBits(new Uint8Array(d)) >= challenge.difficulty_bits,
    );
    const proof = proofs[found];
    if (proof) return proof;
  }
}
