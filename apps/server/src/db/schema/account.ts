import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Email changes waiting for their link to be followed (docs/decisions/020-account-export-and-deletion.md).
 * Like one_time_tokens, only the SHA-256 of the token is stored and a row is deleted when used or
 * when the user asks again; the new address is applied only when the link is followed.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** lower-cased, like users.email */
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_change_requests_user_idx').on(t.userId)],
);

/**
 * What the law requires us to keep of a deleted account's captured payments: the accounting
 * record, with nothing that names the person (no user id, email or name). Copied from
 * payments/payment_orders when the account is deleted; removed after `retain_until`.
 */
export const retainedPayments = pgTable(
  'retained_payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    receipt: text('receipt').notNull(),
    planId: text('plan_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    couponCode: text('coupon_code'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    retainUntil: timestamp('retain_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('retained_payments_retain_until_idx').on(t.retainUntil)],
);
