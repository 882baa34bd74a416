import {
  billingMessages,
  type CheckoutAnswer,
  type OrderSummary,
  type PlanOption,
} from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { DAY_MS } from './billingTestKit';
import { createCoupon } from './coupons';

function get(ctx: TestApp, url: string, user?: TestUser) {
  return ctx.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
}

function post(ctx: TestApp, url: string, user: TestUser, body?: object) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: bearer(user.token),
    ...(body ? { payload: body } : {}),
  });
}

/** Issue 21, finding 8: billing never fails open; issue 22, item 22: the page shows our amount. */
describe.each(testDrivers)('billing modes (%s)', (driver) => {
  const testMode = useTestApp(driver);
  // no Razorpay keys and test mode not chosen: nothing can be bought
  const none = useTestApp(driver, { BILLING_MODE: 'live' });

  it('answers 503 "Payments are not configured." to every paid checkout without keys or test mode', async () => {
    const ctx = none();
    expect((await get(ctx, '/api/subscription/mode')).json()).toEqual({ mode: 'unconfigured' });
    const user = await createTestUser(ctx);
    for (const url of [
      '/api/subscription/create-order',
      '/api/subscription/create-checkout-session',
    ]) {
      for (const plan_id of ['pro', 'premium', 'organization']) {
        const res = await post(ctx, url, user, { plan_id });
        expect(res.statusCode, `${url} ${plan_id}`).toBe(503);
        expect(res.json()).toEqual({ detail: billingMessages.paymentsNotConfigured });
      }
    }
    // not even a 100 % coupon activates anything
    await createCoupon(ctx.app.db, { code: 'ALLFREE', discountPercent: 100 });
    const free = await post(ctx, '/api/subscription/create-order', user, {
      plan_id: 'pro',
      coupon_code: 'ALLFREE',
    });
    expect(free.statusCode).toBe(503);
    // and the test checkout's completion does not exist
    const mock = await post(ctx, '/api/subscription/webhook/mock-payment-success', user, {
      order_id: 'dev_order_x',
      plan_id: 'pro',
    });
    expect(mock.statusCode).toBe(404);
    const me = await get(ctx, '/api/subscription/current', user);
    expect(me.json()).toMatchObject({ tier: 'free', status: 'none' });
  });

  it('says it is in test mode when BILLING_MODE=test chose it', async () => {
    expect((await get(testMode(), '/api/subscription/mode')).json()).toEqual({ mode: 'test' });
  });

  it('answers an order as stored, to its owner only (the TEST MODE page shows this amount)', async () => {
    const ctx = testMode();
    const buyer = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    await createCoupon(ctx.app.db, { code: 'TENOFF', discountPercent: 10 });
    const answer = (
      await post(ctx, '/api/subscription/create-order', buyer, {
        plan_id: 'premium',
        coupon_code: 'TENOFF',
      })
    ).json<CheckoutAnswer>();
    const url = `/api/subscription/orders/${answer.order_id}`;
    const mine = await get(ctx, url, buyer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<OrderSummary>()).toEqual({
      order_id: answer.order_id,
      plan_id: 'premium',
      kind: 'new',
      amount: 1799,
      currency: 'USD',
      price: 17.99,
      status: 'created',
    });
    const theirs = await get(ctx, url, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: billingMessages.checkoutSessionNotFound });
    expect((await get(ctx, url)).statusCode).toBe(401);
  });

  it('lists what each plan costs now and schedules a downgrade through the routes', async () => {
    const ctx = testMode();
    const user = await createTestUser(ctx, {
      subscriptionTier: 'premium',
      subscriptionExpiryDate: new Date(Date.now() + 10 * DAY_MS),
    });
    const options = (await get(ctx, '/api/subscription/options', user)).json<PlanOption[]>();
    expect(options.map((o) => [o.plan_id, o.action])).toEqual([
      ['pro', 'downgrade'],
      ['premium', 'renew'],
      ['organization', 'upgrade'],
    ]);
    const scheduled = await post(ctx, '/api/subscription/scheduled-change', user, {
      plan_id: 'pro',
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({
      message: billingMessages.planChangeScheduled,
      subscription: { scheduled_change: { plan_id: 'pro', plan_name: 'Pro' }, renews: false },
    });
    const cancelled = await post(ctx, '/api/subscription/scheduled-change/cancel', user);
    expect(cancelled.json()).toMatchObject({
      message: billingMessages.planChangeCancelled,
      subscription: { scheduled_change: null },
    });
    const bad = await post(ctx, '/api/subscription/scheduled-change', user, { plan_id: 'gold' });
    expect(bad.statusCode).toBe(422);
  });
});
