import {
  billingMessages,
  PAID_TIERS,
  TIER_NAMES,
  type CancelAnswer,
  type CurrentSubscription,
  type SubscriptionStatus,
} from '@codeflow/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { subscriptionEvents } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { effectiveTier, type TierHolder } from '../../plans/effectiveTier';
import { nowOf, type BillingDeps } from './billingDeps';
import { scheduledChangeOf } from './planChanges';

const DAY_MS = 86_400_000;

export type Subscriber = TierHolder & { id: string };

/** Whether the user's latest activation was followed by a cancel. */
export async function isCancelled(db: Db, userId: string): Promise<boolean> {
  const [latest] = await db
    .select({ kind: subscriptionEvents.kind })
    .from(subscriptionEvents)
    .where(
      and(
        eq(subscriptionEvents.userId, userId),
        inArray(subscriptionEvents.kind, ['activated', 'cancelled']),
      ),
    )
    .orderBy(desc(subscriptionEvents.id))
    .limit(1);
  return latest?.kind === 'cancelled';
}

/**
 * GET /api/subscription/current: plan, paid-until date, the days left (ceil, as the header
 * shows) and a change scheduled for the period's end.
 */
export async function currentSubscription(
  deps: BillingDeps,
  user: Subscriber,
): Promise<CurrentSubscription> {
  const now = nowOf(deps);
  const tier = user.subscriptionTier;
  const expiry = user.subscriptionExpiryDate;
  const paid = PAID_TIERS.includes(tier);
  const cancelled = paid && (await isCancelled(deps.db, user.id));
  const scheduled = paid ? await scheduledChangeOf(deps.db, user.id) : null;
  let status: SubscriptionStatus = 'none';
  if (paid) {
    if (expiry && expiry.getTime() <= now.getTime()) status = 'expired';
    else status = cancelled ? 'cancelled' : 'active';
  }
  return {
    tier,
    effective_tier: effectiveTier(user, now),
    status,
    // one-time payments: nothing charges again, the plan is paid until expiry_date (decision 032)
    renews: false,
    expiry_date: expiry ? expiry.toISOString() : null,
    // `+ 0` turns ceil's -0 (just expired) into 0
    days_left: expiry ? Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS) + 0 : null,
    scheduled_change: scheduled
      ? {
          plan_id: scheduled.planId,
          plan_name: TIER_NAMES[scheduled.planId],
          date: scheduled.effectiveAt.toISOString(),
        }
      : null,
  };
}

/**
 * POST /api/subscription/cancel: stops renewal; the plan stays until its expiry date (the refund
 * policy; docs/decisions/014-billing.md explains why not "reverts to Free immediately").
 * Cancelling twice answers the same.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  user: Subscriber,
): Promise<CancelAnswer> {
  const now = nowOf(deps);
  const paid = PAID_TIERS.includes(user.subscriptionTier);
  if (!paid || effectiveTier(user, now) === 'free') {
    throw new AppError('NO_SUBSCRIPTION', billingMessages.noSubscription);
  }
  await deps.db.transaction(async (tx) => {
    if (await isCancelled(tx, user.id)) return;
    await tx.insert(subscriptionEvents).values({
      userId: user.id,
      kind: 'cancelled',
      tier: user.subscriptionTier,
      expiryDate: user.subscriptionExpiryDate,
    });
  });
  return {
    message: billingMessages.subscriptionCancelled,
    subscription: await currentSubscription(deps, user),
  };
}
