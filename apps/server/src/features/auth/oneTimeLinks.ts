import { authMessages } from '@codeflow/contracts';
import { AppError } from '../../domain/appError';
import { consumeOneTimeToken, revokeOneTimeTokens } from '../../security/oneTimeTokens';
import type { AuthContext } from './authContext';
import { markVerified, setPassword } from './users';

/** Uses a verification link's token; INVALID_LINK if it is unknown, used or expired. */
export async function verifyEmail(auth: AuthContext, token: string): Promise<void> {
  const userId = await consumeOneTimeToken(auth.db, 'verify_email', token);
  if (!userId) throw new AppError('INVALID_LINK', authMessages.verificationFailed);
  await markVerified(auth.db, userId);
}

/**
 * Uses a reset link's token to set a new password. Every earlier access token and session of
 * the user is revoked; the address is proven, so the account is verified too.
 */
export async function resetPassword(
  auth: AuthContext,
  token: string,
  newPassword: string,
): Promise<void> {
  const userId = await consumeOneTimeToken(auth.db, 'reset_password', token);
  if (!userId) throw new AppError('INVALID_LINK', authMessages.resetLinkInvalid);
  await setPassword(auth.db, userId, newPassword);
  await markVerified(auth.db, userId);
  await revokeOneTimeTokens(auth.db, userId, 'reset_password');
}
