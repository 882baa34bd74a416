import { z } from 'zod';
import {
  COUPON_DEFAULT_DISCOUNT,
  couponCodeSchema,
  planIdSchema,
  PROVIDER_MINIMUM_CENTS,
} from './billing';
import { requestBody } from './requestRules';

/**
 * The admin area's commerce calls: plan prices and discount coupons
 * (docs/product.md#super-admin-screen, #api). Admin role only. Prices are USD per month with two
 * decimals; the server stores cents.
 */

export const commerceMessages = {
  // docs/product.md#validation-rules and #messages, verbatim
  invalidPrice: 'Invalid price.',
  loadFailed: 'Failed to fetch commerce data.',
  updatePriceFailed: 'Failed to update price.',
  createCouponFailed: 'Failed to create coupon.',
  // ours
  planNotFound: 'This plan does not exist.',
  couponNotFound: 'Coupon not found',
  couponCodeTaken: 'A coupon with this code already exists.',
  couponDeactivated: 'Coupon deactivated.',
  discountRange: 'Discount must be a whole number between 1 and 100',
  // decision 032
  priceDecimals: 'A price has at most two decimals (whole cents).',
  freePlanPrice: 'The Free plan always costs $0.00.',
  priceBelowMinimum:
    'A paid plan costs at least $1.00, the smallest amount the payment provider takes.',
  maxRedemptionsRange: 'Maximum uses must be a whole number of at least 1, or empty for no limit',
} as const;

/** Highest price an admin may set, USD per month. */
export const MAX_PLAN_PRICE = 100_000;

/** GET /api/commerce/plans: every plan, active or not. */
export const commercePlanSchema = z.object({
  plan_id: planIdSchema,
  name: z.string(),
  /** USD per month, two decimals */
  price: z.number(),
  features: z.array(z.string()),
  active: z.boolean(),
});
export type CommercePlan = z.infer<typeof commercePlanSchema>;
export const commercePlanListSchema = z.array(commercePlanSchema);

export const commercePlanParamsSchema = z.object({ plan_id: z.string() });
export type CommercePlanParams = z.infer<typeof commercePlanParamsSchema>;

/**
 * PUT /api/commerce/plans/{plan_id}: a number from 0 to MAX_PLAN_PRICE ("Invalid price."), in
 * whole cents, and 0 or at least the provider's minimum (decision 032).
 */
export const updatePlanPriceRequestSchema = z.object({
  price: z
    .number({ error: commerceMessages.invalidPrice })
    .finite(commerceMessages.invalidPrice)
    .min(0, commerceMessages.invalidPrice)
    .max(MAX_PLAN_PRICE, commerceMessages.invalidPrice)
    // 9.999 is refused, not stored as 10.00 (issue 22, item 21); the tolerance absorbs binary
    // fractions such as 19.99 * 100 = 1998.9999999999998
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, commerceMessages.priceDecimals)
    // 0 is the Free plan's price (the server refuses it for a paid plan)
    .refine(
      (p) => p === 0 || p * 100 >= PROVIDER_MINIMUM_CENTS,
      commerceMessages.priceBelowMinimum,
    ),
});
export type UpdatePlanPriceRequest = z.input<typeof updatePlanPriceRequestSchema>;

/** A coupon as the admin area lists it. */
export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  discount_percentage: z.number().int(),
  active: z.boolean(),
  expires_at: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  /** each user may redeem it once */
  once_per_user: z.boolean(),
  redemptions: z.number().int(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponListSchema = z.array(adminCouponSchema);

/** POST /api/commerce/coupons: code upper-cased; discount a whole number 1–100 (default 10). */
export const createCouponRequestSchema = z.object({
  code: couponCodeSchema,
  discount_percentage: z
    .number({ error: commerceMessages.discountRange })
    .int(commerceMessages.discountRange)
    .min(1, commerceMessages.discountRange)
    .max(100, commerceMessages.discountRange)
    .default(COUPON_DEFAULT_DISCOUNT),
  /** default true: one redemption per user (decision 032) */
  once_per_user: z.boolean().default(true),
  /** null or absent: no limit */
  max_redemptions: z
    .number({ error: commerceMessages.maxRedemptionsRange })
    .int(commerceMessages.maxRedemptionsRange)
    .min(1, commerceMessages.maxRedemptionsRange)
    .max(1_000_000, commerceMessages.maxRedemptionsRange)
    .nullable()
    .optional(),
});
export type CreateCouponRequest = z.input<typeof createCouponRequestSchema>;

export const couponIdParamsSchema = z.object({ id: z.string() });
export type CouponIdParams = z.infer<typeof couponIdParamsSchema>;

export const updatePlanPriceBodySchema = requestBody(updatePlanPriceRequestSchema);
export const createCouponBodySchema = requestBody(createCouponRequestSchema);
