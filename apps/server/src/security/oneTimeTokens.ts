import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { oneTimeTokens, rateLimits } from '../db/schema/index';

export type OneTimeTokenKind = 'verify_email' | 'reset_password';

export const VERIFY_EMAIL_LIFETIME_SECONDS = 24 * 60 * 60;
export const RESET_PASSWORD_LIFETIME_SECONDS = 60 * 60;

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The password hash and name of the sign-up a verification link came from (decision 004). */
export type PendingSignUp = { passwordHash: string; fullName: string };

export type IssueOptions = {
  /** the sign-up this verification link belongs to; using the link sets its password and name */
  pending?: PendingSignUp | undefined;
  /**
   * Leave earlier unused tokens of the kind working (each sign-up's link stays usable until one
   * of them verifies the address). Without it they are voided, and the new token carries the
   * sign-up of the newest of them, so a re-sent link never changes whose password it sets.
   */
  keepEarlier?: boolean | undefined;
};

/**
 * A new token of `kind` for the user: 32 random bytes (base64url) handed out once; only its
 * SHA-256 is stored. Earlier unused tokens of the same kind stop working (unless `keepEarlier`).
 */
export async function issueOneTimeToken(
  db: Db,
  userId: string,
  kind: OneTimeTokenKind,
  lifetimeSeconds: number,
  options: IssueOptions = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    let pending = options.pending;
    if (!options.keepEarlier) {
      const mine = and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind));
      if (!pending) {
        const [newest] = await tx
          .select({
            passwordHash: oneTimeTokens.pendingPasswordHash,
            fullName: oneTimeTokens.pendingFullName,
          })
          .from(oneTimeTokens)
          .where(mine)
          .orderBy(desc(oneTimeTokens.createdAt))
          .limit(1);
        if (newest?.passwordHash && newest.fullName !== null) {
          pending = { passwordHash: newest.passwordHash, fullName: newest.fullName };
        }
      }
      await tx.delete(oneTimeTokens).where(mine);
    }
    await tx.insert(oneTimeTokens).values({
      tokenHash: hashOneTimeToken(token),
      userId,
      kind,
      expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
      pendingPasswordHash: pending?.passwordHash ?? null,
      pendingFullName: pending?.fullName ?? null,
    });
  });
  return token;
}

/**
 * Uses up a token: the row is deleted in the same statement that finds it, so two concurrent
 * uses cannot both succeed. Returns the user id (and the sign-up a verification link carries),
 * or null for an unknown, used or expired token.
 */
export async function consumeOneTimeToken(
  db: Db,
  kind: OneTimeTokenKind,
  token: string,
): Promise<{ userId: string; pending: PendingSignUp | null } | null> {
  const [row] = await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)), eq(oneTimeTokens.kind, kind)))
    .returning({
      userId: oneTimeTokens.userId,
      expiresAt: oneTimeTokens.expiresAt,
      passwordHash: oneTimeTokens.pendingPasswordHash,
      fullName: oneTimeTokens.pendingFullName,
    });
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  const pending =
    row.passwordHash && row.fullName !== null
      ? { passwordHash: row.passwordHash, fullName: row.fullName }
      : null;
  return { userId: row.userId, pending };
}

/** Voids every outstanding token of `kind` (e.g. reset links once the password changed). */
export async function revokeOneTimeTokens(
  db: Db,
  userId: string,
  kind: OneTimeTokenKind,
): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind)));
}

/**
 * The database work of `issueOneTimeToken` for an address with no account (issue 21 finding
 * 11): the same transaction — look up, void and write one row — so a call that issues a link
 * for a known address and one that does not load the database alike, and the next request
 * cannot tell them apart. The row written is an already-expired rate-limit window (a token row
 * needs a real user), swept with the other expired windows.
 */
export async function spendLikeIssuingToken(db: Db, kind: OneTimeTokenKind): Promise<void> {
  const nobody = randomUUID();
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    const mine = and(eq(oneTimeTokens.userId, nobody), eq(oneTimeTokens.kind, kind));
    await tx
      .select({ passwordHash: oneTimeTokens.pendingPasswordHash })
      .from(oneTimeTokens)
      .where(mine)
      .orderBy(desc(oneTimeTokens.createdAt))
      .limit(1);
    await tx.delete(oneTimeTokens).where(mine);
    const now = new Date();
    await tx
      .insert(rateLimits)
      .values({
        key: `decoy:${hashOneTimeToken(token)}`,
        windowStart: now,
        count: 1,
        expiresAt: now,
      })
      .onConflictDoNothing();
  });
}
