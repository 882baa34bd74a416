import { authMessages } from '@codeflow/contracts';
import { AppError } from '../../domain/appError';
import { consumeOneTimeToken, revokeOneTimeTokens } from '../../security/oneTimeTokens';
import type { AuthContext } from './authContext';
import { completeVerification, markVerified, setPassword } from './users';

/**
 * Uses a verification link's token; INVALID_LINK if it is unknown, used or expired. A link from
 * a later sign-up than the account's own sets that sign-up's password (completeVerification).
 */
export async function verifyEmail(auth: AuthContext, token: string): Promise<void> {
  const used = await consumeOneTimeToken(auth.db, 'verify_email', token);
  if (!used) throw new AppError('INVALID_LINK', authMessages.verificationFailed);
  await completeVerification(auth.db, used.userId, used.pending);
}

/**
 * Uses a reset link's token to set a new password. Every earlier access token and session of
 * the user is revoked; the address is proven, so the account is verified too. Returns the
 * user's id.
 */
export async function resetPassword(
  auth: AuthContext,
  token: string,
  newPassword: string,
): Promise<string> {
  const used = await consumeOneTimeToken(auth.db, 'reset_password', token);
  if (!used) throw new AppError('INVALID_LINK', authMessages.resetLinkInvalid);
  const { userId } = used;
  await setPassword(auth.db, userId, newPassword);
  await markVerified(auth.db, userId);
  await revokeOneTimeTokens(auth.db, userId, 'reset_password');
  // the address is proven: pending sign-ups' links must not set another password later
  await revokeOneTimeTokens(auth.db, userId, 'verify_email');
  return userId;
}
