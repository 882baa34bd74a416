import { z } from 'zod';
import { isoDaySchema } from './analytics';

/**
 * The audit trail: every admin action, append-only (docs/decisions/016-admin-audit-and-analytics.md).
 * Passwords never appear in it: a password change records that it happened, not the value.
 */

export const AUDIT_ACTIONS = [
  'user.create',
  'user.change_password',
  'user.change_subscription',
  'user.change_role',
  'user.disable',
  'user.enable',
  'user.delete',
  'user.bulk_disable',
  'user.bulk_enable',
  'user.export',
  'self.set_tier',
  'self.set_expiry',
  'plan.update_price',
  'coupon.create',
  'coupon.deactivate',
  'admin.password_failed',
  'admin.password_locked',
  'admin.action_refused',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** One entry: who did what to which target, a summary of the change, when and from which IP. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_id: z.string().nullable(),
  actor_email: z.string(),
  action: auditActionSchema,
  /** 'user' | 'plan' | 'coupon' */
  target_type: z.string(),
  target_id: z.string().nullable(),
  /** the target as a person reads it: an email, a plan id, a coupon code */
  target_label: z.string().nullable(),
  /** what changed, e.g. {from: 'free', to: 'pro'}; never a password */
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit-log: newest first, every filter optional. */
export const auditQuerySchema = z.object({
  action: auditActionSchema.optional(),
  actor_id: z.string().max(64).optional(),
  target_id: z.string().max(64).optional(),
  /** matches the actor's email or the target's label, case-insensitive */
  search: z.string().trim().max(200).optional(),
  /** UTC days, both included */
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;
/** The query as the server reads it (defaults applied). */
export type AuditFilters = z.output<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
