import { authMessages } from '@codeflow/contracts';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { passwordChangedMessage } from '../../email/templates';
import { revokeOneTimeTokens } from '../../security/oneTimeTokens';
import { hashPassword } from '../../security/passwords';
import type { AuthContext } from '../auth/authContext';
import type { Authenticated } from '../auth/guard';
import { userChanged } from '../auth/sessionCache';
import { findUserById } from '../auth/users';
import { confirmPassword } from './confirmPassword';

/**
 * POST /api/account/password: the current password, then the new one. Every other session of
 * the user ends (their tokens stop working, as each token names its session); the caller's own
 * session and token keep working, so the person is not signed out of the page they are on.
 */
export async function changePassword(
  auth: AuthContext,
  caller: Authenticated,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const user = await findUserById(auth.db, caller.user.id);
  if (!user) throw new AppError('NOT_AUTHENTICATED', authMessages.notAuthenticated);
  await confirmPassword(auth.db, user, input.currentPassword, auth.rateLimitFactor);
  const passwordHash = await hashPassword(input.newPassword);
  await auth.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, user.id),
          ne(sessions.id, caller.sessionId),
          isNull(sessions.endedAt),
        ),
      );
  });
  userChanged(user.id);
  // a reset link mailed before the change must not undo it
  await revokeOneTimeTokens(auth.db, user.id, 'reset_password');
  auth.email.send(passwordChangedMessage(user.email, user.fullName));
}
