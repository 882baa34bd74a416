import { authMessages, type LoginResponse } from '@codeflow/contracts';
import { AppError } from '../../domain/appError';
import { verifyPassword } from '../../security/passwords';
import type { AuthContext } from './authContext';
import type { SessionMeta } from './sessions';
import { signIn } from './signIn';
import { findUserByEmail, normalizeEmail, type AuthUser } from './users';

/**
 * The user whose password this is; unknown email and wrong password give the same 401 after
 * the same argon2 work, and only then does a disabled account learn it is disabled.
 */
export async function checkPassword(
  auth: AuthContext,
  email: string,
  password: string,
): Promise<AuthUser> {
  const user = await findUserByEmail(auth.db, email);
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
  if (user.disabled) throw new AppError('ACCOUNT_DISABLED', authMessages.accountDisabled);
  return user;
}

/** Whether the user's password is an owner-chosen one that has expired (decision 028). */
export function temporaryPasswordExpired(user: AuthUser, now = Date.now()): boolean {
  const until = user.temporaryPasswordExpiresAt;
  return until !== null && until.getTime() <= now;
}

/**
 * Email + password sign-in. A temporary password (an organization owner chose it) starts no
 * session: 403 `choosePasswordRequired` sends its holder to the "choose your password" step,
 * or 401 once it has expired (decision 028). Every other answer is the one it always was.
 */
export async function loginWithPassword(
  auth: AuthContext,
  email: string,
  password: string,
  meta: SessionMeta,
): Promise<LoginResponse> {
  // a sign-up answers before its account is written (registerAccount): wait for it
  await auth.email.doneFor(normalizeEmail(email));
  const user = await checkPassword(auth, email, password);
  if (user.temporaryPasswordExpiresAt !== null) {
    if (temporaryPasswordExpired(user)) {
      throw new AppError('INVALID_CREDENTIALS', authMessages.temporaryPasswordExpired);
    }
    throw new AppError('PASSWORD_CHANGE_REQUIRED', authMessages.choosePasswordRequired);
  }
  return signIn(auth, user, meta);
}
