import {
  UNSAFE_NAME_CHARACTERS,
  type SubscriptionTier,
  type UserProfile,
  type UserRole,
} from '@codeflow/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/index';
import { revokeOneTimeTokens, type PendingSignUp } from '../../security/oneTimeTokens';
import { hashPassword } from '../../security/passwords';
import type { AuthUser } from './authUser';
import { userChanged } from './sessionCache';
import { endAllSessions } from './sessions';

export type { AuthUser } from './authUser';

export type NewUser = {
  email: string;
  /** plain text; hashed here. Omit for Google-only accounts. */
  password?: string | undefined;
  fullName: string;
  role?: UserRole | undefined;
  subscriptionTier?: SubscriptionTier | undefined;
  subscriptionExpiryDate?: Date | null | undefined;
  isVerified?: boolean | undefined;
  disabled?: boolean | undefined;
  googleSub?: string | undefined;
  /** an owner-chosen password: signs in only to choose one's own, until then (decision 028) */
  temporaryPasswordExpiresAt?: Date | undefined;
  /** made by an organization owner: the first claim of the address ends every session */
  ownerProvisioned?: boolean | undefined;
};

const unsafeInName = new RegExp(`${UNSAFE_NAME_CHARACTERS.source}|\\u0000`, 'gu');

/**
 * A name from somewhere that is not a validated request (Google's profile, the admin command
 * line): the characters a request would be refused for become spaces; at most 200 characters.
 */
export function cleanName(name: string): string {
  return name.replace(unsafeInName, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<AuthUser | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<AuthUser | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<AuthUser | undefined> {
  const [user] = await db.select().from(users).where(eq(users.googleSub, sub));
  return user;
}

/**
 * Inserts a user; `passwordHash` may be given instead of `password` when it was computed
 * earlier. Returns undefined when the email (or Google account) is already taken.
 */
export async function createUser(
  db: Db,
  input: NewUser & { passwordHash?: string | undefined },
): Promise<AuthUser | undefined> {
  const passwordHash =
    input.passwordHash ?? (input.password ? await hashPassword(input.password) : null);
  const [user] = await db
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      passwordHash,
      fullName: input.fullName,
      role: input.role ?? 'user',
      subscriptionTier: input.subscriptionTier ?? 'free',
      subscriptionExpiryDate: input.subscriptionExpiryDate ?? null,
      isVerified: input.isVerified ?? false,
      disabled: input.disabled ?? false,
      googleSub: input.googleSub ?? null,
      temporaryPasswordExpiresAt: input.temporaryPasswordExpiresAt ?? null,
      ownerProvisioned: input.ownerProvisioned ?? false,
    })
    .onConflictDoNothing()
    .returning();
  return user;
}

/**
 * Sets a new password and revokes every earlier access token and session of the user
 * (password change, reset, admin change). The new password is never a temporary one.
 */
export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .update(users)
    .set({
      passwordHash,
      temporaryPasswordExpiresAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  userChanged(userId);
  await endAllSessions(db, userId);
}

/**
 * The "choose your password" step: replaces a temporary password, only while it is still the
 * one that was checked (`checkedHash`), so of two racing holders only the first wins. Ends every
 * earlier session. Returns the updated user, or undefined when the race was lost.
 */
export async function replaceTemporaryPassword(
  db: Db,
  userId: string,
  checkedHash: string,
  password: string,
): Promise<AuthUser | undefined> {
  const passwordHash = await hashPassword(password);
  const [updated] = await db
    .update(users)
    .set({
      passwordHash,
      temporaryPasswordExpiresAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.passwordHash, checkedHash),
        isNotNull(users.temporaryPasswordExpiresAt),
      ),
    )
    .returning();
  userChanged(userId);
  if (updated) await endAllSessions(db, userId);
  return updated;
}

/** Disables or enables an account; disabling revokes every token and session. */
export async function setDisabled(db: Db, userId: string, disabled: boolean): Promise<void> {
  await db
    .update(users)
    .set({
      disabled,
      ...(disabled ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  userChanged(userId);
  if (disabled) await endAllSessions(db, userId);
}

/** "Log out everywhere": every access token issued so far stops working. */
export async function revokeAllTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
  userChanged(userId);
  await endAllSessions(db, userId);
}

/**
 * Sets a user's plan (payments, admin): the next request of that user is served with it, also
 * when the guard had the old row cached.
 */
export async function setSubscription(
  db: Db,
  userId: string,
  subscription: { tier: SubscriptionTier; expiryDate: Date | null },
): Promise<void> {
  await db
    .update(users)
    .set({
      subscriptionTier: subscription.tier,
      subscriptionExpiryDate: subscription.expiryDate,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  userChanged(userId);
}

/** The address is proven (a reset link): also no longer an unclaimed owner-made account. */
export async function markVerified(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ isVerified: true, ownerProvisioned: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
  userChanged(userId);
}

/**
 * A verification link was used: the address is proven. If the link came from a sign-up whose
 * password is not the account's (someone registered the address earlier, with a password never
 * proven to belong to its owner), the account takes that sign-up's password and name and every
 * earlier access token and session ends. The person who created the account, verifying their
 * own sign-up, keeps their password and sessions. Other verification links stop working.
 * An account an organization owner made (`ownerProvisioned`) has no password its address owner
 * is known to have chosen: the claim voids it and ends every session (decision 028); "Forgot
 * your password" sets one.
 */
export async function completeVerification(
  db: Db,
  userId: string,
  pending: PendingSignUp | null,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) return;
  const claimsOwnerMade = user.ownerProvisioned;
  const takeOver =
    !claimsOwnerMade &&
    !user.isVerified &&
    pending !== null &&
    pending.passwordHash !== user.passwordHash;
  await db
    .update(users)
    .set({
      isVerified: true,
      ownerProvisioned: false,
      ...(claimsOwnerMade
        ? {
            passwordHash: null,
            temporaryPasswordExpiresAt: null,
            tokenVersion: sql`${users.tokenVersion} + 1`,
          }
        : {}),
      ...(takeOver
        ? {
            passwordHash: pending.passwordHash,
            fullName: pending.fullName,
            tokenVersion: sql`${users.tokenVersion} + 1`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  userChanged(userId);
  if (takeOver || claimsOwnerMade) await endAllSessions(db, userId);
  await revokeOneTimeTokens(db, userId, 'verify_email');
}

/** The user profile of docs/product.md#entities (GET /api/auth/me, `user` of the login answers). */
export function toProfile(user: AuthUser): UserProfile {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    role: user.role,
    subscription_tier: user.subscriptionTier,
    subscription_expiry_date: user.subscriptionExpiryDate?.toISOString() ?? null,
    is_verified: user.isVerified,
    lifetime_flowcharts_created: user.lifetimeFlowchartsCreated,
    created_at: user.createdAt.toISOString(),
  };
}
