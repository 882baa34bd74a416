import {
  adminCouponListSchema,
  adminCouponSchema,
  commercePlanListSchema,
  commercePlanParamsSchema,
  commercePlanSchema,
  couponIdParamsSchema,
  createCouponBodySchema,
  updatePlanPriceBodySchema,
} from '../commerce';
import { defineEndpoint } from '../endpoint';

/** /api/commerce/* (admin only): plan prices and discount coupons. */
export const commerceEndpoints = {
  /** Every plan with its price, active or not. */
  plans: defineEndpoint({
    method: 'GET',
    path: '/api/commerce/plans',
    access: 'admin',
    responses: { 200: commercePlanListSchema },
  }),
  /** USD per month. */
  updatePlanPrice: defineEndpoint({
    method: 'PUT',
    path: '/api/commerce/plans/:plan_id',
    access: 'admin',
    params: commercePlanParamsSchema,
    body: updatePlanPriceBodySchema,
    responses: { 200: commercePlanSchema },
  }),
  coupons: defineEndpoint({
    method: 'GET',
    path: '/api/commerce/coupons',
    access: 'admin',
    responses: { 200: adminCouponListSchema },
  }),
  /** Answers the coupon, its code upper-cased. */
  createCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/commerce/coupons',
    access: 'admin',
    body: createCouponBodySchema,
    responses: { 201: adminCouponSchema },
  }),
  /** The coupon stops working at checkout (kept for the order history). */
  deactivateCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/commerce/coupons/:id/deactivate',
    access: 'admin',
    params: couponIdParamsSchema,
    responses: { 200: adminCouponSchema },
  }),
};
