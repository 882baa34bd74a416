import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The plans sold (docs/product.md#entities Plan): price in USD cents per month and the feature
 * lines the pricing cards show. What a tier may do is decided by PLAN_FEATURES in contracts, not
 * by this text. Seeded by the migration; admins edit prices.
 */
export const plans = pgTable(
  'plans',
  {
    planId: text('plan_id', { enum: ['free', 'pro', 'premium', 'organization'] }).primaryKey(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('plans_price_cents_nonnegative', sql`${t.priceCents} >= 0`)],
);

/** Discount coupons; codes are stored upper-cased and compared that way. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    code: text('code').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    active: boolean('active').notNull().default(true),
    /** null: never expires */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** null: unlimited */
    maxRedemptions: integer('max_redemptions'),
    /** each user may redeem it once (decision 032); false: as often as its other limits allow */
    oncePerUser: boolean('once_per_user').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupons_discount_range', sql`${t.discountPercent} between 1 and 100`),
    check(
      'coupons_max_redemptions_positive',
      sql`${t.maxRedemptions} is null or ${t.maxRedemptions} > 0`,
    ),
  ],
);

/**
 * One payment attempt's order: what we asked the provider to charge, for whom and which plan.
 * `status` moves created → paid (once, by a conditional update) or created → failed → paid (a
 * retry on the same order). provider 'none': a 100 % coupon, nothing charged.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id', { enum: ['free', 'pro', 'premium', 'organization'] })
      .notNull()
      .references(() => plans.planId),
    /** charged, in cents, after the coupon */
    amountCents: integer('amount_cents').notNull(),
    /** the plan's price when ordered, in cents */
    originalAmountCents: integer('original_amount_cents').notNull(),
    currency: text('currency').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    discountPercent: integer('discount_percent'),
    provider: text('provider', { enum: ['razorpay', 'dev', 'none'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    receipt: text('receipt').notNull(),
    /**
     * what paying it does (decision 032): `new` starts a month now, `renew` adds a month to the
     * paid period, `upgrade` switches to a dearer plan until the period's end (prorated amount)
     */
    kind: text('kind', { enum: ['new', 'renew', 'upgrade'] })
      .notNull()
      .default('new'),
    status: text('status', { enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_unique').on(t.providerOrderId),
    uniqueIndex('payment_orders_receipt_unique').on(t.receipt),
    index('payment_orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // the open reservations of a coupon (decision 032: a created order holds one use)
    index('payment_orders_coupon_status_idx').on(t.couponId, t.status),
  ],
);

/** Payments the provider reported (captured or failed), one per provider payment id. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['captured', 'failed'] }).notNull(),
    errorDescription: text('error_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_unique').on(t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** One row per order that used a coupon (the order id is unique: a payment redeems once). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_unique').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId),
  ],
);

/**
 * Append-only history of a user's subscription: activations, cancellations, expiries. The latest
 * activated/cancelled row says whether the subscription renews.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['activated', 'cancelled', 'expired'] }).notNull(),
    tier: text('tier').notNull(),
    /** the expiry date after this event */
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_events_user_idx').on(t.userId, t.id)],
);

/** Provider webhook events already handled, so a retry or duplicate is answered and skipped. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Expiry reminder emails sent: one row per user, expiry date and kind, inserted before sending,
 * so that several server instances running the reminder job send each email once.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ['7d', '1d', 'expired'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.expiryDate, t.kind] })],
);

/**
 * A plan change that takes effect when the paid period ends (decision 032): a downgrade, or an
 * upgrade the user chose not to pay pro rata. Nothing is charged when it is scheduled; the next
 * period's payment (Renew) is at this plan's price, and the reminder job switches the tier when
 * `effective_at` passes. One per user; cancelling deletes it.
 */
export const scheduledPlanChanges = pgTable('scheduled_plan_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id', { enum: ['free', 'pro', 'premium', 'organization'] })
    .notNull()
    .references(() => plans.planId),
  /** the end of the period paid when it was scheduled */
  effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
