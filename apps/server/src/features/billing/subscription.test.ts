import { billingMessages } from '@codeflow/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reminderSends, subscriptionEvents } from '../../db/schema/index';
import { OutboxMailer } from '../../email/outboxMailer';
import { AppError } from '../../domain/appError';
import { testDrivers } from '../../test/databases';
import { effectiveTier } from '../../plans/effectiveTier';
import { DAY_MS, useBillingKit } from './billingTestKit';
import { DevProvider } from './devProvider';
import { reminderDue, sendExpiryReminders } from './reminders';
import { cancelSubscription, currentSubscription } from './subscription';

describe('reminderDue', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  it('picks the most urgent reminder that applies', () => {
    expect(reminderDue(at(8 * DAY_MS), now)).toBeNull();
    expect(reminderDue(at(7 * DAY_MS), now)).toBe('7d');
    expect(reminderDue(at(2 * DAY_MS), now)).toBe('7d');
    expect(reminderDue(at(DAY_MS), now)).toBe('1d');
    expect(reminderDue(at(1), now)).toBe('1d');
    expect(reminderDue(now, now)).toBe('expired');
    expect(reminderDue(at(-6 * DAY_MS), now)).toBe('expired');
    expect(reminderDue(at(-8 * DAY_MS), now)).toBeNull();
  });
});

describe.each(testDrivers)('subscription cancel, status and reminders (%s)', (driver) => {
  const kit = useBillingKit(driver);
  let clock = new Date('2026-11-23T12:00:00Z');
  const deps = () => kit().deps(new DevProvider(), () => clock);

  it('cancel stops renewal and keeps the plan until the expiry date', async () => {
    clock = new Date('2026-11-23T12:00:00Z');
    const expiry = new Date(clock.getTime() + 10 * DAY_MS + 1000);
    const user = await kit().user('pro', expiry);
    expect(await currentSubscription(deps(), user)).toEqual({
      tier: 'pro',
      effective_tier: 'pro',
      status: 'active',
      // one-time payments: nothing renews by itself (issue 22, item 2)
      renews: false,
      expiry_date: expiry.toISOString(),
      days_left: 11,
      scheduled_change: null,
    });
    const answer = await cancelSubscription(deps(), user);
    expect(answer.message).toBe(billingMessages.subscriptionCancelled);
    expect(answer.subscription).toMatchObject({
      status: 'cancelled',
      renews: false,
      effective_tier: 'pro',
    });
    // twice: the same answer, one event
    expect((await cancelSubscription(deps(), user)).subscription.status).toBe('cancelled');
    const events = await kit()
      .db.select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.userId, user.id));
    expect(events.map((e) => e.kind)).toEqual(['cancelled']);
    const after = await kit().reload(user.id);
    expect(after.subscriptionTier).toBe('pro');
    expect(effectiveTier(after, clock)).toBe('pro');
    // past the expiry date it acts as free
    clock = new Date(expiry.getTime() + 1);
    expect(await currentSubscription(deps(), after)).toMatchObject({
      status: 'expired',
      effective_tier: 'free',
      days_left: 0,
    });
    expect(effectiveTier(after, clock)).toBe('free');
  });

  it('refuses to cancel without a paid subscription', async () => {
    clock = new Date('2026-11-23T12:00:00Z');
    for (const user of [
      await kit().user('free'),
      await kit().user('pro', new Date(clock.getTime() - 1)),
      await kit().user('admin'),
    ]) {
      const error: unknown = await cancelSubscription(deps(), user).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('NO_SUBSCRIPTION');
    }
  });

  it('sends the 7-day, 1-day and expiry reminders once each, even from parallel runs', async () => {
    clock = new Date('2026-12-01T12:00:00Z');
    const expiry = new Date(clock.getTime() + 5 * DAY_MS);
    const user = await kit().user('premium', expiry);
    const cancelled = await kit().user('pro', expiry);
    await cancelSubscription(deps(), cancelled);
    const mine = async () =>
      (await kit().outbox()).filter((m) => m.to === user.email || m.to === cancelled.email);

    await Promise.all([
      sendExpiryReminders(deps()),
      sendExpiryReminders(deps()),
      sendExpiryReminders(deps()),
    ]);
    await sendExpiryReminders(deps());
    let mails = await mine();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [user.email, 'Your Codeflow Premium plan ends in 7 days'],
    ]);
    expect(mails[0]?.text).toContain('http://localhost:3000/pricing');

    clock = new Date(expiry.getTime() - 12 * 3_600_000);
    await Promise.all([sendExpiryReminders(deps()), sendExpiryReminders(deps())]);
    mails = await mine();
    expect(mails.map((m) => m.subject)).toEqual([
      'Your Codeflow Premium plan ends in 7 days',
      'Your Codeflow Premium plan ends tomorrow',
    ]);

    clock = new Date(expiry.getTime() + 60_000);
    await Promise.all([sendExpiryReminders(deps()), sendExpiryReminders(deps())]);
    await sendExpiryReminders(deps());
    mails = await mine();
    expect(
      mails.map((m) => [m.to === user.email ? 'user' : 'cancelled', m.subject]).sort(),
    ).toEqual([
      ['cancelled', 'Your Codeflow Pro plan has expired'],
      ['user', 'Your Codeflow Premium plan ends in 7 days'],
      ['user', 'Your Codeflow Premium plan ends tomorrow'],
      ['user', 'Your Codeflow Premium plan has expired'],
    ]);
    const expired = await kit()
      .db.select()
      .from(subscriptionEvents)
      .where(and(eq(subscriptionEvents.userId, user.id), eq(subscriptionEvents.kind, 'expired')));
    expect(expired).toHaveLength(1);
  });

  it('releases a reminder whose email could not be sent, so the next run retries it', async () => {
    clock = new Date('2026-12-10T12:00:00Z');
    const expiry = new Date(clock.getTime() + 3 * DAY_MS);
    const user = await kit().user('pro', expiry);
    // the outbox of a data folder that does not exist cannot be written
    const broken = {
      ...deps(),
      mailer: new OutboxMailer('/nonexistent-billing-dir', { info: () => undefined }),
    };
    const run = await sendExpiryReminders(broken);
    expect(run.failed).toBeGreaterThanOrEqual(1);
    const claims = () =>
      kit().db.select().from(reminderSends).where(eq(reminderSends.userId, user.id));
    expect(await claims()).toEqual([]);
    await sendExpiryReminders(deps());
    expect(await claims()).toHaveLength(1);
    expect((await kit().outbox()).filter((m) => m.to === user.email)).toHaveLength(1);
  });
});
