import { accountMessages, authMessages, DELETE_REAUTH_WINDOW_SECONDS } from '@codeflow/contracts';
import { and, eq, lt } from 'drizzle-orm';
import { paymentOrders, payments, retainedPayments, sessions, users } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { accountDeletedMessage } from '../../email/templates';
import type { AuthContext } from '../auth/authContext';
import type { Authenticated } from '../auth/guard';
import { userChanged } from '../auth/sessionCache';
import { findUserById } from '../auth/users';
import type { BillingDeps } from '../billing/billingDeps';
import { cancelSubscription } from '../billing/subscription';
import { confirmPassword } from './confirmPassword';
import { ownsTeamWithMembers } from '../../plans/teamPlan';

/**
 * How long the accounting record of a deleted account's captured payments is kept: tax and
 * accounting law (India's GST rules: 72 months after the annual return; most EU states 6 to 10
 * years) requires invoices to be kept; 8 years covers the common cases.
 */
export const PAYMENT_RECORD_RETENTION_YEARS = 8;

function retainUntil(paidAt: Date): Date {
  const until = new Date(paidAt);
  until.setUTCFullYear(until.getUTCFullYear() + PAYMENT_RECORD_RETENTION_YEARS);
  return until;
}

/**
 * POST /api/account/delete (docs/decisions/020-account-export-and-deletion.md). Refused unless
 * the typed confirmation is the account's email and the password is right (a Google-only
 * account, which has none, must have signed in within DELETE_REAUTH_WINDOW_SECONDS), and while
 * the user owns a team with members. Then: any subscription is cancelled, the captured payments'
 * accounting record is copied without anything naming the person, and the user row is deleted;
 * its flowcharts, share links, sessions, tokens, orders, payments and subscription history go
 * with it through the foreign keys' ON DELETE CASCADE (generation events keep no user: SET NULL).
 */
export async function deleteAccount(
  auth: AuthContext,
  billing: BillingDeps,
  caller: Authenticated,
  input: { password: string | undefined; confirmation: string },
): Promise<void> {
  const db = auth.db;
  const user = await findUserById(db, caller.user.id);
  if (!user) throw new AppError('NOT_AUTHENTICATED', authMessages.notAuthenticated);
  if (input.confirmation.trim().toLowerCase() !== user.email) {
    throw new AppError('CONFIRMATION_MISMATCH', accountMessages.confirmationMismatch);
  }
  if (user.passwordHash) {
    await confirmPassword(db, user, input.password, auth.rateLimitFactor);
  } else {
    // no password to ask for: a fresh Google sign-in stands in for it
    const [session] = await db
      .select({ startedAt: sessions.startedAt })
      .from(sessions)
      .where(eq(sessions.id, caller.sessionId));
    const age = session ? Date.now() - session.startedAt.getTime() : Infinity;
    if (age > DELETE_REAUTH_WINDOW_SECONDS * 1000) {
      throw new AppError('RECENT_SIGN_IN_REQUIRED', accountMessages.recentSignInRequired);
    }
  }
  if (await ownsTeamWithMembers(db, user.id)) {
    throw new AppError('OWNS_TEAM', accountMessages.ownsTeam);
  }

  try {
    await cancelSubscription(billing, user);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'NO_SUBSCRIPTION')) throw error;
  }

  await db.transaction(async (tx) => {
    const captured = await tx
      .select({ payment: payments, order: paymentOrders })
      .from(payments)
      .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
      .where(and(eq(payments.userId, user.id), eq(payments.status, 'captured')));
    if (captured.length > 0) {
      await tx.insert(retainedPayments).values(
        captured.map(({ payment, order }) => ({
          provider: order.provider,
          providerPaymentId: payment.providerPaymentId,
          providerOrderId: order.providerOrderId,
          receipt: order.receipt,
          planId: order.planId,
          amountCents: payment.amountCents,
          currency: payment.currency,
          couponCode: order.couponCode,
          paidAt: order.paidAt ?? payment.createdAt,
          retainUntil: retainUntil(order.paidAt ?? payment.createdAt),
        })),
      );
    }
    await tx.delete(users).where(eq(users.id, user.id));
    // records past their retention period go whenever an account is deleted
    await tx.delete(retainedPayments).where(lt(retainedPayments.retainUntil, new Date()));
  });
  userChanged(user.id);
  auth.email.send(accountDeletedMessage(user.email, user.fullName));
}
