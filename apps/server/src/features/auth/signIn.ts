import type { LoginResponse } from '@codeflow/contracts';
import type { AuthContext } from './authContext';
import { startSession, type SessionMeta } from './sessions';
import { toProfile, type AuthUser } from './users';

/** Starts a session for `user` and issues its access token (password and Google sign-in). */
export async function signIn(
  auth: Pick<AuthContext, 'db' | 'tokens'>,
  user: AuthUser,
  meta: SessionMeta,
): Promise<LoginResponse> {
  const session = await startSession(auth.db, user.id, meta);
  const accessToken = await auth.tokens.sign({
    sub: user.id,
    ver: user.tokenVersion,
    sid: session.id,
  });
  return { access_token: accessToken, token_type: 'bearer', user: toProfile(user) };
}
