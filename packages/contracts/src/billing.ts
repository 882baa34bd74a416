import { z } from 'zod';
import { TIER_COLOURS } from './plans';

/**
 * Billing: plans with prices, checkout, activation, cancellation, coupons and history
 * (docs/product.md#pricing-signed-in, #activation-page, #api). Prices are USD per month; the
 * server stores cents and answers a number with two decimals.
 */

/** Plans listed on the pricing pages, cheapest first. */
export const PLAN_IDS = ['free', 'pro', 'premium', 'organization'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

/** The plans a checkout can buy (free needs none). */
export const PURCHASABLE_PLAN_IDS: readonly PlanId[] = ['pro', 'premium', 'organization'];

/** The pricing page highlights this card. */
export const HIGHLIGHTED_PLAN: PlanId = 'premium';

/** Plan colours (docs/product.md#constants-and-limits), Tailwind colour names. */
export const PLAN_COLOURS: Readonly<Record<PlanId, string>> = {
  free: TIER_COLOURS.free,
  pro: TIER_COLOURS.pro,
  premium: TIER_COLOURS.premium,
  organization: TIER_COLOURS.organization,
};

export const BILLING_CURRENCY = 'USD';

/**
 * The smallest amount the payment provider takes, in cents: Razorpay refuses orders under 100
 * subunits ("The amount must be at least USD 1.00"; tools/razorpay-standin does the same).
 */
export const PROVIDER_MINIMUM_CENTS = 100;

/** How long a created, unpaid order holds its coupon's use (decision 032). */
export const COUPON_RESERVATION_MINUTES = 30;

/** Coupon checks (validate-coupon, and checkout with a code) per user and per client address. */
export const COUPON_CHECK_LIMITS = { perUser: 20, perIp: 60, windowSeconds: 3600 } as const;

/** Cents → the number shown with two decimals (999 → 9.99). */
export function centsToPrice(cents: number): number {
  return Math.round(cents) / 100;
}

/** "$9.99" */
export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}

/** Discounted amount in cents, rounded to the nearest cent; 100 % gives 0. */
export function discountedCents(cents: number, discountPercent: number): number {
  return Math.round((cents * (100 - discountPercent)) / 100);
}

/**
 * Every message of the billing calls and pages. The first group is quoted from
 * docs/product.md#messages verbatim; the rest are the server's details.
 */
export const billingMessages = {
  loadPlansFailed: 'Could not load pricing plans. Please try again later.',
  sdkLoadFailed: 'Razorpay SDK failed to load. Are you online?',
  createOrderFailed: 'Failed to create payment order.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  cancelFailed: 'Failed to cancel subscription.',
  activationFailed: 'Failed to activate your subscription. Please contact support.',
  activationMissingParameters: 'Invalid activation link. Missing user or plan information.',
  // ours
  redirecting: 'Redirecting...',
  planNotFound: 'This plan does not exist.',
  freePlanNoCheckout: 'The Free plan needs no checkout.',
  alreadyOnPlan: 'You are already on this plan.',
  couponUnknown: 'This coupon code does not exist.',
  couponInactive: 'This coupon is no longer active.',
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has been used the maximum number of times.',
  noSubscription: 'You have no paid subscription to cancel.',
  subscriptionCancelled:
    'Your subscription is cancelled. You keep your plan until the end of the billing period.',
  checkoutSessionNotFound: 'This checkout session does not exist or is not yours.',
  webhookSignatureInvalid: 'Invalid webhook signature',
  testModeNotice: 'Test mode: no real payment is taken.',
  // decision 032
  paymentsNotConfigured: 'Payments are not configured.',
  couponAlreadyUsed: 'You have already used this coupon.',
  couponBelowMinimum:
    'With this coupon the amount would be under the $1.00 minimum payment. Use it on a dearer plan.',
  freeCouponWhilePaid:
    'A 100 % coupon can start a plan, not extend one that is still paid for. Use it after your paid period ends.',
  checkoutSessionExpired: 'This checkout session has expired. Start again from the pricing page.',
  noScheduledChange: 'You have no plan change scheduled.',
  scheduleNeedsPaidPlan: 'You have no paid period to change at its end. Choose a plan instead.',
  scheduleSamePlan: 'This is already your plan.',
  planChangeScheduled: 'Your plan change is scheduled.',
  planChangeCancelled: 'The scheduled plan change is cancelled.',
} as const;

/** 429 detail of too many coupon checks (issue 21, finding 7). */
export function couponRateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many coupon attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** 400 detail of buying a cheaper plan while a dearer one is paid for (decision 032). */
export function downgradeAtPeriodEndMessage(
  current: string,
  target: string,
  until: string,
): string {
  return `Your ${current} plan is paid until ${until}. Switch to ${target} at the end of that period instead.`;
}

// --- plans -------------------------------------------------------------------------------------

/** GET /api/subscription/plans (public): one plan card. */
export const planSchema = z.object({
  plan_id: planIdSchema,
  name: z.string(),
  /** USD per month, two decimals */
  price: z.number().nonnegative(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.array(planSchema);
export type PlansResponse = z.infer<typeof plansResponseSchema>;

// --- coupons -----------------------------------------------------------------------------------

export const COUPON_CODE_MAX_LENGTH = 32;
export const COUPON_DEFAULT_DISCOUNT = 10;

/** Coupon codes are compared upper-cased; letters, digits, '-' and '_'. */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, 'Coupon code is required')
  .max(COUPON_CODE_MAX_LENGTH, `Coupon code must be at most ${COUPON_CODE_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Coupon code may contain only letters, digits, - and _')
  .transform((code) => code.toUpperCase());

export const discountPercentSchema = z
  .number()
  .int('Discount must be a whole number')
  .min(1, 'Discount must be between 1 and 100')
  .max(100, 'Discount must be between 1 and 100');

/** POST /api/subscription/validate-coupon */
export const validateCouponBodySchema = z.object({
  code: couponCodeSchema,
  plan_id: planIdSchema,
});
export type ValidateCouponBody = z.infer<typeof validateCouponBodySchema>;

export const couponQuoteSchema = z.object({
  code: z.string(),
  discount_percent: z.number().int(),
  plan_id: planIdSchema,
  /** USD, two decimals */
  original_price: z.number(),
  price: z.number(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

// --- checkout ----------------------------------------------------------------------------------

/** POST /api/subscription/create-order and /create-checkout-session */
export const createCheckoutBodySchema = z.object({
  plan_id: planIdSchema,
  coupon_code: couponCodeSchema.optional(),
});
export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;

const checkoutCommon = {
  plan_id: planIdSchema,
  /** our order id (Razorpay's order id, or the test-mode session id) */
  order_id: z.string(),
  /** amount to pay in cents (currency subunits) */
  amount: z.number().int(),
  currency: z.string(),
  /** USD, two decimals, before and after the coupon */
  original_price: z.number(),
  price: z.number(),
  discount_percent: z.number().int().nullable(),
};

/**
 * The answer of a checkout: open Razorpay Checkout with it, go to the test-mode checkout page,
 * or nothing to pay (a 100 % coupon activated the plan at once).
 */
export const checkoutAnswerSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('razorpay'),
    ...checkoutCommon,
    key_id: z.string(),
    business_name: z.string(),
    description: z.string(),
    prefill: z.object({ name: z.string(), email: z.string() }),
    /** where to load checkout.js from */
    checkout_script_url: z.string(),
  }),
  z.object({
    mode: z.literal('dev'),
    ...checkoutCommon,
    /** the test-mode checkout page of our app */
    checkout_url: z.string(),
  }),
  z.object({
    mode: z.literal('activated'),
    ...checkoutCommon,
    subscription_expiry_date: z.string(),
  }),
]);
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** POST /api/subscription/verify-payment: Checkout's handler result, as Razorpay names it. */
export const verifyPaymentBodySchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(256),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

/**
 * POST /api/subscription/webhook/mock-payment-success (test mode only). The session (order_id)
 * is required: a bare user_id/plan_id never activates anything; user_id, when sent, must be the
 * signed-in user.
 */
export const mockPaymentBodySchema = z.object({
  order_id: z.string().min(1).max(64),
  plan_id: planIdSchema,
  user_id: z.string().optional(),
});
export type MockPaymentBody = z.infer<typeof mockPaymentBodySchema>;

export const activationAnswerSchema = z.object({
  status: z.literal('activated'),
  plan_id: planIdSchema,
  subscription_expiry_date: z.string().nullable(),
});
export type ActivationAnswer = z.infer<typeof activationAnswerSchema>;

// --- subscription ------------------------------------------------------------------------------

export const SUBSCRIPTION_STATUSES = ['none', 'active', 'cancelled', 'expired'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** GET /api/subscription/current and the answer of POST /api/subscription/cancel */
export const currentSubscriptionSchema = z.object({
  /** the stored tier; `effective_tier` is free once a paid tier has expired */
  tier: z.string(),
  effective_tier: z.string(),
  status: subscriptionStatusSchema,
  /**
   * Always false (decision 032): payments are one-time Razorpay Orders, nothing charges again.
   * The plan is paid until `expiry_date`; Renew adds a month.
   */
  renews: z.boolean(),
  expiry_date: z.string().nullable(),
  /** ceil of the remaining days; null without an expiry */
  days_left: z.number().int().nullable(),
  /** a change that takes effect when the paid period ends (decision 032) */
  scheduled_change: z
    .object({ plan_id: planIdSchema, plan_name: z.string(), date: z.string() })
    .nullable()
    .optional(),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;

export const cancelAnswerSchema = z.object({
  message: z.string(),
  subscription: currentSubscriptionSchema,
});
export type CancelAnswer = z.infer<typeof cancelAnswerSchema>;

// --- plan changes (decision 032) ------------------------------------------------------------

/**
 * What choosing a plan does for this user now: `buy` starts a month now; `renew` adds a month to
 * the current plan's paid period; `upgrade` switches to a dearer plan now for the rest of the
 * period at `price` (its value minus the unused value of the current plan), or at `switch_date`
 * for nothing now; `downgrade` switches at `switch_date` only.
 */
export const planOptionSchema = z.object({
  plan_id: planIdSchema,
  action: z.enum(['buy', 'renew', 'upgrade', 'downgrade']),
  /** USD to pay now (two decimals); null: nothing can be paid now (downgrade) */
  price: z.number().nullable(),
  /** the paid-until date after paying `price` now */
  paid_until: z.string().nullable(),
  /** when a scheduled switch would take effect (upgrade, downgrade) */
  switch_date: z.string().nullable(),
  /** this switch is already scheduled */
  scheduled: z.boolean(),
});
export type PlanOption = z.infer<typeof planOptionSchema>;
export const planOptionsSchema = z.array(planOptionSchema);

/** POST /api/subscription/scheduled-change: switch to this plan when the paid period ends. */
export const scheduleChangeBodySchema = z.object({ plan_id: planIdSchema });
export type ScheduleChangeBody = z.infer<typeof scheduleChangeBodySchema>;

export const scheduleChangeAnswerSchema = z.object({
  message: z.string(),
  subscription: currentSubscriptionSchema,
});
export type ScheduleChangeAnswer = z.infer<typeof scheduleChangeAnswerSchema>;

/** GET /api/subscription/orders/{order_id}: one of the caller's orders, as the server stored it. */
export const orderParamsSchema = z.object({ order_id: z.string().min(1).max(64) });
export const orderSummarySchema = z.object({
  order_id: z.string(),
  plan_id: planIdSchema,
  kind: z.enum(['new', 'renew', 'upgrade']),
  /** cents */
  amount: z.number().int(),
  currency: z.string(),
  /** USD, two decimals */
  price: z.number(),
  status: z.enum(['created', 'paid', 'failed']),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /api/subscription/mode (public): what checkout does on this server. */
export const billingModeSchema = z.object({ mode: z.enum(['live', 'test', 'unconfigured']) });
export type BillingMode = z.infer<typeof billingModeSchema>;

// --- history and payment status ----------------------------------------------------------------

export const PAYMENT_ORDER_STATUSES = ['created', 'paid', 'failed'] as const;
export const paymentOrderStatusSchema = z.enum(PAYMENT_ORDER_STATUSES);
export type PaymentOrderStatus = z.infer<typeof paymentOrderStatusSchema>;

/** GET /api/subscription/history: one row per paid or failed order, newest first. */
export const billingHistoryRowSchema = z.object({
  order_id: z.string(),
  /** ISO date-time of payment (or of the order when not paid) */
  date: z.string(),
  plan_id: planIdSchema,
  plan_name: z.string(),
  /** USD, two decimals */
  amount: z.number(),
  currency: z.string(),
  status: paymentOrderStatusSchema,
  coupon_code: z.string().nullable(),
  receipt: z.string(),
});
export type BillingHistoryRow = z.infer<typeof billingHistoryRowSchema>;
export const billingHistorySchema = z.array(billingHistoryRowSchema);

/**
 * GET /api/subscription/payment-status (activation page): what the server knows of this user's
 * latest order; the page grants nothing itself.
 */
export const paymentStatusSchema = z.object({
  status: z.enum(['none', 'pending', 'paid', 'failed']),
  plan_id: planIdSchema.nullable(),
  order_id: z.string().nullable(),
  tier: z.string(),
  subscription_expiry_date: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Query of GET /api/subscription/payment-status: the activation link's parameters. */
export const paymentStatusQuerySchema = z.object({
  user_id: z.string().optional(),
  plan_id: planIdSchema.optional(),
});
export type PaymentStatusQuery = z.infer<typeof paymentStatusQuerySchema>;

/** Whether `tier` is a plan id (admin is not). */
export function isPlanId(tier: string): tier is PlanId {
  return (PLAN_IDS as readonly string[]).includes(tier);
}

/** The Razorpay webhook's answer: what was done with the event (Razorpay only reads the status). */
export const razorpayWebhookAnswerSchema = z.object({ status: z.string() });
