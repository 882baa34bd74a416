import { adminMessages, adminPasswordLockedMessage } from '@codeflow/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/appError';
import { requireUser, type AuthUser } from './guard';
import { verifyPassword } from '../../security/passwords';
import { recordAudit, type AuditActor } from '../../audit/auditLog';
import type { Db } from '../../db/database';
import { consumeRateLimit, refundRateLimit, type RateLimitRule } from '../../security/rateLimit';

/**
 * Wrong admin passwords allowed per admin account in a window, from any address (decision
 * 034): a stolen admin token cannot guess the password (it could ~17 times a second). Past it,
 * every password-checked admin action is refused until the window ends, right password or not.
 */
export const adminPasswordLimit: RateLimitRule = {
  name: 'admin-password:user',
  limit: 5,
  windowSeconds: 15 * 60,
};

/**
 * A route's `onRequest` hook (after `authenticated`, which protectedRoutes puts first): only the
 * admin role passes, before the body is read or validated, so a non-admin learns nothing about
 * what an admin call accepts. The role is read from the users row on every request (the session
 * cache drops it when the role changes), never from the token.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', adminMessages.adminRequired);
}

/** The signed-in admin (after `adminOnly`). */
export async function requireAdmin(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', adminMessages.adminRequired);
  return user;
}

/** The admin and the request's IP, as the audit trail records them. */
export async function auditActorOf(request: FastifyRequest): Promise<AuditActor> {
  const admin = await requireAdmin(request);
  return { id: admin.id, email: admin.email, ip: request.ip || null };
}

/**
 * Sensitive actions carry the admin's own password: checked with argon2 against the stored
 * hash (an admin without a password, Google-only, cannot do them). Blank was refused by the
 * request schema already; this refuses a wrong one with a 403, and after `adminPasswordLimit`
 * wrong ones locks the admin's password-checked actions (429). Every wrong password and the
 * lock are in the audit trail.
 */
export async function checkAdminPassword(
  db: Db,
  actor: AuditActor,
  admin: AuthUser,
  password: string,
): Promise<void> {
  if (password.trim().length === 0) {
    throw new AppError('FORBIDDEN', adminMessages.adminPasswordRequired);
  }
  // the attempt is counted before the check and given back when it succeeds: parallel guesses
  // cannot get past the limit between a check and its count
  const attempt = await consumeRateLimit(db, adminPasswordLimit, admin.id);
  if (!attempt.allowed) {
    throw new AppError('RATE_LIMITED', adminPasswordLockedMessage(attempt.retryAfterSeconds), {
      retryAfterSeconds: attempt.retryAfterSeconds,
    });
  }
  if (await verifyPassword(password, admin.passwordHash)) {
    await refundRateLimit(db, adminPasswordLimit, admin.id);
    return;
  }
  const locked = attempt.count >= adminPasswordLimit.limit;
  await recordAudit(db, actor, {
    action: locked ? 'admin.password_locked' : 'admin.password_failed',
    targetType: 'user',
    targetId: admin.id,
    targetLabel: admin.email,
    details: { attempts: attempt.count, limit: adminPasswordLimit.limit },
  });
  throw new AppError('FORBIDDEN', adminMessages.adminPasswordWrong);
}
