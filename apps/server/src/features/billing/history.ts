import {
  centsToPrice,
  type BillingHistoryRow,
  type PaymentStatus,
  type PlanId,
} from '@codeflow/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentOrders, plans } from '../../db/schema/index';
import { effectiveTier, type TierHolder } from '../../plans/effectiveTier';

/** GET /api/subscription/history: the user's paid and failed orders, newest first. */
export async function billingHistory(db: Db, userId: string): Promise<BillingHistoryRow[]> {
  const rows = await db
    .select({ order: paymentOrders, planName: plans.name })
    .from(paymentOrders)
    .innerJoin(plans, eq(plans.planId, paymentOrders.planId))
    .where(and(eq(paymentOrders.userId, userId), inArray(paymentOrders.status, ['paid', 'failed'])))
    .orderBy(desc(paymentOrders.createdAt))
    .limit(200);
  return rows.map(({ order, planName }) => ({
    order_id: order.providerOrderId,
    date: (order.paidAt ?? order.createdAt).toISOString(),
    plan_id: order.planId,
    plan_name: planName,
    amount: centsToPrice(order.amountCents),
    currency: order.currency,
    status: order.status,
    coupon_code: order.couponCode,
    receipt: order.receipt,
  }));
}

/**
 * GET /api/subscription/payment-status: the user's latest order (of `planId`, when given) and
 * their tier, for the activation page. It reports; it grants nothing.
 */
export async function latestPaymentStatus(
  db: Db,
  user: TierHolder & { id: string },
  planId?: PlanId,
  now: Date = new Date(),
): Promise<PaymentStatus> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(
      planId
        ? and(eq(paymentOrders.userId, user.id), eq(paymentOrders.planId, planId))
        : eq(paymentOrders.userId, user.id),
    )
    .orderBy(desc(paymentOrders.createdAt))
    .limit(1);
  return {
    status: !order ? 'none' : order.status === 'created' ? 'pending' : order.status,
    plan_id: order?.planId ?? null,
    order_id: order?.providerOrderId ?? null,
    tier: effectiveTier(user, now),
    subscription_expiry_date: user.subscriptionExpiryDate
      ? user.subscriptionExpiryDate.toISOString()
      : null,
  };
}
