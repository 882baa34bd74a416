import { ADMIN_PATHS, type AuditPage, type AuditQuery } from '@codeflow/contracts';
import { request } from './request';

export type AuditListQuery = Omit<AuditQuery, 'page' | 'page_size'> & {
  page: number;
  page_size: number;
};

/** GET /api/admin/audit-log: the admin actions, newest first, one page. */
export function listAuditEntries(query: AuditListQuery, signal?: AbortSignal) {
  return request<AuditPage>('GET', ADMIN_PATHS.auditLog, { query: { ...query }, signal });
}
