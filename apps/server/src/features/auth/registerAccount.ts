import { spendLikeIssuingToken } from '../../security/oneTimeTokens';
import { hashPassword } from '../../security/passwords';
import {
  sendAccountExistsEmail,
  sendSignUpAttemptEmail,
  sendVerificationEmail,
} from './accountEmails';
import type { AuthContext } from './authContext';
import { createUser, findUserByEmail, normalizeEmail } from './users';

type Logger = { info: (obj: object, message: string) => void };

/**
 * Creates an unverified account (role user, tier free) and emails its verification link. For
 * an address that already has an account nothing is created; that account is emailed instead:
 * "you already have an account", or, while it is unverified, a notice with a reset link — never
 * a link that sets this sign-up's password, whatever the order of sign-ups (decision 028). The
 * caller answers the same either way, after the same work (the password's hash); the rest runs
 * after the answer.
 */
export async function registerAccount(
  auth: AuthContext,
  input: { email: string; password: string; fullName: string },
  log: Logger,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  // the answer waits for the hash only: whether the address is new or taken, the account, its
  // token and the email come after it (issue 21 finding 11), one job at a time in order
  auth.email.later(
    'registering an account',
    () => createOrNotify(auth, { ...input, passwordHash }, log),
    normalizeEmail(input.email),
  );
}

async function createOrNotify(
  auth: AuthContext,
  input: { email: string; passwordHash: string; fullName: string },
  log: Logger,
): Promise<void> {
  const { passwordHash } = input;
  const created = await createUser(auth.db, {
    email: input.email,
    passwordHash,
    fullName: input.fullName,
  });
  const pending = { passwordHash, fullName: input.fullName };
  if (created) {
    await sendVerificationEmail(auth, created, pending);
    return;
  }
  const existing = await findUserByEmail(auth.db, input.email);
  if (!existing || existing.disabled) return;
  log.info({ userId: existing.id }, 'registration attempted for an existing account');
  // the address owner may be either sign-up: the reset page lets whoever holds the inbox choose
  // the password (ending every other session); the pending sign-up's own link keeps working
  if (!existing.isVerified) return sendSignUpAttemptEmail(auth, existing);
  // a verified address gets no link: the token's database work is done anyway, so the next
  // request is not faster after a taken address than after a new one
  sendAccountExistsEmail(auth, existing);
  await spendLikeIssuingToken(auth.db, 'verify_email');
}
