import {
  COMMERCE_PATHS,
  type AdminCoupon,
  type CommercePlan,
  type CreateCouponRequest,
  type PlanId,
} from '@codeflow/contracts';
import { request } from './request';

/** GET /api/commerce/plans: every plan with its price, active or not. */
export function getCommercePlans(signal?: AbortSignal) {
  return request<CommercePlan[]>('GET', COMMERCE_PATHS.plans, { signal });
}

/** PUT /api/commerce/plans/{plan_id}: USD per month. */
export function updatePlanPrice(planId: PlanId, price: number) {
  return request<unknown>('PUT', COMMERCE_PATHS.plan(planId), { json: { price } });
}

/** GET /api/commerce/coupons */
export function getCoupons(signal?: AbortSignal) {
  return request<AdminCoupon[]>('GET', COMMERCE_PATHS.coupons, { signal });
}

/** POST /api/commerce/coupons: answers the coupon (code upper-cased by the server). */
export function createCoupon(body: CreateCouponRequest) {
  return request<AdminCoupon>('POST', COMMERCE_PATHS.coupons, { json: body });
}

/** POST /api/commerce/coupons/{id}/deactivate: it stops working at checkout. */
export function deactivateCoupon(id: string) {
  return request<unknown>('POST', COMMERCE_PATHS.deactivateCoupon(id), {});
}
