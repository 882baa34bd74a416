import { accountMessages, type AccountSession } from '@codeflow/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../../security/accessTokens';
import type { Authenticated } from '../auth/guard';
import { endSession } from '../auth/sessions';
import { describeUserAgent } from './userAgent';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session is open while it has not ended and its token (issued at its start) has not expired. */
function openSessionsOf(userId: string) {
  const oldestLive = new Date(Date.now() - ACCESS_TOKEN_LIFETIME_SECONDS * 1000);
  return and(
    eq(sessions.userId, userId),
    isNull(sessions.endedAt),
    gt(sessions.startedAt, oldestLive),
  );
}

/** GET /api/account/sessions: the caller's open sessions, the caller's first (marked), then by last activity. */
export async function listSessions(db: Db, caller: Authenticated): Promise<AccountSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(openSessionsOf(caller.user.id))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.startedAt))
    .limit(200);
  const list = rows.map((row) => ({
    id: row.id,
    device: describeUserAgent(row.userAgent),
    country: row.country,
    started_at: row.startedAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === caller.sessionId,
  }));
  // the caller's own session first: the one a person recognises
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/**
 * DELETE /api/account/sessions/{id}: ends one of the caller's sessions, whose token then stops
 * working. Another user's session, an ended one or an unknown id is NOT_FOUND.
 */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) throw new AppError('NOT_FOUND', accountMessages.sessionNotFound);
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), openSessionsOf(userId)));
  if (!row) throw new AppError('NOT_FOUND', accountMessages.sessionNotFound);
  await endSession(db, row.id);
}
