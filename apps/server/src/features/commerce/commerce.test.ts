import {
  adminCouponListSchema,
  adminCouponSchema,
  billingMessages,
  commerceMessages,
  commercePlanListSchema,
  couponQuoteSchema,
} from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser, type TestUser } from '../../test/users';

describe.each(testDrivers)('commerce (%s)', (driver) => {
  const ctx = useTestApp(driver);
  const admin = () => createTestUser(ctx(), { role: 'admin', subscriptionTier: 'admin' });
  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx().app.inject({ method, url, headers: bearer(user.token), ...(payload && { payload }) });

  it('lists every plan and edits a price, which the pricing page shows at once', async () => {
    const a = await admin();
    const plans = commercePlanListSchema.parse(
      (await call(a, 'GET', '/api/commerce/plans')).json(),
    );
    expect(plans.map((p) => p.plan_id)).toEqual(['free', 'pro', 'premium', 'organization']);
    const res = await call(a, 'PUT', '/api/commerce/plans/pro', { price: 12.35 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan_id: 'pro', price: 12.35 });
    const publicPlans = await ctx().app.inject({ method: 'GET', url: '/api/subscription/plans' });
    expect(
      publicPlans.json<{ plan_id: string; price: number }[]>().find((p) => p.plan_id === 'pro')
        ?.price,
    ).toBe(12.35);
    // a paid plan at 0 could never be paid for (issue 21, finding 13; decision 032)
    const free = await call(a, 'PUT', '/api/commerce/plans/premium', { price: 0 });
    expect(free.statusCode).toBe(400);
    expect(free.json()).toEqual({ detail: commerceMessages.priceBelowMinimum });
    const audit = await call(a, 'GET', '/api/admin/audit-log?action=plan.update_price');
    expect(
      audit.json<{ items: { target_id: string; details: unknown }[] }>().items[0],
    ).toMatchObject({
      target_id: 'pro',
      details: { from: 9.99, to: 12.35 },
    });
  });

  it('refuses a price that is not a number of at least 0 with "Invalid price."', async () => {
    const a = await admin();
    for (const price of [-1, '12', null, 1e9]) {
      const res = await call(a, 'PUT', '/api/commerce/plans/pro', { price });
      expect(res.statusCode, String(price)).toBe(422);
      expect(res.json<{ detail: { msg: string }[] }>().detail[0]?.msg).toBe(
        commerceMessages.invalidPrice,
      );
    }
    const missing = await call(a, 'PUT', '/api/commerce/plans/gold', { price: 5 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: commerceMessages.planNotFound });
  });

  it('refuses prices under the provider minimum, with more than two decimals, and a paid Free', async () => {
    const a = await admin();
    const refused: [string, number, string][] = [
      ['pro', 9.999, commerceMessages.priceDecimals],
      ['pro', 12.345, commerceMessages.priceDecimals],
      ['pro', 0.004, commerceMessages.priceDecimals],
      ['pro', 0.99, commerceMessages.priceBelowMinimum],
      ['premium', 0.01, commerceMessages.priceBelowMinimum],
    ];
    for (const [plan, price, msg] of refused) {
      const res = await call(a, 'PUT', `/api/commerce/plans/${plan}`, { price });
      expect(res.statusCode, String(price)).toBe(422);
      expect(res.json<{ detail: { loc: string[]; msg: string }[] }>().detail[0]).toMatchObject({
        loc: ['body', 'price'],
        msg,
      });
    }
    const paidFree = await call(a, 'PUT', '/api/commerce/plans/free', { price: 5 });
    expect(paidFree.statusCode).toBe(400);
    expect(paidFree.json()).toEqual({ detail: commerceMessages.freePlanPrice });
    expect((await call(a, 'PUT', '/api/commerce/plans/free', { price: 0 })).statusCode).toBe(200);
    // the minimum itself and binary fractions of whole cents are fine
    for (const price of [1, 19.99, 0.1 + 1.2]) {
      const res = await call(a, 'PUT', '/api/commerce/plans/pro', { price });
      expect(res.statusCode, String(price)).toBe(200);
    }
    const plans = commercePlanListSchema.parse(
      (await call(a, 'GET', '/api/commerce/plans')).json(),
    );
    expect(plans.find((p) => p.plan_id === 'pro')?.price).toBe(1.3);
    await call(a, 'PUT', '/api/commerce/plans/pro', { price: 9.99 });
  });

  it('creates coupons (upper-cased, 10 % by default) that then work at checkout', async () => {
    const a = await admin();
    const buyer = await createTestUser(ctx());
    const res = await call(a, 'POST', '/api/commerce/coupons', { code: 'spring-sale' });
    expect(res.statusCode).toBe(201);
    const coupon = adminCouponSchema.parse(res.json());
    expect(coupon).toMatchObject({
      code: 'SPRING-SALE',
      discount_percentage: 10,
      active: true,
      redemptions: 0,
    });
    const quote = await call(buyer, 'POST', '/api/subscription/validate-coupon', {
      code: 'Spring-Sale',
      plan_id: 'organization',
    });
    expect(quote.statusCode).toBe(200);
    expect(couponQuoteSchema.parse(quote.json())).toMatchObject({ discount_percent: 10 });

    const list = adminCouponListSchema.parse(
      (await call(a, 'GET', '/api/commerce/coupons')).json(),
    );
    expect(list[0]?.code).toBe('SPRING-SALE');

    const again = await call(a, 'POST', '/api/commerce/coupons', {
      code: 'SPRING-SALE',
      discount_percentage: 20,
    });
    expect(again.statusCode).toBe(409);
    for (const discount_percentage of [0, 101, 12.5, '15']) {
      const bad = await call(a, 'POST', '/api/commerce/coupons', {
        code: 'OTHER',
        discount_percentage,
      });
      expect(bad.statusCode, String(discount_percentage)).toBe(422);
    }
    expect(
      (await call(a, 'POST', '/api/commerce/coupons', { code: '', discount_percentage: 5 }))
        .statusCode,
    ).toBe(422);

    const off = await call(a, 'POST', `/api/commerce/coupons/${coupon.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    const refused = await call(buyer, 'POST', '/api/subscription/validate-coupon', {
      code: 'SPRING-SALE',
      plan_id: 'organization',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: billingMessages.couponInactive });
    expect((await call(a, 'POST', '/api/commerce/coupons/nope/deactivate')).statusCode).toBe(404);
    const audit = await call(a, 'GET', `/api/admin/audit-log?target_id=${coupon.id}`);
    expect(audit.json<{ items: { action: string }[] }>().items.map((e) => e.action)).toEqual([
      'coupon.deactivate',
      'coupon.create',
    ]);
  });
});
