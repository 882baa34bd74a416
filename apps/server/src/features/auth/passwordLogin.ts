import { authMessages, type LoginResponse } from '@codeflow/contracts';
import { AppError } from '../../domain/appError';
import { verifyPassword } from '../../security/passwords';
import type { AuthContext } from './authContext';
import type { SessionMeta } from './sessions';
import { signIn } from './signIn';
import { findUserByEmail } from './users';

/**
 * Email + password sign-in. Unknown email and wrong password give the same 401 after the same
 * argon2 work; only after a correct password does a disabled account learn it is disabled.
 */
export async function loginWithPassword(
  auth: AuthContext,
  email: string,
  password: string,
  meta: SessionMeta,
): Promise<LoginResponse> {
  const user = await findUserByEmail(auth.db, email);
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
  if (user.disabled) throw new AppError('ACCOUNT_DISABLED', authMessages.accountDisabled);
  return signIn(auth, user, meta);
}
