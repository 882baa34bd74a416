import {
  adminMessages,
  tierSwitchedMessage,
  type AdminSelfSubscription,
  type SubscriptionTier,
} from '@codeflow/contracts';
import type { Db } from '../../db/database';
import type { AuthUser } from '../auth/guard';
import { setSubscription } from '../auth/users';
import { recordAudit, type AuditActor } from '../../audit/auditLog';
import { daysLeft } from './userRows';

const DAY_MS = 86_400_000;

function answer(
  message: string,
  tier: SubscriptionTier,
  expiry: Date | null,
  now: Date,
): AdminSelfSubscription {
  return {
    message,
    subscription_tier: tier,
    subscription_expiry_date: expiry?.toISOString() ?? null,
    days_left: daysLeft(expiry, now),
  };
}

/**
 * The admin testing tools act on the admin's own account only. The role stays admin, so the
 * admin area stays reachable and "revert to full admin" is one call; the tier decides what the
 * product lets them do (features, limits), as for anyone on it. The session cache is told, so
 * the next request is served with the new tier.
 *
 * set-tier (the dashboard's tier switch) starts the tier fresh, without an expiry; set-self-tier
 * keeps the current expiry date, so it combines with set-self-expiry. The admin tier never expires.
 */
export async function setOwnTier(
  db: Db,
  admin: AuthUser,
  actor: AuditActor,
  tier: SubscriptionTier,
  keepExpiry: boolean,
  now = new Date(),
): Promise<AdminSelfSubscription> {
  const expiry = keepExpiry && tier !== 'admin' ? admin.subscriptionExpiryDate : null;
  await setSubscription(db, admin.id, { tier, expiryDate: expiry });
  await recordAudit(db, actor, {
    action: 'self.set_tier',
    targetType: 'user',
    targetId: admin.id,
    targetLabel: admin.email,
    details: {
      from: admin.subscriptionTier,
      to: tier,
      tool: keepExpiry ? 'set-self-tier' : 'set-tier',
    },
  });
  const message = keepExpiry ? adminMessages.tierUpdated : tierSwitchedMessage(tier);
  return answer(message, tier, expiry, now);
}

/** POST /api/admin/set-self-expiry: whole days from now; 0 is now (today), negative expired. */
export async function setOwnExpiry(
  db: Db,
  admin: AuthUser,
  actor: AuditActor,
  daysFromNow: number,
  now = new Date(),
): Promise<AdminSelfSubscription> {
  const expiry = new Date(now.getTime() + daysFromNow * DAY_MS);
  await setSubscription(db, admin.id, { tier: admin.subscriptionTier, expiryDate: expiry });
  await recordAudit(db, actor, {
    action: 'self.set_expiry',
    targetType: 'user',
    targetId: admin.id,
    targetLabel: admin.email,
    details: {
      days_from_now: daysFromNow,
      from: admin.subscriptionExpiryDate?.toISOString() ?? null,
      to: expiry.toISOString(),
    },
  });
  return answer(adminMessages.expiryUpdated, admin.subscriptionTier, expiry, now);
}
