import {
  adminMessages,
  PAID_TIERS,
  type AuditAction,
  type AdminBulkResponse,
  type AdminUserFlowcharts,
  type AdminUserRow,
  type SubscriptionTier,
  type UserRole,
} from '@codeflow/contracts';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { flowcharts, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import type { AuthUser } from '../auth/guard';
import { listFlowchartsOf } from '../../flowchartStore/index';
import { userChanged } from '../auth/sessionCache';
import { endAllSessions } from '../auth/sessions';
import { createUser, findUserById, setDisabled, setPassword, setSubscription } from '../auth/users';
import { recordAudit, type AuditActor } from '../../audit/auditLog';
import { findUserRow, isUserId } from './userRows';

const DAY_MS = 86_400_000;

/** The target user, or NOT_FOUND (also for an id that is not a uuid). */
async function targetUser(db: Db, id: string): Promise<AuthUser> {
  const user = isUserId(id) ? await findUserById(db, id) : undefined;
  if (!user) throw new AppError('NOT_FOUND', adminMessages.userNotFound);
  return user;
}

/**
 * Decision 034: an admin's account is theirs. No other admin may change its password, role,
 * plan or status, or delete it; each such attempt is refused and recorded in the audit trail.
 */
async function refuseOtherAdmin(
  db: Db,
  actor: AuditActor,
  user: AuthUser,
  attempted: AuditAction,
): Promise<void> {
  if (user.role !== 'admin' || user.id === actor.id) return;
  await recordAudit(db, actor, {
    action: 'admin.action_refused',
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.email,
    details: { attempted, reason: 'another admin' },
  });
  throw new AppError('FORBIDDEN', adminMessages.otherAdminProtected);
}

/** Admin rows cannot be disabled, deleted or bulk-selected. */
function refuseAdminTarget(user: AuthUser): void {
  if (user.role === 'admin') throw new AppError('FORBIDDEN', adminMessages.adminRowProtected);
}

async function rowOf(db: Db, id: string): Promise<AdminUserRow> {
  const row = await findUserRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', adminMessages.userNotFound);
  return row;
}

export type CreateUserInput = {
  email: string;
  password: string | undefined;
  fullName: string;
  role: UserRole;
  tier: SubscriptionTier;
};

/**
 * POST /api/admin/users/create: verified at once (the admin vouches for the address). A user
 * made admin gets the admin tier, as the admin account created at start-up does.
 */
export async function adminCreateUser(
  db: Db,
  actor: AuditActor,
  input: CreateUserInput,
): Promise<AdminUserRow> {
  if (input.role === 'team_member') {
    throw new AppError('UNPROCESSABLE', adminMessages.teamMemberNeedsOrganization);
  }
  if (input.role !== 'admin' && input.tier === 'admin') {
    throw new AppError('UNPROCESSABLE', adminMessages.adminTierNeedsAdminRole);
  }
  const tier = input.role === 'admin' ? 'admin' : input.tier;
  const user = await createUser(db, {
    email: input.email,
    password: input.password,
    fullName: input.fullName,
    role: input.role,
    subscriptionTier: tier,
    isVerified: true,
  });
  if (!user) throw new AppError('CONFLICT', adminMessages.emailTaken);
  await recordAudit(db, actor, {
    action: 'user.create',
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.email,
    details: {
      role: user.role,
      subscription_tier: user.subscriptionTier,
      has_password: !!input.password,
    },
  });
  return rowOf(db, user.id);
}

/** POST /api/admin/users/change-password: every token and session of the user ends. */
export async function adminChangePassword(
  db: Db,
  actor: AuditActor,
  userId: string,
  newPassword: string,
): Promise<string> {
  const user = await targetUser(db, userId);
  await refuseOtherAdmin(db, actor, user, 'user.change_password');
  await setPassword(db, user.id, newPassword);
  await recordAudit(db, actor, {
    action: 'user.change_password',
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.email,
  });
  return adminMessages.passwordChanged;
}

/**
 * POST /api/admin/users/change-subscription: takes effect on the user's next request (the
 * session cache is told). A paid tier lasts `expiryDays` when given, otherwise it does not
 * expire; free and admin never do.
 */
export async function adminChangeSubscription(
  db: Db,
  actor: AuditActor,
  userId: string,
  tier: SubscriptionTier,
  expiryDays: number | undefined,
  now = new Date(),
): Promise<string> {
  const user = await targetUser(db, userId);
  await refuseOtherAdmin(db, actor, user, 'user.change_subscription');
  if (tier === 'admin' && user.role !== 'admin') {
    throw new AppError('UNPROCESSABLE', adminMessages.adminTierNeedsAdminRole);
  }
  const expiryDate =
    PAID_TIERS.includes(tier) && expiryDays !== undefined
      ? new Date(now.getTime() + expiryDays * DAY_MS)
      : null;
  await setSubscription(db, user.id, { tier, expiryDate });
  await recordAudit(db, actor, {
    action: 'user.change_subscription',
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.email,
    details: {
      from: user.subscriptionTier,
      to: tier,
      expiry_date: expiryDate?.toISOString() ?? null,
    },
  });
  return adminMessages.subscriptionChanged;
}

/**
 * POST /api/admin/users/change-role. An admin cannot change their own role (no self-demotion:
 * there must be someone left to undo it). Becoming admin brings the admin tier; leaving it
 * drops the admin tier to free.
 */
export async function adminChangeRole(
  db: Db,
  actor: AuditActor,
  userId: string,
  role: UserRole,
): Promise<string> {
  const user = await targetUser(db, userId);
  if (user.id === actor.id) throw new AppError('FORBIDDEN', adminMessages.selfDemotion);
  await refuseOtherAdmin(db, actor, user, 'user.change_role');
  if (role === 'team_member' && user.role !== 'team_member') {
    // only an organization's owner makes a member (a team_member outside one is a plain user)
    throw new AppError('UNPROCESSABLE', adminMessages.teamMemberNeedsOrganization);
  }
  const tier: SubscriptionTier =
    role === 'admin' ? 'admin' : user.subscriptionTier === 'admin' ? 'free' : user.subscriptionTier;
  await db
    .update(users)
    .set({
      role,
      subscriptionTier: tier,
      ...(tier !== user.subscriptionTier ? { subscriptionExpiryDate: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  userChanged(user.id);
  await recordAudit(db, actor, {
    action: 'user.change_role',
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.email,
    details: { from: user.role, to: role, subscription_tier: tier },
  });
  return adminMessages.roleChanged;
}

/** POST /api/admin/users/toggle-status: disabling revokes every token at once. */
export async function adminToggleStatus(
  db: Db,
  actor: AuditActor,
  userId: string,
): Promise<{ disabled: boolean; message: string }> {
  const user = await targetUser(db, userId);
  if (user.id === actor.id) throw new AppError('FORBIDDEN', adminMessages.selfDisable);
  await refuseOtherAdmin(db, actor, user, 'user.disable');
  refuseAdminTarget(user);
  const disabled = !user.disabled;
  await setDisabled(db, user.id, disabled);
  await recordAudit(db, actor, {
    action: disabled ? 'user.disable' : 'user.enable',
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.email,
  });
  return { disabled, message: disabled ? adminMessages.userDisabled : adminMessages.userEnabled };
}

/** DELETE /api/admin/users/{id}: the user's flowcharts, sessions and orders go with them. */
export async function adminDeleteUser(db: Db, actor: AuditActor, userId: string): Promise<string> {
  const user = await targetUser(db, userId);
  await refuseOtherAdmin(db, actor, user, 'user.delete');
  refuseAdminTarget(user);
  const [flowchartCount] = await db
    .select({ n: count() })
    .from(flowcharts)
    .where(eq(flowcharts.userId, user.id));
  // every table referring to the user cascades (flowcharts, sessions, orders ...)
  await db.delete(users).where(eq(users.id, user.id));
  userChanged(user.id);
  await recordAudit(db, actor, {
    action: 'user.delete',
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.email,
    details: { flowcharts_deleted: flowchartCount?.n ?? 0, role: user.role },
  });
  return adminMessages.userDeleted;
}

/**
 * POST /api/admin/users/bulk-disable and /bulk-enable. The whole request is refused when it
 * names an admin (admin rows cannot be selected) or an unknown user, so nothing half-happens.
 */
export async function adminBulkSetDisabled(
  db: Db,
  actor: AuditActor,
  userIds: readonly string[],
  disabled: boolean,
): Promise<AdminBulkResponse> {
  const ids = [...new Set(userIds)];
  if (!ids.every(isUserId)) throw new AppError('NOT_FOUND', adminMessages.userNotFound);
  const targets = await db
    .select({ id: users.id, role: users.role, disabled: users.disabled })
    .from(users)
    .where(inArray(users.id, ids));
  if (targets.length !== ids.length) throw new AppError('NOT_FOUND', adminMessages.userNotFound);
  if (targets.some((t) => t.role === 'admin' || t.id === actor.id)) {
    const admins = targets.filter((t) => t.role === 'admin' && t.id !== actor.id);
    for (const target of admins) {
      await recordAudit(db, actor, {
        action: 'admin.action_refused',
        targetType: 'user',
        targetId: target.id,
        details: {
          attempted: disabled ? 'user.bulk_disable' : 'user.bulk_enable',
          reason: 'another admin',
        },
      });
    }
    throw new AppError('FORBIDDEN', adminMessages.adminRowProtected);
  }
  const changing = targets.filter((t) => t.disabled !== disabled).map((t) => t.id);
  if (changing.length > 0) {
    await db
      .update(users)
      .set({
        disabled,
        // as setDisabled: tokens issued before a disable stay dead after a re-enable
        ...(disabled ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        updatedAt: new Date(),
      })
      .where(and(inArray(users.id, changing), ne(users.role, 'admin')));
    for (const id of changing) {
      userChanged(id);
      if (disabled) await endAllSessions(db, id);
    }
  }
  await recordAudit(db, actor, {
    action: disabled ? 'user.bulk_disable' : 'user.bulk_enable',
    targetType: 'user',
    targetId: null,
    targetLabel: `${changing.length} users`,
    details: { user_ids: changing, requested: ids.length },
  });
  const verb = disabled ? 'disabled' : 'enabled';
  return {
    updated: changing.length,
    message: `${changing.length} ${changing.length === 1 ? 'user' : 'users'} ${verb}.`,
  };
}

/** GET /api/admin/users/{id}/flowcharts: titles, languages and dates, newest first; no code. */
export async function adminUserFlowcharts(
  db: Db,
  admin: AuthUser,
  userId: string,
): Promise<AdminUserFlowcharts> {
  const user = await targetUser(db, userId);
  const rows = await listFlowchartsOf(db, admin, user.id);
  if (!rows) throw new AppError('FORBIDDEN', adminMessages.adminRequired);
  return {
    user: { id: user.id, email: user.email, full_name: user.fullName },
    flowcharts: rows.map((r) => ({
      id: r.id,
      title: r.title,
      language: r.language,
      created_at: r.created_at,
      updated_at: r.updated_at,
    })),
    total_count: rows.length,
  };
}
