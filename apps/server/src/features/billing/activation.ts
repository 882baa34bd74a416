import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  couponRedemptions,
  paymentOrders,
  payments,
  plans,
  scheduledPlanChanges,
  subscriptionEvents,
  users,
} from '../../db/schema/index';
import { nowOf, type BillingDeps } from './billingDeps';
import { receiptMessage } from './billingEmails';
import { oneMonthBefore } from './planChanges';

export type OrderRow = typeof paymentOrders.$inferSelect;

/** What the provider told us about the payment that paid an order (none for a 100 % coupon). */
export type CapturedPayment = { providerPaymentId: string; amountCents: number; currency: string };

/** The payments row of one provider payment on an order, captured or failed. */
function paymentRow(
  order: Pick<OrderRow, 'id' | 'userId'>,
  payment: CapturedPayment,
  status: 'captured' | 'failed',
) {
  return {
    orderId: order.id,
    userId: order.userId,
    providerPaymentId: payment.providerPaymentId,
    amountCents: payment.amountCents,
    currency: payment.currency,
    status,
  };
}

/**
 * What paying an order grants (decision 032). `new` and `renew`: a month added to
 * max(now, expiry). `renew` of the plan scheduled for the next period keeps the current plan
 * while its period runs (the reminder job switches at the period's end). `upgrade`: the dearer
 * plan now, the paid-until date unchanged (the amount was prorated to it).
 */
function grantOf(order: OrderRow, now: Date) {
  const at = now.toISOString();
  const running = sql`coalesce(${users.subscriptionExpiryDate}, ${at}::timestamptz) > ${at}::timestamptz`;
  if (order.kind === 'upgrade') return { subscriptionTier: order.planId };
  return {
    subscriptionTier:
      order.kind === 'renew'
        ? sql<
            OrderRow['planId']
          >`case when ${running} then ${users.subscriptionTier} else ${order.planId} end`
        : order.planId,
    subscriptionExpiryDate: sql`greatest(${at}::timestamptz, coalesce(${users.subscriptionExpiryDate}, ${at}::timestamptz)) + interval '1 month'`,
  };
}

export type Activation = {
  order: OrderRow;
  userId: string;
  expiry: Date | null;
};

/**
 * Marks the order paid and grants its plan, inside the caller's transaction. The conditional
 * UPDATE (status <> 'paid') is what makes activation happen once: of two transactions racing
 * for the same order (browser verify and webhook, or a webhook and its duplicate), the second
 * waits for the first's row lock, then finds the order paid and does nothing. Returns null then.
 *
 * What it grants depends on the order's kind (grantOf).
 */
export async function activateOrderIn(
  tx: Db,
  now: Date,
  orderId: string,
  payment: CapturedPayment | null,
): Promise<Activation | null> {
  const [order] = await tx
    .update(paymentOrders)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(paymentOrders.id, orderId), ne(paymentOrders.status, 'paid')))
    .returning();
  if (!order) return null;
  if (payment) {
    await tx
      .insert(payments)
      .values(paymentRow(order, payment, 'captured'))
      .onConflictDoUpdate({
        target: payments.providerPaymentId,
        set: { status: 'captured', errorDescription: null },
      });
  }
  if (order.couponId) {
    await tx
      .insert(couponRedemptions)
      .values({ couponId: order.couponId, userId: order.userId, orderId: order.id })
      .onConflictDoNothing();
  }
  const [user] = await tx
    .update(users)
    .set({ ...grantOf(order, now), updatedAt: now })
    .where(eq(users.id, order.userId))
    .returning({ expiry: users.subscriptionExpiryDate, tier: users.subscriptionTier });
  // the plan bought is the plan now: a change scheduled for the period's end is void
  if (user?.tier === order.planId) {
    await tx.delete(scheduledPlanChanges).where(eq(scheduledPlanChanges.userId, order.userId));
  }
  const expiry = user?.expiry ?? null;
  await tx.insert(subscriptionEvents).values({
    userId: order.userId,
    kind: 'activated',
    tier: order.planId,
    expiryDate: expiry,
    orderId: order.id,
  });
  return { order, userId: order.userId, expiry };
}

/**
 * After an activation committed: tell the session cache, then email the receipt. A mail failure
 * is logged, never undoes the activation.
 */
export async function afterActivation(deps: BillingDeps, activation: Activation): Promise<void> {
  deps.onTierChanged(activation.userId);
  try {
    const [row] = await deps.db
      .select({ email: users.email, fullName: users.fullName, planName: plans.name })
      .from(users)
      .innerJoin(plans, eq(plans.planId, activation.order.planId))
      .where(eq(users.id, activation.userId));
    if (!row || !activation.expiry) return;
    const periodStart =
      activation.order.kind === 'upgrade'
        ? (activation.order.paidAt ?? nowOf(deps))
        : oneMonthBefore(activation.expiry);
    await deps.mailer.send(
      receiptMessage({
        to: row.email,
        fullName: row.fullName,
        planName: row.planName,
        amountCents: activation.order.amountCents,
        currency: activation.order.currency,
        couponCode: activation.order.couponCode,
        periodStart,
        periodEnd: activation.expiry,
        receipt: activation.order.receipt,
      }),
    );
  } catch (error) {
    deps.log?.error({ err: error, orderId: activation.order.id }, 'receipt email failed');
  }
}

/** Activates an order once, in its own transaction; null when it was already paid. */
export async function activateOrder(
  deps: BillingDeps,
  orderId: string,
  payment: CapturedPayment | null,
): Promise<Activation | null> {
  const now = nowOf(deps);
  const activation = await deps.db.transaction((tx) => activateOrderIn(tx, now, orderId, payment));
  if (activation) await afterActivation(deps, activation);
  return activation;
}

/** A failed attempt: recorded; the order turns failed unless it was paid (a retry may still pay). */
export async function recordFailedPayment(
  deps: BillingDeps,
  order: OrderRow,
  payment: CapturedPayment & { errorDescription: string | null },
): Promise<void> {
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({
        ...paymentRow(order, payment, 'failed'),
        errorDescription: payment.errorDescription,
      })
      // a captured payment stays captured whatever arrives later
      .onConflictDoNothing();
    await tx
      .update(paymentOrders)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')));
  });
}
