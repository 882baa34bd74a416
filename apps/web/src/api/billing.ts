import {
  billingEndpoints as endpoints,
  type PlanId,
  type VerifyPaymentBody,
} from '@codeflow/contracts';
import { call } from './call';

/** GET /api/subscription/plans (public) */
export function getPlans(signal?: AbortSignal) {
  return call(endpoints.plans, { signal });
}

/** POST /api/subscription/create-order: Razorpay's order, a test-mode session, or activated. */
export function createCheckout(planId: PlanId, couponCode?: string) {
  return call(endpoints.createOrder, {
    body: couponCode ? { plan_id: planId, coupon_code: couponCode } : { plan_id: planId },
  });
}

/** POST /api/subscription/validate-coupon */
export function validateCoupon(planId: PlanId, code: string) {
  return call(endpoints.validateCoupon, { body: { plan_id: planId, code } });
}

/** POST /api/subscription/verify-payment: Razorpay Checkout's handler result. */
export function verifyPayment(body: VerifyPaymentBody) {
  return call(endpoints.verifyPayment, { body });
}

/** POST /api/subscription/webhook/mock-payment-success: Pay on the test-mode checkout page. */
export function completeTestCheckout(orderId: string, planId: PlanId) {
  return call(endpoints.mockPaymentSuccess, { body: { order_id: orderId, plan_id: planId } });
}

/** POST /api/subscription/cancel */
export function cancelSubscription() {
  return call(endpoints.cancel);
}

/** GET /api/subscription/current */
export function getCurrentSubscription(signal?: AbortSignal) {
  return call(endpoints.current, { signal });
}

/** GET /api/subscription/history */
export function getBillingHistory(signal?: AbortSignal) {
  return call(endpoints.history, { signal });
}

/** GET /api/subscription/payment-status: what the server knows of this user's latest order. */
export function getPaymentStatus(planId: PlanId, signal?: AbortSignal) {
  return call(endpoints.paymentStatus, { query: { plan_id: planId }, signal });
}

/** GET /api/subscription/options: what choosing each paid plan does now (decision 032). */
export function getPlanOptions(signal?: AbortSignal) {
  return call(endpoints.options, { signal });
}

/** POST /api/subscription/scheduled-change: switch plans when the paid period ends. */
export function scheduleChange(planId: PlanId) {
  return call(endpoints.scheduleChange, { body: { plan_id: planId } });
}

/** POST /api/subscription/scheduled-change/cancel */
export function cancelScheduledChange() {
  return call(endpoints.cancelScheduledChange);
}

/** GET /api/subscription/orders/{order_id}: one of the caller's orders as the server stored it. */
export function getOrder(orderId: string, signal?: AbortSignal) {
  return call(endpoints.order, { params: { order_id: orderId }, signal });
}

/** GET /api/subscription/mode (public): live, test or unconfigured. */
export function getBillingMode(signal?: AbortSignal) {
  return call(endpoints.mode, { signal });
}
