import { commerceEndpoints as endpoints } from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { auditActorOf } from '../auth/adminGuard';
import {
  createAdminCoupon,
  deactivateCoupon,
  listAdminCoupons,
  listCommercePlans,
  updatePlanPrice,
} from './commerceService';

/** /api/commerce/* (admin role only): plan prices and discount coupons. */
export default async function commerceRoutes(app: AppInstance): Promise<void> {
  const db = app.db;
  route(app, endpoints.plans, () => listCommercePlans(db));
  route(app, endpoints.updatePlanPrice, async (request) =>
    updatePlanPrice(db, await auditActorOf(request), request.params.plan_id, request.body.price),
  );
  route(app, endpoints.coupons, () => listAdminCoupons(db));
  route(app, endpoints.createCoupon, async (request, reply) => {
    const coupon = await createAdminCoupon(db, await auditActorOf(request), {
      code: request.body.code,
      discountPercent: request.body.discount_percentage,
      oncePerUser: request.body.once_per_user,
      maxRedemptions: request.body.max_redemptions ?? null,
    });
    return reply.status(201).send(coupon);
  });
  route(app, endpoints.deactivateCoupon, async (request) =>
    deactivateCoupon(db, await auditActorOf(request), request.params.id),
  );
}
