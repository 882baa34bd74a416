import {
  activationAnswerSchema,
  billingModeSchema,
  orderParamsSchema,
  orderSummarySchema,
  planOptionsSchema,
  scheduleChangeAnswerSchema,
  scheduleChangeBodySchema,
  billingHistorySchema,
  cancelAnswerSchema,
  checkoutAnswerSchema,
  couponQuoteSchema,
  createCheckoutBodySchema,
  currentSubscriptionSchema,
  mockPaymentBodySchema,
  paymentStatusQuerySchema,
  paymentStatusSchema,
  plansResponseSchema,
  razorpayWebhookAnswerSchema,
  validateCouponBodySchema,
  verifyPaymentBodySchema,
} from '../billing';
import { defineEndpoint } from '../endpoint';
import { noBodySchema } from '../requestRules';

const checkout = {
  method: 'POST',
  access: 'signedIn',
  body: createCheckoutBodySchema,
  responses: { 200: checkoutAnswerSchema },
} as const;

/** /api/subscription/* but `features` (docs/product.md#api, docs/decisions/014-billing.md). */
export const billingEndpoints = {
  plans: defineEndpoint({
    method: 'GET',
    path: '/api/subscription/plans',
    access: 'public',
    responses: { 200: plansResponseSchema },
  }),
  validateCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/subscription/validate-coupon',
    access: 'signedIn',
    body: validateCouponBodySchema,
    responses: { 200: couponQuoteSchema },
  }),
  /** Razorpay's order, a test-mode session, or activated at once. */
  createOrder: defineEndpoint({ ...checkout, path: '/api/subscription/create-order' }),
  /** The same call under its other name. */
  createCheckoutSession: defineEndpoint({
    ...checkout,
    path: '/api/subscription/create-checkout-session',
  }),
  /** Razorpay Checkout's handler result. */
  verifyPayment: defineEndpoint({
    method: 'POST',
    path: '/api/subscription/verify-payment',
    access: 'signedIn',
    body: verifyPaymentBodySchema,
    responses: { 200: activationAnswerSchema },
  }),
  /** The body is the exact bytes Razorpay signed: no schema parses it. */
  razorpayWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/subscription/webhook/razorpay',
    access: 'public',
    responses: { 200: razorpayWebhookAnswerSchema },
  }),
  /** Test mode only: with Razorpay configured the server does not register it. */
  mockPaymentSuccess: defineEndpoint({
    method: 'POST',
    path: '/api/subscription/webhook/mock-payment-success',
    access: 'signedIn',
    body: mockPaymentBodySchema,
    responses: { 200: activationAnswerSchema },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/subscription/cancel',
    access: 'signedIn',
    body: noBodySchema,
    responses: { 200: cancelAnswerSchema },
  }),
  current: defineEndpoint({
    method: 'GET',
    path: '/api/subscription/current',
    access: 'signedIn',
    responses: { 200: currentSubscriptionSchema },
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/subscription/history',
    access: 'signedIn',
    responses: { 200: billingHistorySchema },
  }),
  /** What the server knows of the caller's latest order (never another user's). */
  paymentStatus: defineEndpoint({
    method: 'GET',
    path: '/api/subscription/payment-status',
    access: 'signedIn',
    query: paymentStatusQuerySchema,
    responses: { 200: paymentStatusSchema },
  }),
  /** What choosing each paid plan does now: buy, renew, upgrade (prorated) or downgrade. */
  options: defineEndpoint({
    method: 'GET',
    path: '/api/subscription/options',
    access: 'signedIn',
    responses: { 200: planOptionsSchema },
  }),
  /** Switch plans when the paid period ends; nothing is charged now. */
  scheduleChange: defineEndpoint({
    method: 'POST',
    path: '/api/subscription/scheduled-change',
    access: 'signedIn',
    body: scheduleChangeBodySchema,
    responses: { 200: scheduleChangeAnswerSchema },
  }),
  cancelScheduledChange: defineEndpoint({
    method: 'POST',
    path: '/api/subscription/scheduled-change/cancel',
    access: 'signedIn',
    body: noBodySchema,
    responses: { 200: scheduleChangeAnswerSchema },
  }),
  /** One of the caller's orders as stored (the TEST MODE page shows its amount). */
  order: defineEndpoint({
    method: 'GET',
    path: '/api/subscription/orders/:order_id',
    access: 'signedIn',
    params: orderParamsSchema,
    responses: { 200: orderSummarySchema },
  }),
  /** live, test or unconfigured (public: the pricing page and the admin banner say it). */
  mode: defineEndpoint({
    method: 'GET',
    path: '/api/subscription/mode',
    access: 'public',
    responses: { 200: billingModeSchema },
  }),
};
