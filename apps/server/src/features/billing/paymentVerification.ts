import {
  billingMessages,
  type ActivationAnswer,
  type VerifyPaymentBody,
} from '@codeflow/contracts';
import { and, eq } from 'drizzle-orm';
import { paymentOrders, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { activateOrder, type OrderRow } from './activation';
import { nowOf, type BillingDeps } from './billingDeps';
import { reservationLive } from './coupons';

function verificationFailed(reason: string): AppError {
  return new AppError('PAYMENT_VERIFICATION_FAILED', billingMessages.verificationFailed, {
    meta: { reason },
  });
}

function answer(order: OrderRow, expiry: Date | null): ActivationAnswer {
  return {
    status: 'activated',
    plan_id: order.planId,
    subscription_expiry_date: expiry ? expiry.toISOString() : null,
  };
}

async function currentExpiry(deps: BillingDeps, order: OrderRow): Promise<Date | null> {
  const [row] = await deps.db
    .select({ expiry: users.subscriptionExpiryDate })
    .from(users)
    .where(eq(users.id, order.userId));
  return row?.expiry ?? null;
}

/**
 * POST /api/subscription/verify-payment: Checkout's handler result. The order must be one WE
 * created for THIS user; the signature is checked against that stored order id, and the order
 * as Razorpay reports it must match what we asked (amount, currency, plan). Answers the same
 * for a payment the webhook already activated.
 */
export async function verifyPayment(
  deps: BillingDeps,
  userId: string,
  body: VerifyPaymentBody,
): Promise<ActivationAnswer> {
  if (deps.provider.name !== 'razorpay') throw verificationFailed('provider is not razorpay');
  const [order] = await deps.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.providerOrderId, body.razorpay_order_id),
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.provider, 'razorpay'),
      ),
    );
  if (!order) throw verificationFailed('no such order for this user');
  const valid = deps.provider.verifyPaymentSignature(
    order.providerOrderId,
    body.razorpay_payment_id,
    body.razorpay_signature,
  );
  if (!valid) throw verificationFailed('bad signature');
  if (order.status === 'paid') return answer(order, await currentExpiry(deps, order));

  const remote = await deps.provider.fetchOrder(order.providerOrderId);
  if (
    !remote ||
    remote.amountCents !== order.amountCents ||
    remote.currency !== order.currency ||
    (remote.notes.plan_id !== undefined && remote.notes.plan_id !== order.planId) ||
    (remote.notes.user_id !== undefined && remote.notes.user_id !== order.userId)
  ) {
    throw verificationFailed('order differs at the provider');
  }
  const activation = await activateOrder(deps, order.id, {
    providerPaymentId: body.razorpay_payment_id,
    amountCents: order.amountCents,
    currency: order.currency,
  });
  return answer(order, activation ? activation.expiry : await currentExpiry(deps, order));
}

/**
 * POST /api/subscription/webhook/mock-payment-success (test mode only): completes a checkout
 * session this user opened for this plan. Never activates from a user and plan alone.
 */
export async function completeDevCheckout(
  deps: BillingDeps,
  userId: string,
  input: { orderId: string; planId: string; userIdClaimed?: string | undefined },
): Promise<ActivationAnswer> {
  const notFound = new AppError(
    'CHECKOUT_SESSION_NOT_FOUND',
    billingMessages.checkoutSessionNotFound,
  );
  if (deps.provider.name !== 'dev') throw notFound;
  if (input.userIdClaimed !== undefined && input.userIdClaimed !== userId) throw notFound;
  const [order] = await deps.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.providerOrderId, input.orderId),
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.provider, 'dev'),
      ),
    );
  if (!order || order.planId !== input.planId) throw notFound;
  // an abandoned session's coupon use was released (decision 032): it cannot be paid any more
  if (order.status === 'created' && !reservationLive(order.createdAt, nowOf(deps))) {
    throw new AppError('CHECKOUT_REFUSED', billingMessages.checkoutSessionExpired);
  }
  const activation = await activateOrder(deps, order.id, {
    providerPaymentId: `dev_pay_${order.id}`,
    amountCents: order.amountCents,
    currency: order.currency,
  });
  return answer(order, activation ? activation.expiry : await currentExpiry(deps, order));
}
