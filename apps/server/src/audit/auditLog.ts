import type { AuditAction, AuditEntry, AuditFilters, AuditPage } from '@codeflow/contracts';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema/index';

/** Who acted, from where: the signed-in admin and the request's IP. */
export type AuditActor = { id: string; email: string; ip: string | null };

export type AuditRecord = {
  action: AuditAction;
  targetType: 'user' | 'plan' | 'coupon';
  targetId?: string | null;
  targetLabel?: string | null;
  /** what changed; never a password (recordAudit drops any key that names one) */
  details?: Record<string, unknown>;
};

const SECRET_KEY = /password|secret|token|hash/i;

function withoutSecrets(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !SECRET_KEY.test(key)));
}

/** Appends one entry (the table refuses updates and deletes). */
export async function recordAudit(db: Db, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    targetLabel: record.targetLabel ?? null,
    details: withoutSecrets(record.details ?? {}),
    ip: actor.ip,
  });
}

type AuditRow = typeof auditLog.$inferSelect;

function entryDto(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    action: row.action as AuditAction,
    target_type: row.targetType,
    target_id: row.targetId,
    target_label: row.targetLabel,
    details: row.details,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}

const DAY_MS = 86_400_000;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** GET /api/admin/audit-log: newest first, filtered, one page. */
export async function listAudit(db: Db, query: AuditFilters): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.actor_id) conditions.push(eq(auditLog.actorId, query.actor_id));
  if (query.target_id) conditions.push(eq(auditLog.targetId, query.target_id));
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    conditions.push(lt(auditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  }
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const match = or(ilike(auditLog.actorEmail, pattern), ilike(auditLog.targetLabel, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(entryDto),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
