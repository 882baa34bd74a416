import { and, eq, lte } from 'drizzle-orm';
import { scheduledPlanChanges, subscriptionEvents, users } from '../../db/schema/index';
import { nowOf, type BillingDeps } from './billingDeps';

/**
 * Applies the plan changes whose date has come (decision 032): a user who paid past that date
 * (Renew at the scheduled plan's price) switches to the scheduled plan; one who did not simply
 * reached the end of the paid period, and the change is dropped. Each row is deleted by the one
 * instance whose DELETE returned it, so several instances running the job apply it once.
 * Run by the reminder job; until it runs, the old plan stays (minutes, on time the user paid).
 */
export async function applyScheduledChanges(deps: BillingDeps): Promise<number> {
  const now = nowOf(deps);
  const due = await deps.db
    .select({ userId: scheduledPlanChanges.userId })
    .from(scheduledPlanChanges)
    .where(lte(scheduledPlanChanges.effectiveAt, now));
  let applied = 0;
  for (const { userId } of due) {
    const switched = await deps.db.transaction(async (tx) => {
      const [change] = await tx
        .delete(scheduledPlanChanges)
        .where(
          and(eq(scheduledPlanChanges.userId, userId), lte(scheduledPlanChanges.effectiveAt, now)),
        )
        .returning();
      if (!change) return false;
      const [user] = await tx
        .select({ expiry: users.subscriptionExpiryDate })
        .from(users)
        .where(eq(users.id, userId));
      if (!user?.expiry || user.expiry.getTime() <= change.effectiveAt.getTime()) return false;
      await tx
        .update(users)
        .set({ subscriptionTier: change.planId, updatedAt: now })
        .where(eq(users.id, userId));
      await tx.insert(subscriptionEvents).values({
        userId,
        kind: 'activated',
        tier: change.planId,
        expiryDate: user.expiry,
      });
      return true;
    });
    if (switched) {
      deps.onTierChanged(userId);
      applied++;
    }
  }
  return applied;
}
