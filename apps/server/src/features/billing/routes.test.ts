import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  billingMessages,
  type ActivationAnswer,
  type CheckoutAnswer,
  type CurrentSubscription,
  type Features,
  type PaymentStatus,
  type PlansResponse,
} from '@codeflow/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRazorpayStandin,
  type Standin,
} from '../../../../../tools/razorpay-standin/src/standin';
import { paymentOrders, subscriptionEvents } from '../../db/schema/index';
import { readOutbox } from '../../email/readOutbox';
import { useTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { DAY_MS } from './billingTestKit';
import { createCoupon } from './coupons';
import { sendExpiryReminders } from './reminders';
import { hmacSha256Hex, paymentSignature } from './signatures';

const KEY_ID = 'rzp_test_routes';
const KEY_SECRET = 'key-secret-for-route-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-route-tests';

type Inject = { method: 'GET' | 'POST'; url: string; user?: TestUser; body?: unknown };

function call(ctx: TestApp, { method, url, user, body }: Inject) {
  return ctx.app.inject({
    method,
    url,
    headers: user ? bearer(user.token) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

function uniqueCode(prefix: string): string {
  return `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;
}

async function activationCount(ctx: TestApp, userId: string): Promise<number> {
  const rows = await ctx.app.db
    .select()
    .from(subscriptionEvents)
    .where(and(eq(subscriptionEvents.userId, userId), eq(subscriptionEvents.kind, 'activated')));
  return rows.length;
}

describe.each(testDrivers)('billing routes in test mode (%s)', (driver) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codeflow-billing-routes-'));
  const testApp = useTestApp(driver, { DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function checkout(user: TestUser, planId: string, couponCode?: string) {
    const res = await call(testApp(), {
      method: 'POST',
      url: '/api/subscription/create-checkout-session',
      user,
      body: couponCode ? { plan_id: planId, coupon_code: couponCode } : { plan_id: planId },
    });
    return { status: res.statusCode, answer: res.json<CheckoutAnswer & { detail?: string }>() };
  }

  it('lists the plans publicly, cheapest first, prices in USD with two decimals', async () => {
    const res = await call(testApp(), { method: 'GET', url: '/api/subscription/plans' });
    expect(res.statusCode).toBe(200);
    const plans = res.json<PlansResponse>();
    expect(plans.map((p) => p.plan_id)).toEqual(['free', 'pro', 'premium', 'organization']);
    expect(plans[0]?.price).toBe(0);
    expect(plans[1]?.price).toBe(9.99);
    for (const plan of plans) expect(Number(plan.price.toFixed(2))).toBe(plan.price);
  });

  it('refuses anonymous callers, free and a cheaper plan while paid, and bad coupons', async () => {
    const ctx = testApp();
    const anonymous = await call(ctx, {
      method: 'POST',
      url: '/api/subscription/create-checkout-session',
      body: { plan_id: 'pro' },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await createTestUser(ctx);
    expect(await checkout(user, 'free')).toMatchObject({
      status: 400,
      answer: { detail: billingMessages.freePlanNoCheckout },
    });
    const pro = await createTestUser(ctx, {
      subscriptionTier: 'pro',
      subscriptionExpiryDate: new Date(Date.now() + 10 * DAY_MS),
    });
    // the current plan is a renewal now (issue 22, item 2)
    expect(await checkout(pro, 'pro')).toMatchObject({ status: 200, answer: { mode: 'dev' } });
    expect(await checkout(user, 'pro', 'NOSUCHCODE')).toMatchObject({
      status: 400,
      answer: { detail: billingMessages.couponUnknown },
    });
    const expired = uniqueCode('OLD');
    await createCoupon(ctx.app.db, {
      code: expired,
      discountPercent: 10,
      expiresAt: new Date(Date.now() - DAY_MS),
    });
    expect(await checkout(user, 'pro', expired)).toMatchObject({
      status: 400,
      answer: { detail: billingMessages.couponExpired },
    });
  });

  it('creates a test-mode session with the amount computed by the server, with and without a coupon', async () => {
    const ctx = testApp();
    const user = await createTestUser(ctx);
    const plain = await checkout(user, 'premium');
    expect(plain.status).toBe(200);
    expect(plain.answer).toMatchObject({ mode: 'dev', amount: 1999, price: 19.99 });
    const code = uniqueCode('QUARTER');
    await createCoupon(ctx.app.db, { code, discountPercent: 25 });
    const quote = await call(ctx, {
      method: 'POST',
      url: '/api/subscription/validate-coupon',
      user,
      body: { code: code.toLowerCase(), plan_id: 'pro' },
    });
    expect(quote.json()).toMatchObject({ code, discount_percent: 25, price: 7.49 });
    const discounted = await checkout(user, 'pro', code.toLowerCase());
    expect(discounted.answer).toMatchObject({
      mode: 'dev',
      amount: 749,
      original_price: 9.99,
      price: 7.49,
      discount_percent: 25,
    });
    if (discounted.answer.mode !== 'dev') throw new Error('expected test mode');
    expect(discounted.answer.checkout_url).toBe(
      `/checkout/test?order_id=${discounted.answer.order_id}&plan_id=pro`,
    );
  });

  it('completes only a session this user opened for this plan, once', async () => {
    const ctx = testApp();
    const buyer = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const { answer } = await checkout(buyer, 'pro');
    const pay = (user: TestUser | undefined, body: object) =>
      call(ctx, {
        method: 'POST',
        url: '/api/subscription/webhook/mock-payment-success',
        ...(user ? { user } : {}),
        body,
      });
    // a bare user and plan never activate anything
    expect((await pay(buyer, { user_id: buyer.user.id, plan_id: 'pro' })).statusCode).toBe(422);
    expect((await pay(undefined, { order_id: answer.order_id, plan_id: 'pro' })).statusCode).toBe(
      401,
    );
    // someone else's session, even naming the buyer
    const stolen = await pay(other, {
      order_id: answer.order_id,
      plan_id: 'pro',
      user_id: buyer.user.id,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ detail: billingMessages.checkoutSessionNotFound });
    expect((await pay(other, { order_id: answer.order_id, plan_id: 'pro' })).statusCode).toBe(404);
    // this user's session, but another plan
    expect(
      (await pay(buyer, { order_id: answer.order_id, plan_id: 'organization' })).statusCode,
    ).toBe(404);
    expect(await activationCount(ctx, buyer.user.id)).toBe(0);
    expect(await activationCount(ctx, other.user.id)).toBe(0);

    const before = Date.now();
    const done = await pay(buyer, { order_id: answer.order_id, plan_id: 'pro' });
    expect(done.statusCode).toBe(200);
    const activation = done.json<ActivationAnswer>();
    expect(activation).toMatchObject({ status: 'activated', plan_id: 'pro' });
    const expiry = new Date(activation.subscription_expiry_date ?? 0).getTime();
    expect(expiry - before).toBeGreaterThan(27 * DAY_MS);
    expect(expiry - before).toBeLessThan(32 * DAY_MS);
    // again: the same answer, no second activation
    expect((await pay(buyer, { order_id: answer.order_id, plan_id: 'pro' })).statusCode).toBe(200);
    expect(await activationCount(ctx, buyer.user.id)).toBe(1);

    // the new tier is what the very next request sees
    const features = await call(ctx, {
      method: 'GET',
      url: '/api/subscription/features',
      user: buyer,
    });
    expect(features.json<Features>().can_edit).toBe(true);
    const status = await call(ctx, {
      method: 'GET',
      url: `/api/subscription/payment-status?user_id=${other.user.id}&plan_id=pro`,
      user: buyer,
    });
    expect(status.json<PaymentStatus>()).toMatchObject({
      status: 'paid',
      plan_id: 'pro',
      order_id: answer.order_id,
      tier: 'pro',
    });
    const history = await call(ctx, {
      method: 'GET',
      url: '/api/subscription/history',
      user: buyer,
    });
    expect(history.json()).toEqual([
      expect.objectContaining({
        order_id: answer.order_id,
        plan_name: 'Pro',
        amount: 9.99,
        status: 'paid',
      }),
    ]);
    // the other user's status tells nothing of the buyer's orders
    const theirs = await call(ctx, {
      method: 'GET',
      url: '/api/subscription/payment-status',
      user: other,
    });
    expect(theirs.json<PaymentStatus>()).toMatchObject({ status: 'none', tier: 'free' });
    // and a receipt was mailed
    const mail = await readOutbox(dataDir);
    expect(mail.some((m) => m.to === buyer.user.email)).toBe(true);
  });

  it('has no Razorpay path in test mode: verify and the webhook activate nothing', async () => {
    const ctx = testApp();
    const user = await createTestUser(ctx);
    const { answer } = await checkout(user, 'pro');
    const verify = await call(ctx, {
      method: 'POST',
      url: '/api/subscription/verify-payment',
      user,
      body: {
        razorpay_order_id: answer.order_id,
        razorpay_payment_id: 'pay_x',
        razorpay_signature: 'f'.repeat(64),
      },
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toEqual({ detail: billingMessages.verificationFailed });
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/webhook/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
      payload: '{"event":"payment.captured","payload":{}}',
    });
    expect(hook.statusCode).toBe(400);
    expect(await activationCount(ctx, user.user.id)).toBe(0);
  });

  it('cancel stops renewal and keeps the plan until the expiry date; expired acts as free', async () => {
    const ctx = testApp();
    const expiry = new Date(Date.now() + 10 * DAY_MS);
    const pro = await createTestUser(ctx, {
      subscriptionTier: 'pro',
      subscriptionExpiryDate: expiry,
    });
    const current = async (user: TestUser) =>
      (
        await call(ctx, { method: 'GET', url: '/api/subscription/current', user })
      ).json<CurrentSubscription>();
    // one-time payments: nothing renews by itself (issue 22, item 2)
    expect(await current(pro)).toMatchObject({ status: 'active', renews: false, days_left: 10 });
    const cancel = () => call(ctx, { method: 'POST', url: '/api/subscription/cancel', user: pro });
    const first = await cancel();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: billingMessages.subscriptionCancelled,
      subscription: { status: 'cancelled', renews: false, effective_tier: 'pro' },
    });
    expect((await cancel()).statusCode).toBe(200);
    expect(await current(pro)).toMatchObject({
      tier: 'pro',
      effective_tier: 'pro',
      status: 'cancelled',
      expiry_date: expiry.toISOString(),
    });
    const features = await call(ctx, {
      method: 'GET',
      url: '/api/subscription/features',
      user: pro,
    });
    expect(features.json<Features>().can_edit).toBe(true);

    const free = await createTestUser(ctx);
    const refused = await call(ctx, {
      method: 'POST',
      url: '/api/subscription/cancel',
      user: free,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: billingMessages.noSubscription });

    const lapsed = await createTestUser(ctx, {
      subscriptionTier: 'pro',
      subscriptionExpiryDate: new Date(Date.now() - DAY_MS),
    });
    expect(await current(lapsed)).toMatchObject({ status: 'expired', effective_tier: 'free' });
    const lapsedFeatures = await call(ctx, {
      method: 'GET',
      url: '/api/subscription/features',
      user: lapsed,
    });
    expect(lapsedFeatures.json<Features>().can_edit).toBe(false);
  });

  it('sends each expiry reminder once, even with two job runs at the same time', async () => {
    const ctx = testApp();
    const soon = await createTestUser(ctx, {
      subscriptionTier: 'premium',
      subscriptionExpiryDate: new Date(Date.now() + 12 * 3_600_000),
    });
    // two instances' jobs running at once, then a later run
    await Promise.all([sendExpiryReminders(ctx.app.billing), sendExpiryReminders(ctx.app.billing)]);
    await sendExpiryReminders(ctx.app.billing);
    const mail = (await readOutbox(dataDir)).filter((m) => m.to === soon.user.email);
    expect(mail).toHaveLength(1);
  });
});

describe.each(testDrivers)('billing routes with Razorpay (%s)', (driver) => {
  let standin: Standin;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    // no webhook URL: the tests deliver the webhooks themselves, to control their bytes
    standin = await startRazorpayStandin({ keyId: KEY_ID, keySecret: KEY_SECRET });
    Object.assign(env, {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: standin.url,
      RAZORPAY_CHECKOUT_URL: `${standin.url}/v1/checkout.js`,
    });
  });
  const testApp = useTestApp(driver, env);
  afterAll(async () => {
    await standin.close();
  });

  async function order(user: TestUser, planId = 'pro', couponCode?: string) {
    const res = await call(testApp(), {
      method: 'POST',
      url: '/api/subscription/create-order',
      user,
      body: couponCode ? { plan_id: planId, coupon_code: couponCode } : { plan_id: planId },
    });
    const answer = res.json<CheckoutAnswer>();
    if (answer.mode !== 'razorpay') throw new Error(`expected razorpay: ${res.body}`);
    return answer;
  }

  async function pay(orderId: string) {
    const result = await standin.pay(orderId, 'success');
    if ('error' in result) throw new Error(result.error.description);
    return result;
  }

  const verify = (user: TestUser, body: object) =>
    call(testApp(), { method: 'POST', url: '/api/subscription/verify-payment', user, body });

  /** A Razorpay event as its servers send it; `raw` is the exact text that gets signed. */
  function event(
    name: 'payment.captured' | 'payment.failed' | 'order.paid',
    o: { order_id: string; amount: number; plan_id: string; user_id: string },
    paymentId: string,
  ): string {
    const notes = { user_id: o.user_id, plan_id: o.plan_id };
    const payment = {
      id: paymentId,
      entity: 'payment',
      amount: o.amount,
      currency: 'USD',
      status: name === 'payment.failed' ? 'failed' : 'captured',
      order_id: o.order_id,
      error_description: name === 'payment.failed' ? 'Card declined' : null,
      notes,
    };
    const payload: Record<string, unknown> = { payment: { entity: payment } };
    if (name === 'order.paid') {
      payload.order = {
        entity: { id: o.order_id, amount: o.amount, amount_paid: o.amount, currency: 'USD', notes },
      };
    }
    // spaces after separators, as no JSON.stringify writes them: re-serialising changes the bytes
    return JSON.stringify({ entity: 'event', event: name, payload, created_at: 1 }).replace(
      /([,:])(?=["{[\d])/g,
      '$1 ',
    );
  }

  function deliver(raw: string, eventId: string, signature = hmacSha256Hex(WEBHOOK_SECRET, raw)) {
    return testApp().app.inject({
      method: 'POST',
      url: '/api/subscription/webhook/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    });
  }

  const newEventId = () => `evt_${randomBytes(7).toString('hex')}`;

  it('has no mock-payment route when Razorpay is configured', async () => {
    const ctx = testApp();
    const user = await createTestUser(ctx);
    const answer = await order(user);
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/subscription/webhook/mock-payment-success',
      user,
      body: { order_id: answer.order_id, plan_id: 'pro' },
    });
    expect(res.statusCode).toBe(404);
    expect(await activationCount(ctx, user.user.id)).toBe(0);
  });

  it('creates the order at the provider with the discounted amount and the checkout details', async () => {
    const ctx = testApp();
    const user = await createTestUser(ctx, { fullName: 'Ada Buyer' });
    const code = uniqueCode('HALF');
    await createCoupon(ctx.app.db, { code, discountPercent: 50 });
    const answer = await order(user, 'premium', code);
    expect(answer).toMatchObject({
      amount: 1000,
      price: 10,
      original_price: 19.99,
      key_id: KEY_ID,
      prefill: { name: 'Ada Buyer', email: user.user.email },
      checkout_script_url: `${standin.url}/v1/checkout.js`,
    });
    expect(standin.orders.get(answer.order_id)).toMatchObject({
      amount: 1000,
      currency: 'USD',
      notes: { user_id: user.user.id, plan_id: 'premium' },
    });
  });

  it('verifies the signature against the order stored for this user', async () => {
    const ctx = testApp();
    const user = await createTestUser(ctx);
    const other = await createTestUser(ctx);
    const answer = await order(user);
    const result = await pay(answer.order_id);
    const refused = async (who: TestUser, body: object) => {
      const res = await verify(who, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: billingMessages.verificationFailed });
    };
    // tampered signature
    await refused(user, {
      ...result,
      razorpay_signature: `${result.razorpay_signature.slice(0, -1)}${result.razorpay_signature.endsWith('0') ? '1' : '0'}`,
    });
    // a valid signature, but for another user's order
    await refused(other, result);
    // an order id that was never ours, correctly signed with our secret
    const foreign = 'order_NeverOurs00001';
    await refused(user, {
      razorpay_order_id: foreign,
      razorpay_payment_id: result.razorpay_payment_id,
      razorpay_signature: paymentSignature(KEY_SECRET, foreign, result.razorpay_payment_id),
    });
    expect(await activationCount(ctx, user.user.id)).toBe(0);
    expect(await activationCount(ctx, other.user.id)).toBe(0);

    const ok = await verify(user, result);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'activated', plan_id: 'pro' });
    // the browser calling twice changes nothing
    expect((await verify(user, result)).statusCode).toBe(200);
    expect(await activationCount(ctx, user.user.id)).toBe(1);
  });

  it('refuses a payment whose order differs at the provider (amount or plan)', async () => {
    const ctx = testApp();
    const user = await createTestUser(ctx);
    const answer = await order(user);
    const result = await pay(answer.order_id);
    const remote = standin.orders.get(answer.order_id);
    if (!remote) throw new Error('order missing at the stand-in');
    remote.amount = 1;
    expect((await verify(user, result)).statusCode).toBe(400);
    remote.amount = answer.amount;
    remote.notes = { user_id: user.user.id, plan_id: 'organization' };
    expect((await verify(user, result)).statusCode).toBe(400);
    expect(await activationCount(ctx, user.user.id)).toBe(0);
    // a webhook with another amount does not activate either
    const raw = event(
      'payment.captured',
      { order_id: answer.order_id, amount: 1, plan_id: 'pro', user_id: user.user.id },
      result.razorpay_payment_id,
    );
    expect((await deliver(raw, newEventId())).json()).toEqual({ status: 'mismatch' });
    expect(await activationCount(ctx, user.user.id)).toBe(0);
  });

  it('checks the webhook signature over the raw body: re-serialised JSON fails', async () => {
    const ctx = testApp();
    const user = await createTestUser(ctx);
    const answer = await order(user);
    const o = { ...answer, plan_id: 'pro', user_id: user.user.id };
    const raw = event('payment.captured', o, 'pay_RawBody000001');
    const signature = hmacSha256Hex(WEBHOOK_SECRET, raw);
    const reserialised = JSON.stringify(JSON.parse(raw));
    expect(reserialised).not.toBe(raw);
    const bad = await deliver(reserialised, newEventId(), signature);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: billingMessages.webhookSignatureInvalid });
    expect((await deliver(raw, newEventId(), 'f'.repeat(64))).statusCode).toBe(400);
    const noSignature = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/webhook/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(noSignature.statusCode).toBe(400);
    expect(await activationCount(ctx, user.user.id)).toBe(0);

    const good = await deliver(raw, newEventId(), signature);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ status: 'activated' });
    expect(await activationCount(ctx, user.user.id)).toBe(1);
  });

  it('handles duplicate and out-of-order webhooks: one activation, a late failure undoes nothing', async () => {
    const ctx = testApp();
    const user = await createTestUser(ctx);
    const answer = await order(user, 'premium');
    const o = { ...answer, plan_id: 'premium', user_id: user.user.id };
    const paymentId = 'pay_OutOfOrder0001';
    const paid = event('order.paid', o, paymentId);
    const captured = event('payment.captured', o, paymentId);
    const failed = event('payment.failed', o, 'pay_EarlierFail01');
    const paidId = newEventId();
    // order.paid first, then its duplicate, then payment.captured, then a stale failure
    expect((await deliver(paid, paidId)).json()).toEqual({ status: 'activated' });
    expect((await deliver(paid, paidId)).json()).toEqual({ status: 'duplicate' });
    expect((await deliver(captured, newEventId())).json()).toEqual({ status: 'already_paid' });
    expect((await deliver(failed, newEventId())).json()).toEqual({ status: 'failure_recorded' });
    expect(await activationCount(ctx, user.user.id)).toBe(1);
    const [stored] = await ctx.app.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, answer.order_id));
    expect(stored?.status).toBe('paid');
    const current = await call(ctx, { method: 'GET', url: '/api/subscription/current', user });
    expect(current.json<CurrentSubscription>()).toMatchObject({
      tier: 'premium',
      status: 'active',
    });
  });

  it('activates once when the browser verify and the webhook race', async () => {
    const ctx = testApp();
    for (let round = 0; round < 3; round++) {
      const user = await createTestUser(ctx);
      const answer = await order(user);
      const result = await pay(answer.order_id);
      const raw = event(
        'payment.captured',
        { ...answer, plan_id: 'pro', user_id: user.user.id },
        result.razorpay_payment_id,
      );
      const [verified, hooked, again] = await Promise.all([
        verify(user, result),
        deliver(raw, newEventId()),
        deliver(raw, newEventId()),
      ]);
      expect(verified.statusCode).toBe(200);
      expect(hooked.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(await activationCount(ctx, user.user.id)).toBe(1);
      const status = await call(ctx, {
        method: 'GET',
        url: '/api/subscription/payment-status',
        user,
      });
      expect(status.json<PaymentStatus>()).toMatchObject({ status: 'paid', tier: 'pro' });
    }
  });
});
