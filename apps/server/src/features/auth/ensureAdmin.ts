import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/index';
import { verifyPassword } from '../../security/passwords';
import { userChanged } from './sessionCache';
import { cleanName, createUser, findUserByEmail, setPassword, type AuthUser } from './users';

export type EnsureAdminResult = { user: AuthUser; outcome: 'created' | 'updated' | 'unchanged' };

/**
 * Makes `email` a verified, enabled admin (role admin, tier admin) whose password is
 * `password`: creates the account, or promotes an existing one and sets its password. Run at
 * every start-up with ADMIN_EMAIL/ADMIN_PASSWORD, so it changes nothing (and signs nobody
 * out) when the account is already like that.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string; fullName?: string | undefined },
): Promise<EnsureAdminResult> {
  const existing = await findUserByEmail(db, admin.email);
  if (!existing) {
    const created = await createUser(db, {
      email: admin.email,
      password: admin.password,
      fullName: cleanName(admin.fullName ?? '') || 'Administrator',
      role: 'admin',
      subscriptionTier: 'admin',
      isVerified: true,
    });
    if (created) return { user: created, outcome: 'created' };
    // created by someone else between the two statements: fall through to the update
  }
  const user = existing ?? (await findUserByEmail(db, admin.email));
  if (!user) throw new Error(`could not create or find ${admin.email}`);

  let changed = false;
  if (!(await verifyPassword(admin.password, user.passwordHash))) {
    await setPassword(db, user.id, admin.password);
    changed = true;
  }
  const promoted =
    user.role === 'admin' && user.subscriptionTier === 'admin' && user.isVerified && !user.disabled;
  if (!promoted || (admin.fullName && admin.fullName !== user.fullName)) {
    await db
      .update(users)
      .set({
        role: 'admin',
        subscriptionTier: 'admin',
        isVerified: true,
        disabled: false,
        ...(admin.fullName ? { fullName: cleanName(admin.fullName) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    userChanged(user.id);
    changed = true;
  }
  const [after] = await db.select().from(users).where(eq(users.id, user.id));
  return { user: after ?? user, outcome: changed ? 'updated' : 'unchanged' };
}
