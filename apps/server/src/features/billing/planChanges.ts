import {
  billingMessages,
  centsToPrice,
  downgradeAtPeriodEndMessage,
  PAID_TIERS,
  PURCHASABLE_PLAN_IDS,
  TIER_NAMES,
  type PlanId,
  type PlanOption,
  type Tier,
} from '@codeflow/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentOrders, scheduledPlanChanges } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { findPlan, type PlanRow } from '../../plans/planTable';

/**
 * Plan changes by value, not by days (issue 22 item 1, issue 21 finding 7; decision 032).
 * Payments are one-time, each for one month: a period is paid until the expiry date.
 *
 * - `new`: no paid period runs; a month from now at the plan's price.
 * - `renew`: the current plan (or the plan scheduled for the next period); a month added to the
 *   paid period at that plan's price.
 * - `upgrade`: a dearer plan now, until the period's end; the price is the new plan's value for
 *   the time left minus the unused value of what was paid for the current plan.
 * - a cheaper plan while a dearer one is paid for is refused: it can only be scheduled for the
 *   period's end (`scheduleChange`).
 */
export type OrderKind = 'new' | 'renew' | 'upgrade';

export type PlanChange = {
  plan: PlanRow;
  kind: OrderKind;
  /** what it costs before a coupon, in cents */
  baseCents: number;
  /** the paid-until date once paid */
  paidUntil: Date;
};

/** The buyer as plan changes read them. */
export type Holder = { id: string; subscriptionTier: Tier; subscriptionExpiryDate: Date | null };

/** `date` minus one calendar month (the start of the month that ends at `date`). */
export function oneMonthBefore(date: Date): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCMonth(d.getUTCMonth() - 1);
  if (d.getUTCDate() !== day) d.setUTCDate(0);
  return d;
}

/** `date` plus one calendar month, clamped to the month's last day as PostgreSQL does. */
export function oneMonthAfter(date: Date): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCMonth(d.getUTCMonth() + 1);
  if (d.getUTCDate() !== day) d.setUTCDate(0);
  return d;
}

/** Cheapest first: the order in which plans are upgrades of each other. */
function rank(tier: Tier): number {
  return PURCHASABLE_PLAN_IDS.indexOf(tier as PlanId);
}

/** The paid plan and its end, when a paid period is running now. */
export function runningPeriod(user: Holder, now: Date): { tier: PlanId; until: Date } | null {
  const until = user.subscriptionExpiryDate;
  if (!PAID_TIERS.includes(user.subscriptionTier) || !until) return null;
  if (until.getTime() <= now.getTime()) return null;
  return { tier: user.subscriptionTier as PlanId, until };
}

export async function scheduledChangeOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(scheduledPlanChanges)
    .where(eq(scheduledPlanChanges.userId, userId));
  return row ?? null;
}

/**
 * What one month of the current plan was paid: the latest paid full-month order of that plan
 * (a coupon included). A plan given by an admin or a 100 % coupon has nothing to credit.
 */
async function paidPerMonth(db: Db, userId: string, tier: PlanId): Promise<number> {
  const [order] = await db
    .select({ amount: paymentOrders.amountCents })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.planId, tier),
        eq(paymentOrders.status, 'paid'),
        inArray(paymentOrders.kind, ['new', 'renew']),
      ),
    )
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1);
  return order?.amount ?? 0;
}

/**
 * The upgrade's price in cents: (new price − paid price per month) × time left ÷ the length of
 * the month that ends at the expiry date; never below 0.
 */
export function proratedCents(
  newPriceCents: number,
  paidCents: number,
  until: Date,
  now: Date,
): number {
  const monthMs = until.getTime() - oneMonthBefore(until).getTime();
  const leftMs = until.getTime() - now.getTime();
  return Math.max(0, Math.round(((newPriceCents - paidCents) * leftMs) / monthMs));
}

/** The plan, if it can be bought at all (exists, active, not free). */
export async function buyablePlan(db: Db, planId: PlanId): Promise<PlanRow> {
  const plan = await findPlan(db, planId);
  if (!plan || !plan.active) {
    throw new AppError('NOT_FOUND', billingMessages.planNotFound, { meta: { planId } });
  }
  if (plan.planId === 'free' || plan.priceCents === 0) {
    throw new AppError('CHECKOUT_REFUSED', billingMessages.freePlanNoCheckout);
  }
  return plan;
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** What buying `planId` now means for this user, and what it costs; refuses a downgrade. */
export async function planChangeFor(
  db: Db,
  user: Holder,
  planId: PlanId,
  now: Date,
): Promise<PlanChange> {
  const plan = await buyablePlan(db, planId);
  const running = runningPeriod(user, now);
  if (!running) {
    return { plan, kind: 'new', baseCents: plan.priceCents, paidUntil: oneMonthAfter(now) };
  }
  const scheduled = await scheduledChangeOf(db, user.id);
  if (planId === running.tier || scheduled?.planId === planId) {
    return {
      plan,
      kind: 'renew',
      baseCents: plan.priceCents,
      paidUntil: oneMonthAfter(running.until),
    };
  }
  if (rank(planId) > rank(running.tier)) {
    const paid = await paidPerMonth(db, user.id, running.tier);
    return {
      plan,
      kind: 'upgrade',
      baseCents: proratedCents(plan.priceCents, paid, running.until, now),
      paidUntil: running.until,
    };
  }
  throw new AppError(
    'CHECKOUT_REFUSED',
    downgradeAtPeriodEndMessage(TIER_NAMES[running.tier], plan.name, day(running.until)),
  );
}

/** GET /api/subscription/options: what choosing each paid plan does now. */
export async function planOptions(db: Db, user: Holder, now: Date): Promise<PlanOption[]> {
  const running = runningPeriod(user, now);
  const scheduled = running ? await scheduledChangeOf(db, user.id) : null;
  const options: PlanOption[] = [];
  for (const planId of PURCHASABLE_PLAN_IDS) {
    const plan = await findPlan(db, planId);
    if (!plan || !plan.active || plan.priceCents === 0) continue;
    const isScheduled = scheduled?.planId === planId;
    try {
      const change = await planChangeFor(db, user, planId, now);
      options.push({
        plan_id: planId,
        action: change.kind === 'new' ? 'buy' : change.kind,
        price: centsToPrice(change.baseCents),
        paid_until: change.paidUntil.toISOString(),
        switch_date: change.kind === 'upgrade' && running ? running.until.toISOString() : null,
        scheduled: isScheduled,
      });
    } catch (error) {
      if (!(error instanceof AppError) || !running) throw error;
      options.push({
        plan_id: planId,
        action: 'downgrade',
        price: null,
        paid_until: null,
        switch_date: running.until.toISOString(),
        scheduled: isScheduled,
      });
    }
  }
  return options;
}

/**
 * POST /api/subscription/scheduled-change: switch to `planId` when the paid period ends. Nothing
 * is charged now; Renew then pays the next month at that plan's price.
 */
export async function scheduleChange(
  db: Db,
  user: Holder,
  planId: PlanId,
  now: Date,
): Promise<void> {
  const running = runningPeriod(user, now);
  if (!running) throw new AppError('CHECKOUT_REFUSED', billingMessages.scheduleNeedsPaidPlan);
  await buyablePlan(db, planId);
  if (planId === running.tier) {
    throw new AppError('CHECKOUT_REFUSED', billingMessages.scheduleSamePlan);
  }
  await db
    .insert(scheduledPlanChanges)
    .values({ userId: user.id, planId, effectiveAt: running.until, createdAt: now })
    .onConflictDoUpdate({
      target: scheduledPlanChanges.userId,
      set: { planId, effectiveAt: running.until, createdAt: now },
    });
}

/** POST /api/subscription/scheduled-change/cancel */
export async function cancelScheduledChange(db: Db, userId: string): Promise<void> {
  const removed = await db
    .delete(scheduledPlanChanges)
    .where(eq(scheduledPlanChanges.userId, userId))
    .returning({ userId: scheduledPlanChanges.userId });
  if (removed.length === 0) {
    throw new AppError('NOT_FOUND', billingMessages.noScheduledChange);
  }
}
