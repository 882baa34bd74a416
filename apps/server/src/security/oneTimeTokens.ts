import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { oneTimeTokens } from '../db/schema/index';

export type OneTimeTokenKind = 'verify_email' | 'reset_password';

export const VERIFY_EMAIL_LIFETIME_SECONDS = 24 * 60 * 60;
export const RESET_PASSWORD_LIFETIME_SECONDS = 60 * 60;

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A new token of `kind` for the user: 32 random bytes (base64url) handed out once; only its
 * SHA-256 is stored. Earlier unused tokens of the same kind stop working.
 */
export async function issueOneTimeToken(
  db: Db,
  userId: string,
  kind: OneTimeTokenKind,
  lifetimeSeconds: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind)));
    await tx.insert(oneTimeTokens).values({
      tokenHash: hashOneTimeToken(token),
      userId,
      kind,
      expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
    });
  });
  return token;
}

/**
 * Uses up a token: the row is deleted in the same statement that finds it, so two concurrent
 * uses cannot both succeed. Returns the user id, or null for an unknown, used or expired token.
 */
export async function consumeOneTimeToken(
  db: Db,
  kind: OneTimeTokenKind,
  token: string,
): Promise<string | null> {
  const [row] = await db
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashOneTimeToken(token)), eq(oneTimeTokens.kind, kind)))
    .returning({ userId: oneTimeTokens.userId, expiresAt: oneTimeTokens.expiresAt });
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row.userId;
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
