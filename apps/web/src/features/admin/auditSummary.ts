import type { AuditAction } from '@codeflow/contracts';

/** How each audit action reads in the table. */
export const AUDIT_ACTION_NAMES: Readonly<Record<AuditAction, string>> = {
  'user.create': 'Created user',
  'user.change_password': 'Changed password',
  'user.change_subscription': 'Changed subscription',
  'user.change_role': 'Changed role',
  'user.disable': 'Disabled user',
  'user.enable': 'Enabled user',
  'user.delete': 'Deleted user',
  'user.bulk_disable': 'Disabled users (bulk)',
  'user.bulk_enable': 'Enabled users (bulk)',
  'user.export': 'Exported users',
  'self.set_tier': 'Set own tier',
  'self.set_expiry': 'Set own expiry',
  'plan.update_price': 'Changed price',
  'coupon.create': 'Created coupon',
  'coupon.deactivate': 'Deactivated coupon',
  'admin.password_failed': 'Wrong admin password',
  'admin.password_locked': 'Admin actions locked',
  'admin.action_refused': 'Action refused',
};

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return `${value.length} items`;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * An entry's change as one line: `{from, to}` reads "free → pro"; other fields "key: value",
 * joined with commas.
 */
export function auditSummary(details: Record<string, unknown>): string {
  const { from, to, ...rest } = details;
  const parts: string[] = [];
  if ('from' in details || 'to' in details) parts.push(`${valueText(from)} → ${valueText(to)}`);
  for (const [key, value] of Object.entries(rest))
    parts.push(`${key.replace(/_/g, ' ')}: ${valueText(value)}`);
  return parts.join(', ');
}
