import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema/index';

export type RateLimitRule = {
  /** names the counter, e.g. "login:ip" */
  name: string;
  /** requests allowed per window */
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

let callsSincePurge = 0;
const PURGE_EVERY = 200;

/**
 * Counts one request against `rule` for `subject` (an IP, an email, …) in the current fixed
 * window and says whether it is within the limit. The counter lives in the database and is
 * incremented with one atomic upsert, so every server instance shares it; it stops at
 * `limit + 1`, so a blocked client's requests write nothing. Subjects are stored
 * hashed: the table never holds email addresses.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const windowEnd = windowStart + windowMs;
  const key = `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(windowStart), count: 1, expiresAt: new Date(windowEnd) })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
      // once over the limit the counter stays put: a blocked client hammering the server
      // writes no row version per request (the conflict is found, nothing is updated, no row
      // comes back)
      setWhere: sql`${rateLimits.count} <= ${rule.limit}`,
    })
    .returning({ count: rateLimits.count });
  const count = row ? row.count : rule.limit + 1;

  // old windows are useless; sweeping now and then keeps the table small without a scheduler
  if (++callsSincePurge >= PURGE_EVERY) {
    callsSincePurge = 0;
    await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
  }
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}

/**
 * Gives back one request counted by `consumeRateLimit` in the current window (a limit on
 * failures takes an attempt before checking, so parallel guesses cannot overrun it, and
 * returns it when the attempt succeeded).
 */
export async function refundRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date = new Date(),
): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const key = `${rule.name}:${createHash('sha256').update(subject).digest('base64url')}`;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}
