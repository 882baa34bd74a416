import { createHash } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimits, sessions, users } from '../../db/schema/index';
import { clientSubject } from '../../security/clientSubject';
import { normalizeEmail } from './users';

/** a client that signed in to the account within this many days is "known" to it */
export const KNOWN_CLIENT_DAYS = 30;
/** how long a reset link lets its client past the account-wide lock */
export const LOGIN_PASS_SECONDS = 24 * 60 * 60;
const RECENT_SESSIONS_READ = 50;

function passKey(userId: string, ip: string): string {
  const digest = createHash('sha256')
    .update(`${userId}|${clientSubject(ip)}`)
    .digest('base64url');
  return `login:pass:${digest}`;
}

/**
 * Whether the client at `ip` (its /64 for IPv6) is one the account's owner uses: it signed in
 * to the account in the last KNOWN_CLIENT_DAYS, or used a reset link of it in the last day.
 * Known clients skip the account-wide login limit (decision 004), so a flood of guesses from
 * elsewhere cannot lock the owner out. One query whether or not the account exists.
 */
export async function isKnownClient(db: Db, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - KNOWN_CLIENT_DAYS * 24 * 3600_000);
  const rows = await db
    .select({ userId: users.id, ip: sessions.ip })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.userId, users.id), gt(sessions.startedAt, since)))
    .where(eq(users.email, normalizeEmail(email)))
    .orderBy(desc(sessions.startedAt))
    .limit(RECENT_SESSIONS_READ);
  const userId = rows[0]?.userId;
  if (!userId) return false;
  const subject = clientSubject(ip);
  if (rows.some((r) => r.ip !== null && clientSubject(r.ip) === subject)) return true;
  const [pass] = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, passKey(userId, ip)), gt(rateLimits.expiresAt, sql`now()`)));
  return pass !== undefined;
}

/**
 * The client proved it reads the account's email (it used a reset link): it may sign in past
 * the account-wide lock for LOGIN_PASS_SECONDS. Stored as a row of rate_limits (keyed by a
 * hash, swept with the expired windows).
 */
export async function grantLoginPass(db: Db, userId: string, ip: string): Promise<void> {
  const now = new Date();
  await db
    .insert(rateLimits)
    .values({
      key: passKey(userId, ip),
      windowStart: now,
      count: 1,
      expiresAt: new Date(now.getTime() + LOGIN_PASS_SECONDS * 1000),
    })
    .onConflictDoNothing();
}
