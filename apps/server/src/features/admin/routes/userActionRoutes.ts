import { adminEndpoints } from '@codeflow/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../http/appInstance';
import { route } from '../../../http/registerEndpoint';
import { auditActorOf, checkAdminPassword, requireAdmin } from '../../auth/adminGuard';
import {
  adminBulkSetDisabled,
  adminChangePassword,
  adminChangeRole,
  adminChangeSubscription,
  adminCreateUser,
  adminDeleteUser,
  adminToggleStatus,
} from '../userActions';

/** The admin, after the password they sent with a sensitive action was checked. */
async function verifiedAdmin(request: FastifyRequest, adminPassword: string) {
  const admin = await requireAdmin(request);
  const actor = await auditActorOf(request);
  await checkAdminPassword(request.server.db, actor, admin, adminPassword);
  return { admin, actor };
}

/** The users screen's actions: each carries the admin's own password. */
export function userActionRoutes(app: AppInstance): void {
  const db = app.db;

  route(app, adminEndpoints.createUser, async (request, reply) => {
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
  });

  route(app, adminEndpoints.changePassword, async (request) => {
    const { actor } = await verifiedAdmin(request, request.body.admin_password);
    return {
      message: await adminChangePassword(
        db,
        actor,
        request.body.user_id,
        request.body.new_password,
      ),
    };
  });

  route(app, adminEndpoints.changeSubscription, async (request) => {
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
  });

  route(app, adminEndpoints.changeRole, async (request) => {
    const { actor } = await verifiedAdmin(request, request.body.admin_password);
    return {
      message: await adminChangeRole(db, actor, request.body.user_id, request.body.new_role),
    };
  });

  route(app, adminEndpoints.toggleStatus, async (request) => {
    const { actor } = await verifiedAdmin(request, request.body.admin_password);
    return adminToggleStatus(db, actor, request.body.user_id);
  });

  route(app, adminEndpoints.deleteUser, async (request) => {
    const { actor } = await verifiedAdmin(request, request.body.admin_password);
    return { message: await adminDeleteUser(db, actor, request.params.id) };
  });

  for (const [endpoint, disabled] of [
    [adminEndpoints.bulkDisable, true],
    [adminEndpoints.bulkEnable, false],
  ] as const) {
    route(app, endpoint, async (request) => {
      const { actor } = await verifiedAdmin(request, request.body.admin_password);
      return adminBulkSetDisabled(db, actor, request.body.user_ids, disabled);
    });
  }
}
