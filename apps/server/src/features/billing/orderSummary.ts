import { billingMessages, centsToPrice, type OrderSummary } from '@codeflow/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentOrders } from '../../db/schema/index';
import { AppError } from '../../domain/appError';

/**
 * GET /api/subscription/orders/{order_id}: one of the caller's orders as stored, so the TEST
 * MODE checkout page shows the amount the server will record, never one from its URL (issue 22,
 * item 22). Another user's order is 404 like an unknown one.
 */
export async function orderSummary(db: Db, userId: string, orderId: string): Promise<OrderSummary> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.providerOrderId, orderId), eq(paymentOrders.userId, userId)));
  if (!order) {
    throw new AppError('CHECKOUT_SESSION_NOT_FOUND', billingMessages.checkoutSessionNotFound);
  }
  return {
    order_id: order.providerOrderId,
    plan_id: order.planId,
    kind: order.kind,
    amount: order.amountCents,
    currency: order.currency,
    price: centsToPrice(order.amountCents),
    status: order.status,
  };
}
