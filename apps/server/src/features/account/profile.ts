import { authMessages, type UserProfile } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { userChanged } from '../auth/sessionCache';
import { toProfile } from '../auth/users';

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
