import type {
  ActivationAnswer,
  BillingHistoryRow,
  CancelAnswer,
  CheckoutAnswer,
  CouponQuote,
  CurrentSubscription,
  PaymentStatus,
  PlanId,
  PlansResponse,
  VerifyPaymentBody,
} from '@codeflow/contracts';
import { request } from './request';

/** GET /api/subscription/plans (public) */
export function getPlans(signal?: AbortSignal) {
  return request<PlansResponse>('GET', '/api/subscription/plans', { signal });
}

/** POST /api/subscription/create-order: Razorpay's order, a test-mode session, or activated. */
export function createCheckout(planId: PlanId, couponCode?: string) {
  return request<CheckoutAnswer>('POST', '/api/subscription/create-order', {
    json: couponCode ? { plan_id: planId, coupon_code: couponCode } : { plan_id: planId },
  });
}

/** POST /api/subscription/validate-coupon */
export function validateCoupon(planId: PlanId, code: string) {
  return request<CouponQuote>('POST', '/api/subscription/validate-coupon', {
    json: { plan_id: planId, code },
  });
}

/** POST /api/subscription/verify-payment: Razorpay Checkout's handler result. */
export function verifyPayment(body: VerifyPaymentBody) {
  return request<ActivationAnswer>('POST', '/api/subscription/verify-payment', { json: body });
}

/** POST /api/subscription/webhook/mock-payment-success: Pay on the test-mode checkout page. */
export function completeTestCheckout(orderId: string, planId: PlanId) {
  return request<ActivationAnswer>('POST', '/api/subscription/webhook/mock-payment-success', {
    json: { order_id: orderId, plan_id: planId },
  });
}

/** POST /api/subscription/cancel */
export function cancelSubscription() {
  return request<CancelAnswer>('POST', '/api/subscription/cancel');
}

/** GET /api/subscription/current */
export function getCurrentSubscription(signal?: AbortSignal) {
  return request<CurrentSubscription>('GET', '/api/subscription/current', { signal });
}

/** GET /api/subscription/history */
export function getBillingHistory(signal?: AbortSignal) {
  return request<BillingHistoryRow[]>('GET', '/api/subscription/history', { signal });
}

/** GET /api/subscription/payment-status: what the server knows of this user's latest order. */
export function getPaymentStatus(planId: PlanId, signal?: AbortSignal) {
  return request<PaymentStatus>('GET', '/api/subscription/payment-status', {
    query: { plan_id: planId },
    signal,
  });
}
