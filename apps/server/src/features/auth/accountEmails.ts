import type { AuthContext } from './authContext';
import {
  accountExistsMessage,
  resetPasswordMessage,
  verifyEmailMessage,
} from '../../email/templates';
import {
  issueOneTimeToken,
  RESET_PASSWORD_LIFETIME_SECONDS,
  VERIFY_EMAIL_LIFETIME_SECONDS,
} from '../../security/oneTimeTokens';
import type { AuthUser } from './users';

/** Links always start with PUBLIC_URL — never with the request's Host header. */
function link(auth: AuthContext, route: string, token?: string): string {
  const url = new URL(`${auth.publicUrl}${route}`);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/** Issues a verification token (voiding the previous one) and sends the link. */
export async function sendVerificationEmail(auth: AuthContext, user: AuthUser): Promise<void> {
  const token = await issueOneTimeToken(
    auth.db,
    user.id,
    'verify_email',
    VERIFY_EMAIL_LIFETIME_SECONDS,
  );
  auth.email.send(
    verifyEmailMessage(user.email, user.fullName, link(auth, '/verify-email', token)),
  );
}

/** Issues a reset token (voiding the previous one) and sends the link. */
export async function sendPasswordResetEmail(auth: AuthContext, user: AuthUser): Promise<void> {
  const token = await issueOneTimeToken(
    auth.db,
    user.id,
    'reset_password',
    RESET_PASSWORD_LIFETIME_SECONDS,
  );
  auth.email.send(
    resetPasswordMessage(user.email, user.fullName, link(auth, '/reset-password', token)),
  );
}

export function sendAccountExistsEmail(auth: AuthContext, user: AuthUser): void {
  auth.email.send(accountExistsMessage(user.email, user.fullName, link(auth, '/')));
}
