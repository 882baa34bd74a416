import { auditEndpoints } from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { listAudit } from '../../audit/auditLog';

/** GET /api/admin/audit-log: the admin actions, newest first, filtered (admin role only). */
export default async function auditRoutes(app: AppInstance): Promise<void> {
  route(app, auditEndpoints.list, (request) => listAudit(app.db, request.query));
}
