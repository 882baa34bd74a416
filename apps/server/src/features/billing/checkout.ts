import { randomBytes } from 'node:crypto';
import {
  BILLING_CURRENCY,
  billingMessages,
  centsToPrice,
  discountedCents,
  type CheckoutAnswer,
  type CouponQuote,
  type PlanId,
} from '@codeflow/contracts';
import type { Db } from '../../db/database';
import { paymentOrders } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import type { AuthUser } from '../auth/users';
import { effectiveTier } from '../../plans/effectiveTier';
import { activateOrderIn, afterActivation } from './activation';
import { nowOf, type BillingDeps } from './billingDeps';
import { usableCoupon, type CouponRow } from './coupons';
import { findPlan, type PlanRow } from '../../plans/planTable';

/** The user as checkout reads it (the guard's row is enough). */
export type Buyer = Pick<
  AuthUser,
  'id' | 'email' | 'fullName' | 'subscriptionTier' | 'subscriptionExpiryDate'
>;

/** Where the test-mode checkout page of the web app lives. */
export const DEV_CHECKOUT_PATH = '/checkout/test';

/** The plan, if this user may buy it now (docs/product.md#validation-rules: not free, not current). */
async function purchasablePlan(db: Db, user: Buyer, planId: PlanId, now: Date): Promise<PlanRow> {
  const plan = await findPlan(db, planId);
  if (!plan || !plan.active) {
    throw new AppError('NOT_FOUND', billingMessages.planNotFound, { meta: { planId } });
  }
  if (plan.planId === 'free' || plan.priceCents === 0) {
    throw new AppError('CHECKOUT_REFUSED', billingMessages.freePlanNoCheckout);
  }
  if (effectiveTier(user, now) === plan.planId) {
    throw new AppError('CHECKOUT_REFUSED', billingMessages.alreadyOnPlan);
  }
  return plan;
}

/** Receipt numbers: unique, at most 40 characters (Razorpay's limit). */
function newReceipt(): string {
  return `rcpt_${randomBytes(12).toString('hex')}`;
}

/** POST /api/subscription/validate-coupon: the price this coupon gives on this plan. */
export async function quoteCoupon(
  deps: BillingDeps,
  user: Buyer,
  planId: PlanId,
  code: string,
): Promise<CouponQuote> {
  const now = nowOf(deps);
  const plan = await purchasablePlan(deps.db, user, planId, now);
  const coupon = await usableCoupon(deps.db, code, now);
  return {
    code: coupon.code,
    discount_percent: coupon.discountPercent,
    plan_id: plan.planId,
    original_price: centsToPrice(plan.priceCents),
    price: centsToPrice(discountedCents(plan.priceCents, coupon.discountPercent)),
  };
}

type Priced = { plan: PlanRow; coupon: CouponRow | null; amountCents: number };

function common(priced: Priced, orderId: string) {
  return {
    plan_id: priced.plan.planId,
    order_id: orderId,
    amount: priced.amountCents,
    currency: BILLING_CURRENCY,
    original_price: centsToPrice(priced.plan.priceCents),
    price: centsToPrice(priced.amountCents),
    discount_percent: priced.coupon?.discountPercent ?? null,
  };
}

/**
 * POST /api/subscription/create-order (and create-checkout-session): checks the plan and coupon,
 * computes the amount here (never from the browser), creates the provider's order and stores it.
 * A coupon that brings the amount to 0 activates the plan at once, without a payment.
 */
export async function createCheckout(
  deps: BillingDeps,
  user: Buyer,
  input: { planId: PlanId; couponCode?: string | undefined },
): Promise<CheckoutAnswer> {
  const now = nowOf(deps);
  const plan = await purchasablePlan(deps.db, user, input.planId, now);
  const coupon = input.couponCode ? await usableCoupon(deps.db, input.couponCode, now) : null;
  const amountCents = coupon
    ? discountedCents(plan.priceCents, coupon.discountPercent)
    : plan.priceCents;
  const priced: Priced = { plan, coupon, amountCents };
  if (amountCents === 0) return activateFree(deps, user, priced, input.couponCode ?? '');

  const receipt = newReceipt();
  const order = await deps.provider.createOrder({
    amountCents,
    currency: BILLING_CURRENCY,
    receipt,
    notes: { user_id: user.id, plan_id: plan.planId },
  });
  await deps.db.insert(paymentOrders).values({
    userId: user.id,
    planId: plan.planId,
    amountCents,
    originalAmountCents: plan.priceCents,
    currency: BILLING_CURRENCY,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    discountPercent: coupon?.discountPercent ?? null,
    provider: deps.provider.name,
    providerOrderId: order.id,
    receipt,
  });
  const checkout = deps.provider.checkout;
  if (deps.provider.name === 'razorpay' && checkout) {
    return {
      mode: 'razorpay',
      ...common(priced, order.id),
      key_id: checkout.keyId,
      business_name: deps.businessName ?? 'Codeflow',
      description: `${plan.name} plan, 1 month`,
      prefill: { name: user.fullName, email: user.email },
      checkout_script_url: checkout.scriptUrl,
    };
  }
  const query = new URLSearchParams({ order_id: order.id, plan_id: plan.planId });
  return {
    mode: 'dev',
    ...common(priced, order.id),
    checkout_url: `${DEV_CHECKOUT_PATH}?${query.toString()}`,
  };
}

/**
 * A 100 % coupon: the coupon row is locked while its remaining uses are checked and the
 * redemption recorded, so its last use cannot be taken twice.
 */
async function activateFree(
  deps: BillingDeps,
  user: Buyer,
  priced: Priced,
  couponCode: string,
): Promise<CheckoutAnswer> {
  const now = nowOf(deps);
  const receipt = newReceipt();
  const activation = await deps.db.transaction(async (tx) => {
    const coupon = await usableCoupon(tx, couponCode, now, true);
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        userId: user.id,
        planId: priced.plan.planId,
        amountCents: 0,
        originalAmountCents: priced.plan.priceCents,
        currency: BILLING_CURRENCY,
        couponId: coupon.id,
        couponCode: coupon.code,
        discountPercent: coupon.discountPercent,
        provider: 'none',
        providerOrderId: `free_${receipt}`,
        receipt,
      })
      .returning({ id: paymentOrders.id });
    if (!order) throw new Error('order insert returned nothing');
    return activateOrderIn(tx, now, order.id, null);
  });
  if (!activation) throw new Error('a new order was already paid');
  await afterActivation(deps, activation);
  return {
    mode: 'activated',
    ...common(priced, activation.order.providerOrderId),
    subscription_expiry_date: (activation.expiry ?? now).toISOString(),
  };
}
