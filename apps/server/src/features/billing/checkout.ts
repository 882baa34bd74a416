import { randomBytes } from 'node:crypto';
import {
  BILLING_CURRENCY,
  billingMessages,
  centsToPrice,
  discountedCents,
  PROVIDER_MINIMUM_CENTS,
  type CheckoutAnswer,
  type CouponQuote,
  type PlanId,
} from '@codeflow/contracts';
import { and, eq } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import type { AuthUser } from '../auth/users';
import { activateOrderIn, afterActivation } from './activation';
import { nowOf, type BillingDeps } from './billingDeps';
import { usableCoupon, type CouponRow } from './coupons';
import { planChangeFor, type PlanChange } from './planChanges';

/** The user as checkout reads it (the guard's row is enough). */
export type Buyer = Pick<
  AuthUser,
  'id' | 'email' | 'fullName' | 'subscriptionTier' | 'subscriptionExpiryDate'
>;

/** Where the test-mode checkout page of the web app lives. */
export const DEV_CHECKOUT_PATH = '/checkout/test';

/** Receipt numbers: unique, at most 40 characters (Razorpay's limit). */
function newReceipt(): string {
  return `rcpt_${randomBytes(12).toString('hex')}`;
}

/**
 * The amount to charge in cents. A coupon that leaves something under the provider's minimum is
 * refused here (Razorpay would refuse the order); an upgrade prorated to under the minimum costs
 * nothing (the few cents are not worth a payment), and a 100 % coupon only starts a plan: it
 * never extends or upgrades a paid period (no stacking of free months).
 */
function amountOf(change: PlanChange, coupon: CouponRow | null): number {
  const cents = coupon
    ? discountedCents(change.baseCents, coupon.discountPercent)
    : change.baseCents;
  if (coupon && coupon.discountPercent === 100 && change.kind !== 'new') {
    throw new AppError('COUPON_INVALID', billingMessages.freeCouponWhilePaid);
  }
  if (cents > 0 && cents < PROVIDER_MINIMUM_CENTS) {
    if (coupon) throw new AppError('COUPON_INVALID', billingMessages.couponBelowMinimum);
    return 0;
  }
  return cents;
}

/** POST /api/subscription/validate-coupon: the price this coupon gives on this plan. */
export async function quoteCoupon(
  deps: BillingDeps,
  user: Buyer,
  planId: PlanId,
  code: string,
): Promise<CouponQuote> {
  const now = nowOf(deps);
  const change = await planChangeFor(deps.db, user, planId, now);
  const coupon = await usableCoupon(deps.db, code, now, user.id);
  return {
    code: coupon.code,
    discount_percent: coupon.discountPercent,
    plan_id: change.plan.planId,
    original_price: centsToPrice(change.baseCents),
    price: centsToPrice(amountOf(change, coupon)),
  };
}

type Priced = { change: PlanChange; coupon: CouponRow | null; amountCents: number };

function common(priced: Priced, orderId: string) {
  return {
    plan_id: priced.change.plan.planId,
    order_id: orderId,
    amount: priced.amountCents,
    currency: BILLING_CURRENCY,
    original_price: centsToPrice(priced.change.baseCents),
    price: centsToPrice(priced.amountCents),
    discount_percent: priced.coupon?.discountPercent ?? null,
  };
}

function description(change: PlanChange): string {
  const until = change.paidUntil.toISOString().slice(0, 10);
  if (change.kind === 'upgrade') return `${change.plan.name} plan until ${until}`;
  return `${change.plan.name} plan, 1 month (until ${until})`;
}

/**
 * Inserts the order (status created) in one transaction that first locks the coupon row and
 * counts its uses: the order is the coupon's reservation, so parallel orders cannot take more
 * uses than it has (decision 032). The provider's order id is filled in after.
 */
async function reserveOrder(
  deps: BillingDeps,
  user: Buyer,
  change: PlanChange,
  couponCode: string | undefined,
  now: Date,
): Promise<{ id: string; receipt: string; priced: Priced }> {
  const receipt = newReceipt();
  return deps.db.transaction(async (tx) => {
    const coupon = couponCode ? await usableCoupon(tx, couponCode, now, user.id, true) : null;
    const priced: Priced = { change, coupon, amountCents: amountOf(change, coupon) };
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        userId: user.id,
        planId: change.plan.planId,
        kind: change.kind,
        amountCents: priced.amountCents,
        originalAmountCents: change.plan.priceCents,
        currency: BILLING_CURRENCY,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        discountPercent: coupon?.discountPercent ?? null,
        provider:
          priced.amountCents === 0
            ? 'none'
            : deps.provider.name === 'razorpay'
              ? 'razorpay'
              : 'dev',
        providerOrderId: `${priced.amountCents === 0 ? 'free' : 'pending'}_${receipt}`,
        receipt,
        createdAt: now,
      })
      .returning({ id: paymentOrders.id });
    if (!order) throw new Error('order insert returned nothing');
    return { id: order.id, receipt, priced };
  });
}

/**
 * POST /api/subscription/create-order (and create-checkout-session): what buying this plan means
 * now (a new month, a renewal, a prorated upgrade; planChanges.ts), the amount computed here
 * (never from the browser), the coupon's use reserved, then the provider's order. Nothing to pay
 * (a 100 % coupon on a new plan, an upgrade worth under the minimum) activates at once.
 */
export async function createCheckout(
  deps: BillingDeps,
  user: Buyer,
  input: { planId: PlanId; couponCode?: string | undefined },
): Promise<CheckoutAnswer> {
  if (deps.provider.name === 'unconfigured') {
    throw new AppError('UNAVAILABLE', billingMessages.paymentsNotConfigured);
  }
  const now = nowOf(deps);
  const change = await planChangeFor(deps.db, user, input.planId, now);
  const reserved = await reserveOrder(deps, user, change, input.couponCode, now);
  const { priced } = reserved;
  if (priced.amountCents === 0) return activateFree(deps, reserved.id, priced, now);

  let providerOrderId: string;
  try {
    const order = await deps.provider.createOrder({
      amountCents: priced.amountCents,
      currency: BILLING_CURRENCY,
      receipt: reserved.receipt,
      notes: { user_id: user.id, plan_id: change.plan.planId },
    });
    providerOrderId = order.id;
  } catch (error) {
    // the reservation is released with the order
    await deps.db
      .update(paymentOrders)
      .set({ status: 'failed', updatedAt: now })
      .where(eq(paymentOrders.id, reserved.id));
    throw error;
  }
  await deps.db
    .update(paymentOrders)
    .set({ providerOrderId })
    .where(and(eq(paymentOrders.id, reserved.id), eq(paymentOrders.status, 'created')));
  const checkout = deps.provider.checkout;
  if (deps.provider.name === 'razorpay' && checkout) {
    return {
      mode: 'razorpay',
      ...common(priced, providerOrderId),
      key_id: checkout.keyId,
      business_name: deps.businessName ?? 'Codeflow',
      description: description(change),
      prefill: { name: user.fullName, email: user.email },
      checkout_script_url: checkout.scriptUrl,
    };
  }
  const query = new URLSearchParams({ order_id: providerOrderId, plan_id: change.plan.planId });
  return {
    mode: 'dev',
    ...common(priced, providerOrderId),
    checkout_url: `${DEV_CHECKOUT_PATH}?${query.toString()}`,
  };
}

/** Nothing to pay: the reserved order is activated at once, without a provider. */
async function activateFree(
  deps: BillingDeps,
  orderId: string,
  priced: Priced,
  now: Date,
): Promise<CheckoutAnswer> {
  const activation = await deps.db.transaction((tx) => activateOrderIn(tx, now, orderId, null));
  if (!activation) throw new Error('a new order was already paid');
  await afterActivation(deps, activation);
  return {
    mode: 'activated',
    ...common(priced, activation.order.providerOrderId),
    subscription_expiry_date: (activation.expiry ?? now).toISOString(),
  };
}
