import { adminMessages } from '@codeflow/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../domain/appError';
import { requireUser, type AuthUser } from './guard';
import { verifyPassword } from '../../security/passwords';
import type { AuditActor } from '../../audit/auditLog';

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
 * request schema already; this refuses a wrong one with a 403.
 */
export async function checkAdminPassword(admin: AuthUser, password: string): Promise<void> {
  if (password.trim().length === 0) {
    throw new AppError('FORBIDDEN', adminMessages.adminPasswordRequired);
  }
  if (!(await verifyPassword(password, admin.passwordHash))) {
    throw new AppError('FORBIDDEN', adminMessages.adminPasswordWrong);
  }
}
