import { createHash, randomBytes } from 'node:crypto';
import { accountMessages, authMessages } from '@codeflow/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailChangeRequests, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import {
  confirmEmailChangeMessage,
  emailChangeNoticeMessage,
  emailInUseNoticeMessage,
} from '../../email/templates';
import { revokeOneTimeTokens, VERIFY_EMAIL_LIFETIME_SECONDS } from '../../security/oneTimeTokens';
import type { AuthContext } from '../auth/authContext';
import { userChanged } from '../auth/sessionCache';
import { findUserByEmail, findUserById } from '../auth/users';
import { confirmPassword } from './confirmPassword';

/** the page of the web app that confirms an email change with the link's token */
export const CONFIRM_EMAIL_CHANGE_ROUTE = '/account/confirm-email';

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * POST /api/account/email: checks the password (accounts that have one), then sends a one-time
 * link to the new address (or, when another account holds it, a notice to that account) and a
 * notice to the old one. Nothing changes until the link is followed; asking again voids the
 * earlier link.
 */
export async function requestEmailChange(
  auth: AuthContext,
  userId: string,
  input: { newEmail: string; currentPassword: string | undefined },
): Promise<void> {
  const user = await findUserById(auth.db, userId);
  if (!user) throw new AppError('NOT_AUTHENTICATED', authMessages.notAuthenticated);
  if (user.passwordHash) {
    await confirmPassword(auth.db, user, input.currentPassword, auth.rateLimitFactor);
  }
  if (input.newEmail === user.email) {
    throw new AppError('NOTHING_TO_CHANGE', accountMessages.emailUnchanged);
  }
  // an address in use is answered like a free one (issue 22, item 16: sign-up and forgot-password
  // hide which addresses have accounts, so this form must too). The request row is stored all the
  // same, so the account page shows the same pending address; its link is never mailed, and
  // confirming would fail on the unique address anyway. The holder of the address is told.
  const holder = await findUserByEmail(auth.db, input.newEmail);

  const token = randomBytes(32).toString('base64url');
  await auth.db.transaction(async (tx) => {
    await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, user.id));
    await tx.insert(emailChangeRequests).values({
      tokenHash: hashToken(token),
      userId: user.id,
      newEmail: input.newEmail,
      expiresAt: new Date(Date.now() + VERIFY_EMAIL_LIFETIME_SECONDS * 1000),
    });
  });
  const link = new URL(`${auth.publicUrl}${CONFIRM_EMAIL_CHANGE_ROUTE}`);
  link.searchParams.set('token', token);
  auth.email.send(
    holder
      ? emailInUseNoticeMessage(input.newEmail, holder.fullName)
      : confirmEmailChangeMessage(input.newEmail, user.fullName, link.toString()),
  );
  auth.email.send(emailChangeNoticeMessage(user.email, user.fullName, input.newEmail));
}

/**
 * POST /api/account/email/confirm: the link's token sets the new address (proven by the link,
 * so the account is verified and no longer counts as owner-made, decision 028). INVALID_LINK for an unknown, used or expired token;
 * EMAIL_IN_USE when another account took the address meanwhile.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<void> {
  const [request] = await db
    .delete(emailChangeRequests)
    .where(
      and(
        eq(emailChangeRequests.tokenHash, hashToken(token)),
        gt(emailChangeRequests.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!request) throw new AppError('INVALID_LINK', accountMessages.emailChangeLinkInvalid);
  const [changed] = await db
    .update(users)
    // the person proved this address: it is no longer one an organization owner chose for
    // them, so a later claim of it (Google) must not treat the account as owner-made (0012)
    .set({
      email: request.newEmail,
      isVerified: true,
      ownerProvisioned: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, request.userId))
    .returning({ id: users.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('EMAIL_IN_USE', accountMessages.emailInUse);
      throw error;
    });
  if (!changed) throw new AppError('INVALID_LINK', accountMessages.emailChangeLinkInvalid);
  userChanged(request.userId);
  // links mailed to the old address must not act on the account any more
  await revokeOneTimeTokens(db, request.userId, 'reset_password');
  await revokeOneTimeTokens(db, request.userId, 'verify_email');
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
