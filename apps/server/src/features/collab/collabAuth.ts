import { and, eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index';
import type { AuthContext } from '../auth/authContext';
import type { AuthUser } from '../auth/users';

/** Who a collaboration connection belongs to. */
export type CollabUser = { user: AuthUser; sessionId: string };

/**
 * Checks an access token sent over the collaboration WebSocket the way features/auth/guard.ts
 * checks a bearer token: signature and expiry, then the session and its user in the database —
 * a disabled account, a bumped token_version (password change, logout everywhere, removal from
 * a team) or an ended session refuses it. The session cache is not used: a WebSocket is
 * authenticated once per connection, so a fresh read costs little and never accepts a token
 * revoked on another instance.
 */
export async function verifyCollabToken(
  auth: Pick<AuthContext, 'db' | 'tokens'>,
  token: string,
): Promise<CollabUser | null> {
  if (token === '') return null;
  const claims = await auth.tokens.verify(token);
  if (!claims) return null;
  const [row] = await auth.db
    .select({ user: users, endedAt: sessions.endedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub)));
  if (!row || row.user.disabled) return null;
  if (row.user.tokenVersion !== claims.ver || row.endedAt) return null;
  return { user: row.user, sessionId: claims.sid };
}
