import {
  ADMIN_PATHS,
  auditPageSchema,
  auditQuerySchema,
  noParamsSchema,
} from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { adminRoute } from '../auth/adminRoute';
import { listAudit } from '../../audit/auditLog';

/** GET /api/admin/audit-log: the admin actions, newest first, filtered (admin role only). */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions
export default async function auditRoutes(app: AppInstance): Promise<void> {
  app.get(
    ADMIN_PATHS.auditLog,
    {
      ...adminRoute,
      schema: {
        params: noParamsSchema,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    (request) => listAudit(app.db, request.query),
  );
}
