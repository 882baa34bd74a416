import { billingMessages } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  couponRedemptions,
  paymentOrders,
  payments,
  subscriptionEvents,
} from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { testDrivers } from '../../test/databases';
import { DAY_MS, plusOneMonth, useBillingKit } from './billingTestKit';
import { createCheckout, quoteCoupon } from './checkout';
import { createCoupon } from './coupons';
import { DevProvider } from './devProvider';
import { completeDevCheckout, verifyPayment } from './paymentVerification';
import { listPlans, setPlanPrice } from '../../plans/planTable';

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe.each(testDrivers)('billing checkout, test-mode provider (%s)', (driver) => {
  const kit = useBillingKit(driver);
  const now = new Date('2026-11-23T12:00:00Z');
  const deps = () => kit().deps(new DevProvider(), () => now);

  it('lists the seeded plans with USD prices of two decimals, cheapest first', async () => {
    const plans = await listPlans(kit().db);
    expect(plans.map((p) => [p.plan_id, p.name, p.price])).toEqual([
      ['free', 'Free', 0],
      ['pro', 'Pro', 9.99],
      ['premium', 'Premium', 19.99],
      ['organization', 'Organization', 49.99],
    ]);
    for (const plan of plans) expect(plan.features.length).toBeGreaterThan(0);
  });

  it('refuses free and unknown plans; the current plan is a renewal (issue 22, item 2)', async () => {
    const user = await kit().user('pro', new Date(now.getTime() + 10 * DAY_MS));
    const free = await rejection(createCheckout(deps(), user, { planId: 'free' }));
    expect([free.code, free.message]).toEqual([
      'CHECKOUT_REFUSED',
      billingMessages.freePlanNoCheckout,
    ]);
    const renewal = await createCheckout(deps(), user, { planId: 'pro' });
    expect(renewal).toMatchObject({ mode: 'dev', amount: 999 });
    const unknown = await rejection(
      createCheckout(deps(), user, { planId: 'nope' as unknown as 'pro' }),
    );
    expect(unknown.code).toBe('NOT_FOUND');
    // an expired Pro acts as free, so Pro can be bought again
    const expired = await kit().user('pro', new Date(now.getTime() - DAY_MS));
    const answer = await createCheckout(deps(), expired, { planId: 'pro' });
    expect(answer.mode).toBe('dev');
  });

  it('stores the order at the plan price and answers a test-mode checkout page', async () => {
    const user = await kit().user();
    const answer = await createCheckout(deps(), user, { planId: 'premium' });
    if (answer.mode !== 'dev') throw new Error('expected the dev mode');
    expect(answer).toMatchObject({
      amount: 1999,
      currency: 'USD',
      price: 19.99,
      discount_percent: null,
    });
    expect(answer.checkout_url).toBe(`/checkout/test?order_id=${answer.order_id}&plan_id=premium`);
    const [order] = await kit()
      .db.select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, answer.order_id));
    expect(order).toMatchObject({
      userId: user.id,
      planId: 'premium',
      amountCents: 1999,
      originalAmountCents: 1999,
      provider: 'dev',
      status: 'created',
    });
    expect(order?.receipt).toMatch(/^rcpt_[0-9a-f]{24}$/);
  });

  it('applies a coupon computed on the server, whatever case it is typed in', async () => {
    await createCoupon(kit().db, { code: 'save25', discountPercent: 25 });
    const user = await kit().user();
    const quote = await quoteCoupon(deps(), user, 'pro', 'Save25');
    expect(quote).toEqual({
      code: 'SAVE25',
      discount_percent: 25,
      plan_id: 'pro',
      original_price: 9.99,
      price: 7.49,
    });
    const answer = await createCheckout(deps(), user, { planId: 'pro', couponCode: 'save25' });
    expect(answer).toMatchObject({
      amount: 749,
      price: 7.49,
      original_price: 9.99,
      discount_percent: 25,
    });
  });

  it('names why a coupon cannot be used', async () => {
    const db = kit().db;
    await createCoupon(db, { code: 'OFFNOW', discountPercent: 10, active: false });
    await createCoupon(db, {
      code: 'OLD',
      discountPercent: 10,
      expiresAt: new Date(now.getTime() - 1),
    });
    await createCoupon(db, { code: 'ONCE', discountPercent: 100, maxRedemptions: 1 });
    const user = await kit().user();
    const msg = async (code: string) =>
      (await rejection(createCheckout(deps(), user, { planId: 'pro', couponCode: code }))).message;
    expect(await msg('NOSUCH')).toBe(billingMessages.couponUnknown);
    expect(await msg('OFFNOW')).toBe(billingMessages.couponInactive);
    expect(await msg('OLD')).toBe(billingMessages.couponExpired);
    // the first use of ONCE activates at once (100 %); the second is refused
    const first = await createCheckout(deps(), user, { planId: 'pro', couponCode: 'ONCE' });
    expect(first.mode).toBe('activated');
    const other = await kit().user();
    const second = await rejection(
      createCheckout(deps(), other, { planId: 'pro', couponCode: 'ONCE' }),
    );
    expect([second.code, second.message]).toEqual(['COUPON_INVALID', billingMessages.couponUsedUp]);
  });

  it('activates a 100 % coupon without a payment: tier, expiry, redemption, event, receipt', async () => {
    await createCoupon(kit().db, { code: 'FREEMONTH', discountPercent: 100 });
    const user = await kit().user();
    const answer = await createCheckout(deps(), user, {
      planId: 'premium',
      couponCode: 'freemonth',
    });
    expect(answer).toMatchObject({ mode: 'activated', amount: 0, price: 0, plan_id: 'premium' });
    const after = await kit().reload(user.id);
    expect(after.subscriptionTier).toBe('premium');
    expect(after.subscriptionExpiryDate?.toISOString()).toBe(plusOneMonth(now).toISOString());
    expect(kit().tierChanges).toContain(user.id);
    const db = kit().db;
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id));
    expect(order).toMatchObject({ status: 'paid', provider: 'none', amountCents: 0 });
    expect(await db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    expect(
      await db.select().from(couponRedemptions).where(eq(couponRedemptions.userId, user.id)),
    ).toHaveLength(1);
    const events = await db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.userId, user.id));
    expect(events.map((e) => e.kind)).toEqual(['activated']);
    const receipt = (await kit().outbox()).find((m) => m.to === after.email);
    expect(receipt?.subject).toContain(order?.receipt ?? 'missing');
    expect(receipt?.text).toContain('Plan: Premium');
    expect(receipt?.text).toContain('Amount: $0.00 (coupon FREEMONTH)');
  });

  it('completes only a session this user opened, for that plan, once', async () => {
    const user = await kit().user();
    const stranger = await kit().user();
    const answer = await createCheckout(deps(), user, { planId: 'pro' });
    const notFound = async (p: Promise<unknown>) => (await rejection(p)).code;
    expect(
      await notFound(
        completeDevCheckout(deps(), stranger.id, { orderId: answer.order_id, planId: 'pro' }),
      ),
    ).toBe('CHECKOUT_SESSION_NOT_FOUND');
    expect(
      await notFound(
        completeDevCheckout(deps(), user.id, { orderId: answer.order_id, planId: 'premium' }),
      ),
    ).toBe('CHECKOUT_SESSION_NOT_FOUND');
    expect(
      await notFound(
        completeDevCheckout(deps(), user.id, { orderId: 'dev_order_made_up', planId: 'pro' }),
      ),
    ).toBe('CHECKOUT_SESSION_NOT_FOUND');
    expect(
      await notFound(
        completeDevCheckout(deps(), user.id, {
          orderId: answer.order_id,
          planId: 'pro',
          userIdClaimed: stranger.id,
        }),
      ),
    ).toBe('CHECKOUT_SESSION_NOT_FOUND');
    expect((await kit().reload(user.id)).subscriptionTier).toBe('free');
    // test-mode orders never pass Razorpay verification
    expect(
      (
        await rejection(
          verifyPayment(deps(), user.id, {
            razorpay_order_id: answer.order_id,
            razorpay_payment_id: 'pay_x',
            razorpay_signature: 'x',
          }),
        )
      ).code,
    ).toBe('PAYMENT_VERIFICATION_FAILED');

    const results = await Promise.all([
      completeDevCheckout(deps(), user.id, {
        orderId: answer.order_id,
        planId: 'pro',
        userIdClaimed: user.id,
      }),
      completeDevCheckout(deps(), user.id, { orderId: answer.order_id, planId: 'pro' }),
    ]);
    const expiry = plusOneMonth(now).toISOString();
    expect(results.map((r) => r.subscription_expiry_date)).toEqual([expiry, expiry]);
    const events = await kit()
      .db.select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.userId, user.id));
    expect(events).toHaveLength(1);
    expect((await kit().reload(user.id)).subscriptionTier).toBe('pro');
  });

  it('extends from the current expiry when renewing early: max(now, expiry) + 1 month', async () => {
    const expiry = new Date(now.getTime() + 10 * DAY_MS);
    const user = await kit().user('pro', expiry);
    const answer = await createCheckout(deps(), user, { planId: 'pro' });
    const done = await completeDevCheckout(deps(), user.id, {
      orderId: answer.order_id,
      planId: 'pro',
    });
    expect(done.subscription_expiry_date).toBe(plusOneMonth(expiry).toISOString());
  });

  it('charges an edited price on new orders', async () => {
    const db = kit().db;
    expect(await setPlanPrice(db, 'organization', 5999)).toMatchObject({ price: 59.99 });
    const user = await kit().user();
    expect(await createCheckout(deps(), user, { planId: 'organization' })).toMatchObject({
      amount: 5999,
    });
    await setPlanPrice(db, 'organization', 4999);
  });
});
