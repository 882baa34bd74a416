import { billingEndpoints as endpoints, billingMessages } from '@codeflow/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/appInstance';
import { route } from '../../http/registerEndpoint';
import { requireUser } from '../auth/guard';
import { billingModeOf } from './billingConfig';
import { createCheckout, quoteCoupon } from './checkout';
import { enforceCouponLimits } from './couponLimits';
import { orderSummary } from './orderSummary';
import { cancelScheduledChange, planOptions, scheduleChange } from './planChanges';
import { billingHistory, latestPaymentStatus } from './history';
import { completeDevCheckout, verifyPayment } from './paymentVerification';
import { listPlans } from '../../plans/planTable';
import { handleRazorpayWebhook } from './razorpayWebhook';
import { cancelSubscription, currentSubscription } from './subscription';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * POST /api/subscription/webhook/razorpay, in a plugin of its own: inside it a JSON body stays
 * the exact bytes that arrived (a Buffer), because the signature is an HMAC over those bytes;
 * parsing and re-serialising would change them. Every other route keeps the JSON parser.
 */
async function razorpayWebhookRoute(app: AppInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  route(app, endpoints.razorpayWebhook, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const status = await handleRazorpayWebhook(app.billing, {
      rawBody,
      signature: header(request, 'x-razorpay-signature'),
      eventId: header(request, 'x-razorpay-event-id'),
    });
    return { status };
  });
}

/** /api/subscription/* but `features` (docs/product.md#api, docs/decisions/014-billing.md). */
export default async function billingRoutes(app: AppInstance): Promise<void> {
  const billing = app.billing;

  route(app, endpoints.plans, () => listPlans(billing.db));

  const now = () => billing.now?.() ?? new Date();
  const factor = app.config.rateLimitFactor ?? 1;
  const couponCheck = (request: FastifyRequest, userId: string) =>
    enforceCouponLimits(billing.db, { userId, ip: request.ip }, factor);

  route(app, endpoints.mode, () => ({
    mode: billingModeOf({
      razorpay: app.config.razorpay,
      testMode: billing.provider.name === 'dev',
    }),
  }));

  route(app, endpoints.validateCoupon, async (request) => {
    const user = await requireUser(request);
    await couponCheck(request, user.id);
    return quoteCoupon(billing, user, request.body.plan_id, request.body.code);
  });

  // two names for one call: create-order (Razorpay's word) and create-checkout-session
  for (const endpoint of [endpoints.createOrder, endpoints.createCheckoutSession]) {
    route(app, endpoint, async (request) => {
      const user = await requireUser(request);
      if (request.body.coupon_code) await couponCheck(request, user.id);
      return createCheckout(billing, user, {
        planId: request.body.plan_id,
        couponCode: request.body.coupon_code,
      });
    });
  }

  route(app, endpoints.options, async (request) =>
    planOptions(billing.db, await requireUser(request), now()),
  );

  route(app, endpoints.scheduleChange, async (request) => {
    const user = await requireUser(request);
    await scheduleChange(billing.db, user, request.body.plan_id, now());
    return {
      message: billingMessages.planChangeScheduled,
      subscription: await currentSubscription(billing, user),
    };
  });

  route(app, endpoints.cancelScheduledChange, async (request) => {
    const user = await requireUser(request);
    await cancelScheduledChange(billing.db, user.id);
    return {
      message: billingMessages.planChangeCancelled,
      subscription: await currentSubscription(billing, user),
    };
  });

  route(app, endpoints.order, async (request) =>
    orderSummary(billing.db, (await requireUser(request)).id, request.params.order_id),
  );

  route(app, endpoints.verifyPayment, async (request) =>
    verifyPayment(billing, (await requireUser(request)).id, request.body),
  );

  await app.register(razorpayWebhookRoute);

  // test mode only: with Razorpay configured this route does not exist at all
  if (billing.provider.name === 'dev') {
    route(app, endpoints.mockPaymentSuccess, async (request) =>
      completeDevCheckout(billing, (await requireUser(request)).id, {
        orderId: request.body.order_id,
        planId: request.body.plan_id,
        userIdClaimed: request.body.user_id,
      }),
    );
  }

  route(app, endpoints.cancel, async (request) =>
    cancelSubscription(billing, await requireUser(request)),
  );

  route(app, endpoints.current, async (request) =>
    currentSubscription(billing, await requireUser(request)),
  );

  route(app, endpoints.history, async (request) =>
    billingHistory(billing.db, (await requireUser(request)).id),
  );

  // only ever this user's own orders: a user_id in the link is not trusted
  route(app, endpoints.paymentStatus, async (request) =>
    latestPaymentStatus(billing.db, await requireUser(request), request.query.plan_id, now()),
  );
}
