import { hashPassword } from '../../security/passwords';
import { sendAccountExistsEmail, sendVerificationEmail } from './accountEmails';
import type { AuthContext } from './authContext';
import { createUser, findUserByEmail } from './users';

type Logger = { info: (obj: object, message: string) => void };

/**
 * Creates an unverified account (role user, tier free) and emails its verification link. For
 * an address that already has an account nothing is created; that account is emailed instead
 * (if it is still unverified, a link that sets this sign-up's password when used). The caller answers the same either way, and the
 * password is hashed first in both cases so timing does not tell them apart.
 */
export async function registerAccount(
  auth: AuthContext,
  input: { email: string; password: string; fullName: string },
  log: Logger,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
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
  if (existing.isVerified) sendAccountExistsEmail(auth, existing);
  // its link, once used, sets this sign-up's password and ends earlier sessions (decision 004)
  else await sendVerificationEmail(auth, existing, pending);
}
