import { randomBytes } from 'node:crypto';
import {
  adminCouponListSchema,
  billingMessages,
  COUPON_CHECK_LIMITS,
  type CheckoutAnswer,
} from '@codeflow/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, paymentOrders, users } from '../../db/schema/index';
import { useTestApp, type TestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { DAY_MS } from './billingTestKit';
import { createCoupon } from './coupons';

/** Issue 21, finding 7: coupons through the real routes, each test from its own address. */
describe.each(testDrivers)('coupon rules (%s)', (driver) => {
  const testApp = useTestApp(driver);
  let lastIp = 0;
  const newIp = () => `10.21.7.${++lastIp}`;

  function post(ctx: TestApp, url: string, user: TestUser, body: object, ip: string) {
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: bearer(user.token),
      payload: body,
      remoteAddress: ip,
    });
  }

  const code = (prefix: string) => `${prefix}${randomBytes(4).toString('hex').toUpperCase()}`;

  async function buy(ctx: TestApp, user: TestUser, planId: string, coupon: string, ip: string) {
    const res = await post(
      ctx,
      '/api/subscription/create-order',
      user,
      { plan_id: planId, coupon_code: coupon },
      ip,
    );
    return { status: res.statusCode, answer: res.json<CheckoutAnswer & { detail?: string }>() };
  }

  async function pay(ctx: TestApp, user: TestUser, answer: CheckoutAnswer, ip: string) {
    return post(
      ctx,
      '/api/subscription/webhook/mock-payment-success',
      user,
      { order_id: answer.order_id, plan_id: answer.plan_id },
      ip,
    );
  }

  it('redeems a coupon once per user: a 100 % coupon twice does not add a second month', async () => {
    const ctx = testApp();
    const ip = newIp();
    const free = code('FREEMONTH');
    await createCoupon(ctx.app.db, { code: free, discountPercent: 100 });
    const user = await createTestUser(ctx);
    const first = await buy(ctx, user, 'organization', free, ip);
    expect(first).toMatchObject({ status: 200, answer: { mode: 'activated', amount: 0 } });
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.user.id));
    const expiry = row?.subscriptionExpiryDate?.getTime() ?? 0;
    // again, after the plan lapsed too: the same user never gets it twice
    await ctx.app.db
      .update(users)
      .set({ subscriptionExpiryDate: new Date(Date.now() - DAY_MS) })
      .where(eq(users.id, user.user.id));
    for (const plan of ['organization', 'pro']) {
      expect(await buy(ctx, user, plan, free, ip)).toMatchObject({
        status: 400,
        answer: { detail: billingMessages.couponAlreadyUsed },
      });
    }
    const quote = await post(
      ctx,
      '/api/subscription/validate-coupon',
      user,
      { code: free, plan_id: 'pro' },
      ip,
    );
    expect(quote.json()).toEqual({ detail: billingMessages.couponAlreadyUsed });
    expect(expiry - Date.now()).toBeLessThan(32 * DAY_MS);
    // another user may
    const other = await createTestUser(ctx);
    expect((await buy(ctx, other, 'pro', free, ip)).status).toBe(200);
  });

  it('holds the use of an unpaid order: the same user cannot open a second one with it', async () => {
    const ctx = testApp();
    const ip = newIp();
    const save = code('SAVE');
    await createCoupon(ctx.app.db, { code: save, discountPercent: 20 });
    const user = await createTestUser(ctx);
    const first = await buy(ctx, user, 'pro', save, ip);
    expect(first).toMatchObject({ status: 200, answer: { mode: 'dev', amount: 799 } });
    expect(await buy(ctx, user, 'premium', save, ip)).toMatchObject({
      status: 400,
      answer: { detail: billingMessages.couponAlreadyUsed },
    });
    expect((await pay(ctx, user, first.answer, ip)).statusCode).toBe(200);
  });

  it('lets a coupon configured for it be used again by the same user (admin setting)', async () => {
    const ctx = testApp();
    const ip = newIp();
    const admin = await createTestUser(ctx, { role: 'admin', subscriptionTier: 'admin' });
    const again = code('LOYAL');
    const created = await post(
      ctx,
      '/api/commerce/coupons',
      admin,
      { code: again, discount_percentage: 20, once_per_user: false, max_redemptions: 5 },
      ip,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ once_per_user: false, max_redemptions: 5 });
    const byDefault = await post(ctx, '/api/commerce/coupons', admin, { code: code('ONE') }, ip);
    expect(byDefault.json()).toMatchObject({ once_per_user: true, max_redemptions: null });
    const bad = await post(
      ctx,
      '/api/commerce/coupons',
      admin,
      { code: code('BAD'), max_redemptions: 0 },
      ip,
    );
    expect(bad.statusCode).toBe(422);

    const user = await createTestUser(ctx);
    for (let i = 0; i < 2; i++) {
      const order = await buy(ctx, user, 'pro', again, ip);
      expect(order).toMatchObject({ status: 200, answer: { amount: 799 } });
      expect((await pay(ctx, user, order.answer, ip)).statusCode).toBe(200);
    }
    const list = adminCouponListSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/commerce/coupons',
          headers: bearer(admin.token),
        })
      ).json(),
    );
    expect(list.find((c) => c.code === again)).toMatchObject({ redemptions: 2 });
  });

  it('never stacks 100 % coupons: a free coupon does not extend a paid period', async () => {
    const ctx = testApp();
    const ip = newIp();
    const a = code('FREEA');
    const b = code('FREEB');
    for (const c of [a, b]) await createCoupon(ctx.app.db, { code: c, discountPercent: 100 });
    const user = await createTestUser(ctx);
    expect((await buy(ctx, user, 'organization', a, ip)).status).toBe(200);
    for (const plan of ['organization', 'pro']) {
      const refused = await buy(ctx, user, plan, b, ip);
      expect(refused.status, plan).toBe(400);
    }
    expect((await buy(ctx, user, 'organization', b, ip)).answer.detail).toBe(
      billingMessages.freeCouponWhilePaid,
    );
  });

  it('gives a 2-use coupon to exactly 2 of 10 parallel paid orders, and releases a failed one', async () => {
    const ctx = testApp();
    const limited = code('TWICE');
    await createCoupon(ctx.app.db, { code: limited, discountPercent: 20, maxRedemptions: 2 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createTestUser(ctx)));
    const results = await Promise.all(
      buyers.map((user) => buy(ctx, user, 'premium', limited, newIp())),
    );
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won).toHaveLength(2);
    expect(lost.map((r) => [r.status, r.answer.detail])).toEqual(
      Array.from({ length: 8 }, () => [400, billingMessages.couponUsedUp]),
    );
    // both winners pay; nobody else gets the coupon afterwards either
    const winners = buyers.filter((_, i) => results[i]?.status === 200);
    for (const [i, user] of winners.entries()) {
      expect((await pay(ctx, user, won[i]!.answer, newIp())).statusCode).toBe(200);
    }
    const [coupon] = await ctx.app.db.select().from(coupons).where(eq(coupons.code, limited));
    const redeemed = await ctx.app.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon!.id));
    expect(redeemed).toHaveLength(2);
    const late = await buy(ctx, await createTestUser(ctx), 'pro', limited, newIp());
    expect(late.answer.detail).toBe(billingMessages.couponUsedUp);

    // a one-use coupon held by an order that then fails is free again
    const once = code('ONCE');
    await createCoupon(ctx.app.db, { code: once, discountPercent: 10, maxRedemptions: 1 });
    const holder = await buy(ctx, buyers[0]!, 'organization', once, newIp());
    expect(holder.status).toBe(200);
    expect((await buy(ctx, buyers[1]!, 'organization', once, newIp())).answer.detail).toBe(
      billingMessages.couponUsedUp,
    );
    await ctx.app.db
      .update(paymentOrders)
      .set({ status: 'failed' })
      .where(
        and(
          eq(paymentOrders.providerOrderId, holder.answer.order_id),
          eq(paymentOrders.status, 'created'),
        ),
      );
    expect((await buy(ctx, buyers[1]!, 'organization', once, newIp())).status).toBe(200);
  });

  it('limits coupon checks per user and per address with a 429 that says when to retry', async () => {
    const ctx = testApp();
    const guesser = await createTestUser(ctx);
    const ip = newIp();
    const attempt = (user: TestUser, from: string) =>
      post(
        ctx,
        '/api/subscription/validate-coupon',
        user,
        { code: code('GUESS'), plan_id: 'pro' },
        from,
      );
    for (let i = 0; i < COUPON_CHECK_LIMITS.perUser; i++) {
      expect((await attempt(guesser, ip)).statusCode).toBe(400);
    }
    const blocked = await attempt(guesser, newIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ detail: string }>().detail).toMatch(
      /^Too many coupon attempts\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // a checkout naming a code counts too
    const viaCheckout = await buy(ctx, guesser, 'pro', code('GUESS'), newIp());
    expect(viaCheckout.status).toBe(429);
    expect(viaCheckout.answer.detail).toMatch(/^Too many coupon attempts/);

    // many accounts from one address stop at the address's limit
    const shared = newIp();
    let used = 0;
    while (used < COUPON_CHECK_LIMITS.perIp) {
      const user = await createTestUser(ctx);
      for (let i = 0; i < COUPON_CHECK_LIMITS.perUser && used < COUPON_CHECK_LIMITS.perIp; i++) {
        expect((await attempt(user, shared)).statusCode).toBe(400);
        used++;
      }
    }
    expect((await attempt(await createTestUser(ctx), shared)).statusCode).toBe(429);
    // a checkout without a code is no coupon check
    const plain = await post(
      ctx,
      '/api/subscription/create-order',
      guesser,
      { plan_id: 'pro' },
      shared,
    );
    expect(plain.statusCode).toBe(200);
  });
});
