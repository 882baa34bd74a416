import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions } from '../../db/schema/index';
import { sessionEnded, userChanged } from './sessionCache';

export type Session = typeof sessions.$inferSelect;

export type SessionMeta = { ip: string | null; country: string | null; userAgent: string | null };

/** last_seen_at is written at most this often per session */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export async function startSession(db: Db, userId: string, meta: SessionMeta): Promise<Session> {
  const [session] = await db
    .insert(sessions)
    .values({ userId, ip: meta.ip, country: meta.country, userAgent: meta.userAgent })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  return session;
}

/** Records activity, at most once a minute: the condition keeps concurrent requests to one write. */
export async function touchSession(db: Db, session: Pick<Session, 'id' | 'lastSeenAt'>) {
  const now = new Date();
  if (now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.id, session.id),
        isNull(sessions.endedAt),
        lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS)),
      ),
    );
}

/** Ends one session (logout): its token stops working and its time stops counting. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  const now = new Date();
  await db
    .update(sessions)
    .set({ endedAt: now, lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
  sessionEnded(sessionId);
}

/** Ends every open session of a user; time spent counts up to the last activity seen. */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: sql`${sessions.lastSeenAt}` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
  userChanged(userId);
}

/** When the user last signed in, or null if never (admin user list: Last Login). */
export async function lastLogin(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ startedAt: sessions.startedAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.startedAt))
    .limit(1);
  return row?.startedAt ?? null;
}

/**
 * Seconds the user spent signed in: per session, from start to its end (or to its last
 * activity while still open), summed (admin user list: Time Spent; analytics).
 */
export async function totalTimeSpent(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<
        string | number | null
      >`coalesce(sum(extract(epoch from (coalesce(${sessions.endedAt}, ${sessions.lastSeenAt}) - ${sessions.startedAt}))), 0)`,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return Math.max(0, Math.round(Number(row?.seconds ?? 0)));
}
