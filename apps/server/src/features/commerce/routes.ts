import {
  adminCouponListSchema,
  adminCouponSchema,
  commercePlanListSchema,
  commercePlanParamsSchema,
  commercePlanSchema,
  couponIdParamsSchema,
  createCouponBodySchema,
  noParamsSchema,
  noQuerySchema,
  updatePlanPriceBodySchema,
} from '@codeflow/contracts';
import type { AppInstance } from '../../http/appInstance';
import { adminRoute } from '../auth/adminRoute';
import { auditActorOf } from '../auth/adminGuard';
import {
  createAdminCoupon,
  deactivateCoupon,
  listAdminCoupons,
  listCommercePlans,
  updatePlanPrice,
} from './commerceService';

const noInput = { params: noParamsSchema, querystring: noQuerySchema };

/** /api/commerce/* (admin role only): plan prices and discount coupons. */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions
export default async function commerceRoutes(app: AppInstance): Promise<void> {
  const db = app.db;
  app.get(
    '/api/commerce/plans',
    { ...adminRoute, schema: { ...noInput, response: { 200: commercePlanListSchema } } },
    () => listCommercePlans(db),
  );
  app.put(
    '/api/commerce/plans/:plan_id',
    {
      ...adminRoute,
      schema: {
        params: commercePlanParamsSchema,
        querystring: noQuerySchema,
        body: updatePlanPriceBodySchema,
        response: { 200: commercePlanSchema },
      },
    },
    async (request) =>
      updatePlanPrice(db, await auditActorOf(request), request.params.plan_id, request.body.price),
  );
  app.get(
    '/api/commerce/coupons',
    { ...adminRoute, schema: { ...noInput, response: { 200: adminCouponListSchema } } },
    () => listAdminCoupons(db),
  );
  app.post(
    '/api/commerce/coupons',
    {
      ...adminRoute,
      schema: { ...noInput, body: createCouponBodySchema, response: { 201: adminCouponSchema } },
    },
    async (request, reply) => {
      const coupon = await createAdminCoupon(db, await auditActorOf(request), {
        code: request.body.code,
        discountPercent: request.body.discount_percentage,
      });
      return reply.status(201).send(coupon);
    },
  );
  app.post(
    '/api/commerce/coupons/:id/deactivate',
    {
      ...adminRoute,
      schema: {
        params: couponIdParamsSchema,
        querystring: noQuerySchema,
        response: { 200: adminCouponSchema },
      },
    },
    async (request) => deactivateCoupon(db, await auditActorOf(request), request.params.id),
  );
}
