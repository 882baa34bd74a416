import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The User entity (docs/product.md#entities). Emails are stored lower-cased; uniqueness is on that form. */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull().default(''),
    role: text('role', { enum: ['user', 'team_member', 'admin'] })
      .notNull()
      .default('user'),
    subscriptionTier: text('subscription_tier', {
      enum: ['free', 'pro', 'premium', 'organization', 'admin'],
    })
      .notNull()
      .default('free'),
    subscriptionExpiryDate: timestamp('subscription_expiry_date', { withTimezone: true }),
    isVerified: boolean('is_verified').notNull().default(false),
    lifetimeFlowchartsCreated: integer('lifetime_flowcharts_created').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
    /** bumped to revoke every earlier access token (logout-all, password change, disable) */
    tokenVersion: integer('token_version').notNull().default(0),
    googleSub: text('google_sub'),
    /**
     * Set while the password is one an organization owner chose (add-member with a password):
     * it signs in only to choose one's own, and not after this time (decision 028).
     */
    temporaryPasswordExpiresAt: timestamp('temporary_password_expires_at', { withTimezone: true }),
    /**
     * Created by an organization owner and its address not claimed since (Google, a
     * verification or reset link): the first claim ends every session and voids any password
     * it does not set itself (decision 028).
     */
    ownerProvisioned: boolean('owner_provisioned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
  ],
);
