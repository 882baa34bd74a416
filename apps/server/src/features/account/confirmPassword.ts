import { accountMessages } from '@codeflow/contracts';
import type { Db } from '../../db/database';
import { AppError } from '../../domain/appError';
import { verifyPassword } from '../../security/passwords';
import type { RateLimitRule } from '../../security/rateLimit';
import { enforceRateLimits } from '../auth/authRateLimits';
import type { AuthUser } from '../auth/users';

/**
 * Password checks of the account page, per user: a stolen access token must not become a way to
 * guess the password (which would then survive a "Log out everywhere").
 */
export const accountPasswordLimit: RateLimitRule = {
  name: 'account-password:user',
  limit: 10,
  windowSeconds: 15 * 60,
};

/**
 * The user's current password, given again to confirm a sensitive change. WRONG_PASSWORD when it
 * does not match; PASSWORD_NOT_SET for a Google-only account when `required`.
 */
export async function confirmPassword(
  db: Db,
  user: AuthUser,
  password: string | undefined,
  rateLimitFactor: number,
): Promise<void> {
  if (!user.passwordHash) {
    throw new AppError('PASSWORD_NOT_SET', accountMessages.googleOnlyPassword);
  }
  if (password === undefined)
    throw new AppError('WRONG_PASSWORD', accountMessages.passwordRequired);
  await enforceRateLimits(db, [[accountPasswordLimit, user.id]], rateLimitFactor);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', accountMessages.wrongPassword);
  }
}
