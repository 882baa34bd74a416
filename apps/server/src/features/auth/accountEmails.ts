import type { AuthContext } from './authContext';
import {
  accountExistsMessage,
  resetPasswordMessage,
  signUpAttemptMessage,
  verifyEmailMessage,
} from '../../email/templates';
import {
  hashOneTimeToken,
  issueOneTimeToken,
  type PendingSignUp,
  RESET_PASSWORD_LIFETIME_SECONDS,
  spendLikeIssuingToken,
  VERIFY_EMAIL_LIFETIME_SECONDS,
} from '../../security/oneTimeTokens';
import type { AuthUser } from './users';

/** Links always start with PUBLIC_URL — never with the request's Host header. */
function link(auth: AuthContext, route: string, token?: string): string {
  const url = new URL(`${auth.publicUrl}${route}`);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Issues a verification token and sends the link. From a sign-up (`pending`), the link carries
 * that sign-up's password and name and earlier links keep working; a re-sent link voids the
 * earlier ones and carries the sign-up of the newest (decision 004).
 */
export async function sendVerificationEmail(
  auth: AuthContext,
  user: AuthUser,
  pending?: PendingSignUp,
): Promise<void> {
  const token = await issueOneTimeToken(
    auth.db,
    user.id,
    'verify_email',
    VERIFY_EMAIL_LIFETIME_SECONDS,
    { pending, keepEarlier: pending !== undefined },
  );
  // the address is not proven yet: the email carries no text the requester chose (the name)
  auth.email.send(verifyEmailMessage(user.email, '', link(auth, '/verify-email', token)));
}

/** Issues a reset token (voiding the previous one) and sends the link. */
export async function sendPasswordResetEmail(auth: AuthContext, user: AuthUser): Promise<void> {
  const token = await issueOneTimeToken(
    auth.db,
    user.id,
    'reset_password',
    RESET_PASSWORD_LIFETIME_SECONDS,
  );
  // an unverified account's name was chosen by whoever registered the address: not echoed
  const name = user.isVerified ? user.fullName : '';
  auth.email.send(resetPasswordMessage(user.email, name, link(auth, '/reset-password', token)));
}

export function sendAccountExistsEmail(auth: AuthContext, user: AuthUser): void {
  auth.email.send(accountExistsMessage(user.email, user.fullName, link(auth, '/')));
}

/**
 * A later sign-up for an address still pending verification: a notice with a reset link, never
 * a link that sets the later sign-up's password (decision 028). Earlier verification links stay.
 */
export async function sendSignUpAttemptEmail(auth: AuthContext, user: AuthUser): Promise<void> {
  const token = await issueOneTimeToken(
    auth.db,
    user.id,
    'reset_password',
    RESET_PASSWORD_LIFETIME_SECONDS,
  );
  auth.email.send(signUpAttemptMessage(user.email, link(auth, '/reset-password', token)));
}

/**
 * What `sendPasswordResetEmail` costs, for an address with no account (issue 21 finding 11):
 * the same database transaction and the same email built, then dropped. Forgot-password runs
 * one or the other after its answer, so neither that answer nor the next request's timing
 * tells whether the address has an account.
 */
export async function spendLikeResetEmail(auth: AuthContext, email: string): Promise<void> {
  await spendLikeIssuingToken(auth.db, 'reset_password');
  const token = hashOneTimeToken(email);
  resetPasswordMessage(email, '', link(auth, '/reset-password', token));
}
