import { billingMessages, downgradeAtPeriodEndMessage } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { testDrivers } from '../../test/databases';
import type { AuthUser } from '../auth/users';
import type { BillingDeps } from './billingDeps';
import { DAY_MS, plusOneMonth, useBillingKit } from './billingTestKit';
import { createCheckout } from './checkout';
import { createCoupon } from './coupons';
import { DevProvider } from './devProvider';
import { completeDevCheckout } from './paymentVerification';
import {
  cancelScheduledChange,
  oneMonthBefore,
  planOptions,
  proratedCents,
  scheduleChange,
} from './planChanges';
import { sendExpiryReminders } from './reminders';
import { applyScheduledChanges } from './scheduledChanges';
import { currentSubscription } from './subscription';

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

/** Issue 22 item 1 and issue 21 finding 7: plan changes by value, not by days (decision 032). */
describe.each(testDrivers)('plan changes (%s)', (driver) => {
  const kit = useBillingKit(driver);
  let clock = new Date('2026-11-10T12:00:00Z');
  const deps = (): BillingDeps => kit().deps(new DevProvider(), () => clock);

  /** Buys `planId` through the test-mode checkout and pays it now. */
  async function buyAndPay(user: AuthUser, planId: 'pro' | 'premium' | 'organization') {
    const answer = await createCheckout(deps(), user, { planId });
    if (answer.mode === 'activated') return answer;
    await completeDevCheckout(deps(), user.id, { orderId: answer.order_id, planId });
    return answer;
  }

  it('charges an upgrade the new plan’s value for the time left minus the unused paid value', async () => {
    clock = new Date('2026-11-10T12:00:00Z');
    const user = await kit().user();
    await buyAndPay(user, 'pro');
    const pro = await kit().reload(user.id);
    const until = pro.subscriptionExpiryDate!;
    expect(until.toISOString()).toBe(plusOneMonth(clock).toISOString());

    // half-way through the month
    const start = oneMonthBefore(until).getTime();
    clock = new Date(start + (until.getTime() - start) / 2);
    const expected = Math.round((1999 - 999) / 2);
    expect(proratedCents(1999, 999, until, clock)).toBe(expected);
    const options = await planOptions(kit().db, pro, clock);
    expect(options.map((o) => [o.plan_id, o.action, o.price])).toEqual([
      ['pro', 'renew', 9.99],
      ['premium', 'upgrade', expected / 100],
      ['organization', 'upgrade', Math.round((4999 - 999) / 2) / 100],
    ]);
    expect(options[1]).toMatchObject({
      paid_until: until.toISOString(),
      switch_date: until.toISOString(),
    });

    const upgrade = await createCheckout(deps(), pro, { planId: 'premium' });
    expect(upgrade).toMatchObject({ mode: 'dev', amount: expected, plan_id: 'premium' });
    await completeDevCheckout(deps(), user.id, { orderId: upgrade.order_id, planId: 'premium' });
    const premium = await kit().reload(user.id);
    // the dearer plan now; the paid period does not grow
    expect(premium.subscriptionTier).toBe('premium');
    expect(premium.subscriptionExpiryDate?.toISOString()).toBe(until.toISOString());
  });

  it('never carries paid days into a dearer plan: five cheap payments buy no Organization month', async () => {
    clock = new Date('2026-11-10T12:00:00Z');
    const user = await kit().user();
    for (let i = 0; i < 5; i++) await buyAndPay(await kit().reload(user.id), 'pro');
    const pro = await kit().reload(user.id);
    const until = pro.subscriptionExpiryDate!;
    // five months of Pro paid (5 × 9.99): Organization for that time costs the difference
    const org = await createCheckout(deps(), pro, { planId: 'organization' });
    const expected = proratedCents(4999, 999, until, clock);
    expect(org.amount).toBe(expected);
    expect(org.amount).toBeGreaterThan(4 * (4999 - 999));
  });

  it('refuses buying a cheaper plan while a dearer one is paid; schedules it for the period’s end', async () => {
    clock = new Date('2026-11-10T12:00:00Z');
    const until = new Date(clock.getTime() + 20 * DAY_MS);
    const user = await kit().user('premium', until);
    const refused = await rejection(createCheckout(deps(), user, { planId: 'pro' }));
    expect([refused.code, refused.message]).toEqual([
      'CHECKOUT_REFUSED',
      downgradeAtPeriodEndMessage('Premium', 'Pro', until.toISOString().slice(0, 10)),
    ]);
    const before = await planOptions(kit().db, user, clock);
    expect(before.find((o) => o.plan_id === 'pro')).toEqual({
      plan_id: 'pro',
      action: 'downgrade',
      price: null,
      paid_until: null,
      switch_date: until.toISOString(),
      scheduled: false,
    });

    await scheduleChange(kit().db, user, 'pro', clock);
    expect((await currentSubscription(deps(), user)).scheduled_change).toEqual({
      plan_id: 'pro',
      plan_name: 'Pro',
      date: until.toISOString(),
    });
    // the plan in force and its paid period do not move
    const same = await kit().reload(user.id);
    expect([same.subscriptionTier, same.subscriptionExpiryDate?.toISOString()]).toEqual([
      'premium',
      until.toISOString(),
    ]);
    expect(
      (await planOptions(kit().db, same, clock)).find((o) => o.plan_id === 'pro'),
    ).toMatchObject({ action: 'renew', price: 9.99, scheduled: true });
    // cancellable, once
    await cancelScheduledChange(kit().db, user.id);
    expect((await currentSubscription(deps(), user)).scheduled_change).toBeNull();
    const again = await rejection(cancelScheduledChange(kit().db, user.id));
    expect([again.code, again.message]).toEqual(['NOT_FOUND', billingMessages.noScheduledChange]);
    // nothing to schedule without a paid period, or onto the same plan
    const free = await kit().user();
    expect((await rejection(scheduleChange(kit().db, free, 'pro', clock))).message).toBe(
      billingMessages.scheduleNeedsPaidPlan,
    );
    expect((await rejection(scheduleChange(kit().db, user, 'premium', clock))).message).toBe(
      billingMessages.scheduleSamePlan,
    );
  });

  it('renews at the scheduled plan’s price and switches plans when the paid period ends', async () => {
    clock = new Date('2026-11-10T12:00:00Z');
    const until = new Date(clock.getTime() + 5 * DAY_MS);
    const user = await kit().user('premium', until);
    await scheduleChange(kit().db, user, 'pro', clock);
    const renewal = await createCheckout(deps(), user, { planId: 'pro' });
    expect(renewal).toMatchObject({ amount: 999, plan_id: 'pro' });
    await completeDevCheckout(deps(), user.id, { orderId: renewal.order_id, planId: 'pro' });
    const paid = await kit().reload(user.id);
    // Premium stays to the end of what was paid for it; Pro's month follows
    expect(paid.subscriptionTier).toBe('premium');
    expect(paid.subscriptionExpiryDate?.toISOString()).toBe(plusOneMonth(until).toISOString());
    expect(await applyScheduledChanges(deps())).toBe(0);

    clock = new Date(until.getTime() + 60_000);
    expect(await applyScheduledChanges(deps())).toBe(1);
    const switched = await kit().reload(user.id);
    expect(switched.subscriptionTier).toBe('pro');
    expect((await currentSubscription(deps(), switched)).scheduled_change).toBeNull();
    expect(kit().tierChanges).toContain(user.id);

    // not renewed: the period simply ends and the change is dropped
    clock = new Date('2026-11-10T12:00:00Z');
    const lapsing = await kit().user('organization', new Date(clock.getTime() + DAY_MS));
    await scheduleChange(kit().db, lapsing, 'premium', clock);
    clock = new Date(clock.getTime() + 2 * DAY_MS);
    expect(await applyScheduledChanges(deps())).toBe(0);
    expect((await kit().reload(lapsing.id)).subscriptionTier).toBe('organization');
  });

  it('renewing the current plan extends it by a month and drops a scheduled change', async () => {
    clock = new Date('2026-11-10T12:00:00Z');
    const until = new Date(clock.getTime() + 3 * DAY_MS);
    const user = await kit().user('premium', until);
    await scheduleChange(kit().db, user, 'pro', clock);
    const renewal = await createCheckout(deps(), user, { planId: 'premium' });
    expect(renewal.amount).toBe(1999);
    await completeDevCheckout(deps(), user.id, { orderId: renewal.order_id, planId: 'premium' });
    const after = await kit().reload(user.id);
    expect(after.subscriptionExpiryDate?.toISOString()).toBe(plusOneMonth(until).toISOString());
    expect((await currentSubscription(deps(), after)).scheduled_change).toBeNull();
  });

  it('upgrades for free when the prorated amount is under the provider’s minimum', async () => {
    clock = new Date('2026-11-10T12:00:00Z');
    const user = await kit().user('pro', new Date(clock.getTime() + 60 * 60_000));
    const answer = await createCheckout(deps(), user, { planId: 'premium' });
    expect(answer).toMatchObject({ mode: 'activated', amount: 0 });
    expect((await kit().reload(user.id)).subscriptionTier).toBe('premium');
  });

  it('refuses a coupon that leaves under $1.00, and an expired test-mode session', async () => {
    clock = new Date('2026-11-10T12:00:00Z');
    await createCoupon(kit().db, { code: 'NINETYNINE', discountPercent: 95 });
    const user = await kit().user();
    const low = await rejection(
      createCheckout(deps(), user, { planId: 'pro', couponCode: 'NINETYNINE' }),
    );
    expect([low.code, low.message]).toEqual(['COUPON_INVALID', billingMessages.couponBelowMinimum]);
    const session = await createCheckout(deps(), user, { planId: 'pro' });
    clock = new Date(clock.getTime() + 31 * 60_000);
    const expired = await rejection(
      completeDevCheckout(deps(), user.id, { orderId: session.order_id, planId: 'pro' }),
    );
    expect(expired.message).toBe(billingMessages.checkoutSessionExpired);
    const [order] = await kit()
      .db.select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, session.order_id));
    expect(order?.status).toBe('created');
  });

  it('says "paid until" in the reminders, never that the plan renews by itself', async () => {
    clock = new Date('2026-11-10T12:00:00Z');
    const user = await kit().user('premium', new Date(clock.getTime() + 6 * DAY_MS));
    await scheduleChange(kit().db, user, 'pro', clock);
    await sendExpiryReminders(deps());
    const mail = (await kit().outbox()).find((m) => m.to === user.email);
    expect(mail?.text).toContain('is paid until');
    expect(mail?.text).toContain('Nothing is charged automatically.');
    expect(mail?.text).toContain('the Pro plan you chose for the next month');
    expect(mail?.text).not.toMatch(/renews/);
  });
});
