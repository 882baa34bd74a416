import { authMessages, type AccountOverview, type UserProfile } from '@codeflow/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailChangeRequests, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { userChanged } from '../auth/sessionCache';
import { findUserById, toProfile } from '../auth/users';

/** PATCH /api/account/profile: the name was checked by the sign-up rule (fullNameSchema). */
export async function updateFullName(
  db: Db,
  userId: string,
  fullName: string,
): Promise<UserProfile> {
  const [user] = await db
    .update(users)
    .set({ fullName, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('NOT_AUTHENTICATED', authMessages.notAuthenticated);
  // the guard's cached row carries the old name (the header's welcome)
  userChanged(userId);
  return toProfile(user);
}

/** GET /api/account: how the user signs in and any email change waiting for its link. */
export async function accountOverview(db: Db, userId: string): Promise<AccountOverview> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('NOT_AUTHENTICATED', authMessages.notAuthenticated);
  const [pending] = await db
    .select({ newEmail: emailChangeRequests.newEmail })
    .from(emailChangeRequests)
    .where(
      and(eq(emailChangeRequests.userId, userId), gt(emailChangeRequests.expiresAt, new Date())),
    );
  return {
    has_password: user.passwordHash !== null,
    google_linked: user.googleSub !== null,
    pending_email: pending?.newEmail ?? null,
  };
}
