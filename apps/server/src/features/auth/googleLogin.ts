import { authMessages, type LoginResponse } from '@codeflow/contracts';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { revokeOneTimeTokens } from '../../security/oneTimeTokens';
import type { AuthContext } from './authContext';
import { userChanged } from './sessionCache';
import { endAllSessions, type SessionMeta } from './sessions';
import { signIn } from './signIn';
import {
  cleanName,
  createUser,
  findUserByEmail,
  findUserByGoogleSub,
  type AuthUser,
} from './users';

type Logger = { info: (obj: object, message: string) => void };

const failed = () => new AppError('GOOGLE_AUTH_FAILED', authMessages.googleFailed);

/**
 * Sign-in with a Google ID token. Accounts are keyed on Google's `sub`; the first Google
 * sign-in with the verified address of an existing account links the two; otherwise a new,
 * verified account is created.
 */
export async function loginWithGoogle(
  auth: AuthContext,
  credential: string,
  meta: SessionMeta,
  log: Logger,
): Promise<LoginResponse> {
  if (!auth.google) throw new AppError('NOT_FOUND', authMessages.googleDisabled);
  const identity = await auth.google.verify(credential);
  if (!identity) throw failed();

  let user: AuthUser | undefined = await findUserByGoogleSub(auth.db, identity.sub);
  if (!user) {
    const byEmail = await findUserByEmail(auth.db, identity.email);
    if (byEmail) {
      if (byEmail.googleSub && byEmail.googleSub !== identity.sub) throw failed();
      user = await linkGoogleAccount(auth, byEmail, identity.sub);
      log.info({ userId: user.id }, 'Google account linked to an existing account');
    } else {
      user = await createUser(auth.db, {
        email: identity.email,
        fullName: cleanName(identity.name),
        googleSub: identity.sub,
        isVerified: true,
      });
      // lost a race with a concurrent first sign-in of the same person: use that account
      user ??= await findUserByGoogleSub(auth.db, identity.sub);
      if (!user) throw failed();
    }
  }
  if (user.disabled) throw new AppError('ACCOUNT_DISABLED', authMessages.accountDisabled);
  return signIn(auth, user, meta);
}

/**
 * Google vouches for the address, so the account becomes verified. If it was unverified, its
 * password was never proven to belong to the address owner (anyone can register someone
 * else's email), so that password is dropped, every earlier token and session ends and pending
 * verification links stop working: the owner keeps Google sign-in and can set a password with
 * "Forgot your password" (decision 004).
 */
async function linkGoogleAccount(
  auth: AuthContext,
  user: AuthUser,
  googleSub: string,
): Promise<AuthUser> {
  // an account an organization owner made holds the owner's password (or one chosen by
  // whoever knew it): the same as unproven (decision 028)
  const proven = user.isVerified && !user.ownerProvisioned;
  const [linked] = await auth.db
    .update(users)
    .set({
      googleSub,
      isVerified: true,
      ownerProvisioned: false,
      ...(proven
        ? {}
        : {
            passwordHash: null,
            temporaryPasswordExpiresAt: null,
            tokenVersion: sql`${users.tokenVersion} + 1`,
          }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  userChanged(user.id);
  if (!linked) throw failed();
  if (!proven) {
    await endAllSessions(auth.db, user.id);
    await revokeOneTimeTokens(auth.db, user.id, 'verify_email');
  }
  return linked;
}
