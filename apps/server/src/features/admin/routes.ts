import {
  ADMIN_PATHS,
  adminBulkBodySchema,
  adminBulkResponseSchema,
  adminChangePasswordBodySchema,
  adminChangeRoleBodySchema,
  adminChangeSubscriptionBodySchema,
  adminCreateUserBodySchema,
  adminDeleteUserBodySchema,
  adminSelfSubscriptionSchema,
  adminSetExpiryBodySchema,
  adminSetTierBodySchema,
  adminToggleStatusBodySchema,
  adminToggleStatusResponseSchema,
  adminUserExportQuerySchema,
  adminUserFlowchartsSchema,
  adminUserIdParamsSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserRowSchema,
  dashboardStatsSchema,
  messageResponseSchema,
  noParamsSchema,
  noQuerySchema,
} from '@codeflow/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/appInstance';
import { recordAudit } from '../../audit/auditLog';
import { auditActorOf, checkAdminPassword, requireAdmin } from '../auth/adminGuard';
import { adminRoute } from '../auth/adminRoute';
import { setOwnExpiry, setOwnTier } from './selfTools';
import { trustedJsonSerializer } from './trustedJsonSerializer';
import {
  adminBulkSetDisabled,
  adminChangePassword,
  adminChangeRole,
  adminChangeSubscription,
  adminCreateUser,
  adminDeleteUser,
  adminToggleStatus,
  adminUserFlowcharts,
} from './userActions';
import { usersCsvStream } from './userCsv';
import { countUsers, dashboardStats, listUserRows } from './userRows';

const noInput = { params: noParamsSchema, querystring: noQuerySchema };

/** The admin, after the password they sent with a sensitive action was checked. */
async function verifiedAdmin(request: FastifyRequest, adminPassword: string) {
  const admin = await requireAdmin(request);
  await checkAdminPassword(admin, adminPassword);
  return { admin, actor: await auditActorOf(request) };
}

/** /api/admin/*: users, dashboard stats, testing tools (docs/product.md#super-admin-screen). */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions
export default async function adminRoutes(app: AppInstance): Promise<void> {
  const db = app.db;

  // --- testing tools: the admin's own account ------------------------------------------------
  // set-tier starts the tier afresh; set-self-tier keeps the current expiry
  for (const [path, keepExpiry] of [
    [ADMIN_PATHS.setTier, false],
    [ADMIN_PATHS.setSelfTier, true],
  ] as const) {
    app.post(
      path,
      {
        ...adminRoute,
        schema: {
          ...noInput,
          body: adminSetTierBodySchema,
          response: { 200: adminSelfSubscriptionSchema },
        },
      },
      async (request) =>
        setOwnTier(
          db,
          await requireAdmin(request),
          await auditActorOf(request),
          request.body.tier,
          keepExpiry,
        ),
    );
  }
  app.post(
    ADMIN_PATHS.setSelfExpiry,
    {
      ...adminRoute,
      schema: {
        ...noInput,
        body: adminSetExpiryBodySchema,
        response: { 200: adminSelfSubscriptionSchema },
      },
    },
    async (request) =>
      setOwnExpiry(
        db,
        await requireAdmin(request),
        await auditActorOf(request),
        request.body.days_from_now,
      ),
  );

  // --- users ---------------------------------------------------------------------------------
  app.get(
    ADMIN_PATHS.users,
    {
      ...adminRoute,
      schema: {
        params: noParamsSchema,
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListResponseSchema },
      },
      serializerCompiler: trustedJsonSerializer,
    },
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
  app.get(
    ADMIN_PATHS.usersExport,
    {
      ...adminRoute,
      schema: { params: noParamsSchema, querystring: adminUserExportQuerySchema },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    ADMIN_PATHS.dashboardStats,
    { ...adminRoute, schema: { ...noInput, response: { 200: dashboardStatsSchema } } },
    () => dashboardStats(db),
  );

  app.get(
    '/api/admin/users/:id/flowcharts',
    {
      ...adminRoute,
      schema: {
        params: adminUserIdParamsSchema,
        querystring: noQuerySchema,
        response: { 200: adminUserFlowchartsSchema },
      },
    },
    async (request) => adminUserFlowcharts(db, await requireAdmin(request), request.params.id),
  );

  app.post(
    ADMIN_PATHS.createUser,
    {
      ...adminRoute,
      schema: {
        ...noInput,
        body: adminCreateUserBodySchema,
        response: { 201: adminUserRowSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { actor } = await verifiedAdmin(request, body.admin_password);
      const row = await adminCreateUser(db, actor, {
        email: body.email,
        password: body.password,
        fullName: body.full_name,
        role: body.role,
        tier: body.subscription_tier,
      });
      return reply.status(201).send(row);
    },
  );

  app.post(
    ADMIN_PATHS.changePassword,
    {
      ...adminRoute,
      schema: {
        ...noInput,
        body: adminChangePasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { actor } = await verifiedAdmin(request, request.body.admin_password);
      return {
        message: await adminChangePassword(
          db,
          actor,
          request.body.user_id,
          request.body.new_password,
        ),
      };
    },
  );

  app.post(
    ADMIN_PATHS.changeSubscription,
    {
      ...adminRoute,
      schema: {
        ...noInput,
        body: adminChangeSubscriptionBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const { actor } = await verifiedAdmin(request, body.admin_password);
      return {
        message: await adminChangeSubscription(
          db,
          actor,
          body.user_id,
          body.subscription_tier,
          body.expiry_days,
        ),
      };
    },
  );

  app.post(
    ADMIN_PATHS.changeRole,
    {
      ...adminRoute,
      schema: {
        ...noInput,
        body: adminChangeRoleBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { actor } = await verifiedAdmin(request, request.body.admin_password);
      return {
        message: await adminChangeRole(db, actor, request.body.user_id, request.body.new_role),
      };
    },
  );

  app.post(
    ADMIN_PATHS.toggleStatus,
    {
      ...adminRoute,
      schema: {
        ...noInput,
        body: adminToggleStatusBodySchema,
        response: { 200: adminToggleStatusResponseSchema },
      },
    },
    async (request) => {
      const { actor } = await verifiedAdmin(request, request.body.admin_password);
      return adminToggleStatus(db, actor, request.body.user_id);
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      ...adminRoute,
      schema: {
        params: adminUserIdParamsSchema,
        querystring: noQuerySchema,
        body: adminDeleteUserBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { actor } = await verifiedAdmin(request, request.body.admin_password);
      return { message: await adminDeleteUser(db, actor, request.params.id) };
    },
  );

  for (const [path, disabled] of [
    [ADMIN_PATHS.bulkDisable, true],
    [ADMIN_PATHS.bulkEnable, false],
  ] as const) {
    app.post(
      path,
      {
        ...adminRoute,
        schema: {
          ...noInput,
          body: adminBulkBodySchema,
          response: { 200: adminBulkResponseSchema },
        },
      },
      async (request) => {
        const { actor } = await verifiedAdmin(request, request.body.admin_password);
        return adminBulkSetDisabled(db, actor, request.body.user_ids, disabled);
      },
    );
  }
}
