import { PAID_TIERS, TIER_NAMES } from '@codeflow/contracts';
import { and, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { reminderSends, subscriptionEvents, users } from '../../db/schema/index';
import { nowOf, type BillingDeps } from './billingDeps';
import { reminderMessage, type ReminderKind } from './billingEmails';
import { scheduledChangeOf } from './planChanges';
import { isCancelled } from './subscription';

const DAY_MS = 86_400_000;
/** An expiry longer ago than this gets no "expired" email (e.g. on the job's first run). */
const EXPIRED_NOTICE_WINDOW_MS = 7 * DAY_MS;

/** The one reminder due for this expiry now: the most urgent that applies. */
export function reminderDue(expiry: Date, now: Date): ReminderKind | null {
  const left = expiry.getTime() - now.getTime();
  if (left <= 0) return -left <= EXPIRED_NOTICE_WINDOW_MS ? 'expired' : null;
  if (left <= DAY_MS) return '1d';
  if (left <= 7 * DAY_MS) return '7d';
  return null;
}

export type ReminderRun = { sent: number; failed: number };

/**
 * Sends the 7-day, 1-day and on-expiry emails that are due, each once per user and expiry date.
 * Each send is claimed first by inserting its (user, expiry, kind) row: with several server
 * instances running this job, only the one whose insert succeeded sends. A failed send removes
 * its claim, so the next run tries again. A cancelled subscription gets no renewal reminders,
 * only the expiry notice. Meant to run every few minutes from a scheduler.
 */
export async function sendExpiryReminders(deps: BillingDeps): Promise<ReminderRun> {
  const now = nowOf(deps);
  const candidates = await deps.db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      tier: users.subscriptionTier,
      expiry: users.subscriptionExpiryDate,
    })
    .from(users)
    .where(
      and(
        inArray(users.subscriptionTier, [...PAID_TIERS]),
        isNotNull(users.subscriptionExpiryDate),
        eq(users.disabled, false),
        gt(users.subscriptionExpiryDate, new Date(now.getTime() - EXPIRED_NOTICE_WINDOW_MS)),
        lte(users.subscriptionExpiryDate, new Date(now.getTime() + 7 * DAY_MS)),
      ),
    );
  const run: ReminderRun = { sent: 0, failed: 0 };
  for (const user of candidates) {
    if (!user.expiry) continue;
    const kind = reminderDue(user.expiry, now);
    if (!kind) continue;
    if (kind !== 'expired' && (await isCancelled(deps.db, user.id))) continue;
    const [claimed] = await deps.db
      .insert(reminderSends)
      .values({ userId: user.id, expiryDate: user.expiry, kind, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: reminderSends.userId });
    if (!claimed) continue;
    const scheduled = kind === 'expired' ? null : await scheduledChangeOf(deps.db, user.id);
    try {
      await deps.mailer.send(
        reminderMessage(
          user.email,
          user.fullName,
          TIER_NAMES[user.tier],
          user.expiry,
          kind,
          new URL('/pricing', deps.publicUrl).toString(),
          scheduled ? TIER_NAMES[scheduled.planId] : undefined,
        ),
      );
      if (kind === 'expired') {
        await deps.db.insert(subscriptionEvents).values({
          userId: user.id,
          kind: 'expired',
          tier: user.tier,
          expiryDate: user.expiry,
        });
      }
      run.sent++;
    } catch (error) {
      run.failed++;
      deps.log?.error({ err: error, userId: user.id, kind }, 'expiry reminder failed');
      await deps.db
        .delete(reminderSends)
        .where(
          and(
            eq(reminderSends.userId, user.id),
            eq(reminderSends.expiryDate, user.expiry),
            eq(reminderSends.kind, kind),
          ),
        );
    }
  }
  return run;
}
