import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { flowcharts } from './flowcharts';
import { users } from './users';

/**
 * An organization (docs/product.md#entities Organization info): the team of the user holding the
 * Organization tier (or an admin with team_management), one per owner, made when the owner first
 * uses team management. Deleting the owner deletes it, its memberships and its team shares; the
 * members' accounts and everyone's flowcharts stay (docs/decisions/017-organizations-and-teams.md).
 */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_owner_unique').on(t.ownerId)],
);

/**
 * The members (role team_member) of an organization; a user belongs to at most one. The owner is
 * not a row here. Removing a member deletes the row; so does deleting either side.
 */
export const organizationMembers = pgTable(
  'organization_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_members_org_idx').on(t.organizationId, t.addedAt)],
);

/**
 * The team-share marker: a flowchart shared with its owner's organization. The flowchart stays its
 * owner's (user_id on flowcharts); this row only lets the organization's members open and edit it.
 * Deleting the flowchart or the organization deletes the marker, never the flowchart.
 */
export const teamFlowcharts = pgTable(
  'team_flowcharts',
  {
    flowchartId: uuid('flowchart_id')
      .primaryKey()
      .references(() => flowcharts.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sharedBy: uuid('shared_by').references(() => users.id, { onDelete: 'set null' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_flowcharts_org_idx').on(t.organizationId, t.sharedAt)],
);

/**
 * An invitation of an existing account to an organization (decision 033): the account joins only
 * when its holder accepts, signed in. Status `pending` past `expires_at` reads as expired; a new
 * invitation of the same account marks such a row `expired`. One pending invitation per account
 * and organization. Deleting either side deletes it.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the address the owner typed, as it was then (the account's may change later) */
    email: text('email').notNull(),
    status: text('status', {
      enum: ['pending', 'accepted', 'declined', 'revoked', 'expired'],
    })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_invitations_pending_unique')
      .on(t.organizationId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('team_invitations_user_idx').on(t.userId, t.status),
    index('team_invitations_org_idx').on(t.organizationId, t.createdAt),
  ],
);
