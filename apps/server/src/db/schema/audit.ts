import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The admin audit trail (docs/decisions/016-admin-audit-and-analytics.md): one row per admin
 * action, never updated or deleted (a trigger of the migration refuses both). The actor and target
 * are copied as text, without foreign keys, so deleting a user keeps the rows that name them.
 * `details` summarises the change and never holds a password.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_action_created_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
