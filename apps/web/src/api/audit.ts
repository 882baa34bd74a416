import { auditEndpoints, type AuditQuery } from '@codeflow/contracts';
import { call } from './call';

export type AuditListQuery = Omit<AuditQuery, 'page' | 'page_size'> & {
  page: number;
  page_size: number;
};

/** GET /api/admin/audit-log: the admin actions, newest first, one page. */
export function listAuditEntries(query: AuditListQuery, signal?: AbortSignal) {
  return call(auditEndpoints.list, { query: { ...query }, signal });
}
