import { adminEndpoints } from '@codeflow/contracts';
import type { AppInstance } from '../../../http/appInstance';
import { route } from '../../../http/registerEndpoint';
import { recordAudit } from '../../../audit/auditLog';
import { auditActorOf, requireAdmin } from '../../auth/adminGuard';
import { trustedJsonSerializer } from '../trustedJsonSerializer';
import { adminUserFlowcharts } from '../userActions';
import { usersCsvStream } from '../userCsv';
import { countUsers, listUserRows } from '../userRows';

/** The users screen's reads: the list, its CSV export and one user's flowcharts. */
export function userListRoutes(app: AppInstance): void {
  const db = app.db;

  route(
    app,
    adminEndpoints.users,
    { serializerCompiler: trustedJsonSerializer },
    async (request) => {
      const q = request.query;
      const filters = { search: q.search, role: q.role, tier: q.tier, status: q.status };
      if (q.page === undefined) {
        return listUserRows(db, { ...filters, sort: q.sort, order: q.order });
      }
      const [items, total] = await Promise.all([
        listUserRows(db, {
          ...filters,
          sort: q.sort,
          order: q.order,
          limit: q.page_size,
          offset: (q.page - 1) * q.page_size,
        }),
        countUsers(db, filters),
      ]);
      return { items, total, page: q.page, page_size: q.page_size };
    },
  );

  // a CSV file written in chunks as it is encoded: no response schema encodes a stream
  route(app, adminEndpoints.usersExport, async (request, reply) => {
    const q = request.query;
    const ids = q.ids
      ?.split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    const rows = await listUserRows(db, {
      search: q.search,
      role: q.role,
      tier: q.tier,
      status: q.status,
      ids,
      sort: q.sort,
      order: q.order,
    });
    await recordAudit(db, await auditActorOf(request), {
      action: 'user.export',
      targetType: 'user',
      targetLabel: `${rows.length} users`,
      details: {
        rows: rows.length,
        filters: { search: q.search, role: q.role, tier: q.tier, status: q.status },
        selected: ids?.length ?? null,
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="codeflow-users-${day}.csv"`)
      .send(usersCsvStream(rows));
  });

  route(app, adminEndpoints.userFlowcharts, async (request) =>
    adminUserFlowcharts(db, await requireAdmin(request), request.params.id),
  );
}
