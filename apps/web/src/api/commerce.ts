import {
  commerceEndpoints as endpoints,
  type CreateCouponRequest,
  type PlanId,
} from '@codeflow/contracts';
import { call } from './call';

/** GET /api/commerce/plans: every plan with its price, active or not. */
export function getCommercePlans(signal?: AbortSignal) {
  return call(endpoints.plans, { signal });
}

/** PUT /api/commerce/plans/{plan_id}: USD per month. */
export function updatePlanPrice(planId: PlanId, price: number) {
  return call(endpoints.updatePlanPrice, { params: { plan_id: planId }, body: { price } });
}

/** GET /api/commerce/coupons */
export function getCoupons(signal?: AbortSignal) {
  return call(endpoints.coupons, { signal });
}

/** POST /api/commerce/coupons: answers the coupon (code upper-cased by the server). */
export function createCoupon(body: CreateCouponRequest) {
  return call(endpoints.createCoupon, { body });
}

/** POST /api/commerce/coupons/{id}/deactivate: it stops working at checkout. */
export function deactivateCoupon(id: string) {
  return call(endpoints.deactivateCoupon, { params: { id } });
}
