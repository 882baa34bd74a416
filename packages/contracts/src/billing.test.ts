import { describe, expect, it } from 'vitest';
import {
  centsToPrice,
  checkoutAnswerSchema,
  createCheckoutBodySchema,
  discountedCents,
  discountPercentSchema,
  formatPrice,
  PLAN_COLOURS,
  verifyPaymentBodySchema,
} from './billing';

describe('billing contracts', () => {
  it('turns cents into prices of two decimals and applies discounts to the cent', () => {
    expect(centsToPrice(999)).toBe(9.99);
    expect(formatPrice(centsToPrice(1999))).toBe('$19.99');
    expect(formatPrice(0)).toBe('$0.00');
    expect(discountedCents(999, 25)).toBe(749);
    expect(discountedCents(999, 100)).toBe(0);
    expect(discountedCents(4999, 10)).toBe(4499);
  });

  it('upper-cases coupon codes and bounds discounts to whole 1–100', () => {
    expect(createCheckoutBodySchema.parse({ plan_id: 'pro', coupon_code: ' save10 ' })).toEqual({
      plan_id: 'pro',
      coupon_code: 'SAVE10',
    });
    expect(createCheckoutBodySchema.safeParse({ plan_id: 'pro', coupon_code: 'a b' }).success).toBe(
      false,
    );
    expect(createCheckoutBodySchema.safeParse({ plan_id: 'admin' }).success).toBe(false);
    expect(discountPercentSchema.safeParse(0).success).toBe(false);
    expect(discountPercentSchema.safeParse(100).success).toBe(true);
    expect(discountPercentSchema.safeParse(10.5).success).toBe(false);
  });

  it('requires the three fields of a checkout result', () => {
    expect(verifyPaymentBodySchema.safeParse({ razorpay_order_id: 'order_1' }).success).toBe(false);
    expect(
      verifyPaymentBodySchema.safeParse({
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'ab',
      }).success,
    ).toBe(true);
  });

  it('tells the checkout modes apart', () => {
    const common = {
      plan_id: 'pro',
      order_id: 'dev_order_1',
      amount: 999,
      currency: 'USD',
      original_price: 9.99,
      price: 9.99,
      discount_percent: null,
    };
    expect(
      checkoutAnswerSchema.parse({ mode: 'dev', ...common, checkout_url: '/checkout/test' }).mode,
    ).toBe('dev');
    expect(checkoutAnswerSchema.safeParse({ mode: 'razorpay', ...common }).success).toBe(false);
  });

  it('has the plan colours', () => {
    expect(PLAN_COLOURS).toEqual({
      free: 'gray',
      pro: 'blue',
      premium: 'purple',
      organization: 'orange',
    });
  });
});
