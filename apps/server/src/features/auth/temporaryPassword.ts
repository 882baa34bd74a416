import { authMessages, type LoginResponse } from '@codeflow/contracts';
import { AppError } from '../../domain/appError';
import type { AuthContext } from './authContext';
import { checkPassword, temporaryPasswordExpired } from './passwordLogin';
import type { SessionMeta } from './sessions';
import { signIn } from './signIn';
import { replaceTemporaryPassword } from './users';

/**
 * POST /api/auth/choose-password: the holder of a valid temporary password sets their own and
 * is signed in. Setting it ends every earlier session and voids the temporary one, so whoever
 * chose it (the organization owner) can no longer sign in as them. It does not verify the
 * address: knowing the owner's password proves nothing about the inbox (decision 028).
 */
export async function chooseOwnPassword(
  auth: AuthContext,
  input: { email: string; temporaryPassword: string; newPassword: string },
  meta: SessionMeta,
): Promise<LoginResponse> {
  const user = await checkPassword(auth, input.email, input.temporaryPassword);
  if (user.temporaryPasswordExpiresAt === null) {
    throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
  }
  if (temporaryPasswordExpired(user)) {
    throw new AppError('INVALID_CREDENTIALS', authMessages.temporaryPasswordExpired);
  }
  const updated = await replaceTemporaryPassword(
    auth.db,
    user.id,
    user.passwordHash ?? '',
    input.newPassword,
  );
  if (!updated) throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
  return signIn(auth, updated, meta);
}
