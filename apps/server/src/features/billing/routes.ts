import {
  activationAnswerSchema,
  billingHistorySchema,
  cancelAnswerSchema,
  checkoutAnswerSchema,
  couponQuoteSchema,
  createCheckoutBodySchema,
  currentSubscriptionSchema,
  mockPaymentBodySchema,
  noBodySchema,
  noParamsSchema,
  noQuerySchema,
  paymentStatusQuerySchema,
  paymentStatusSchema,
  plansResponseSchema,
  validateCouponBodySchema,
  verifyPaymentBodySchema,
} from '@codeflow/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../http/appInstance';
import { authenticated, requireUser } from '../auth/guard';
import { createCheckout, quoteCoupon } from './checkout';
import { billingHistory, latestPaymentStatus } from './history';
import { completeDevCheckout, verifyPayment } from './paymentVerification';
import { listPlans } from '../../plans/planTable';
import { handleRazorpayWebhook } from './razorpayWebhook';
import { cancelSubscription, currentSubscription } from './subscription';

const noInput = { params: noParamsSchema, querystring: noQuerySchema };

/** The webhook's answer: what was done with the event (Razorpay only looks at the status). */
const webhookAnswerSchema = z.object({ status: z.string() });

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * POST /api/subscription/webhook/razorpay, in a plugin of its own: inside it a JSON body stays
 * the exact bytes that arrived (a Buffer), because the signature is an HMAC over those bytes;
 * parsing and re-serialising would change them. Every other route keeps the JSON parser.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async functions
async function razorpayWebhookRoute(app: AppInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    '/api/subscription/webhook/razorpay',
    { schema: { ...noInput, response: { 200: webhookAnswerSchema } } },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const status = await handleRazorpayWebhook(app.billing, {
        rawBody,
        signature: header(request, 'x-razorpay-signature'),
        eventId: header(request, 'x-razorpay-event-id'),
      });
      return { status };
    },
  );
}

/** /api/subscription/* but `features` (docs/product.md#api, docs/decisions/014-billing.md). */
export default async function billingRoutes(app: AppInstance): Promise<void> {
  const billing = app.billing;

  app.get(
    '/api/subscription/plans',
    { schema: { ...noInput, response: { 200: plansResponseSchema } } },
    () => listPlans(billing.db),
  );

  app.post(
    '/api/subscription/validate-coupon',
    {
      preValidation: authenticated,
      schema: { ...noInput, body: validateCouponBodySchema, response: { 200: couponQuoteSchema } },
    },
    async (request) =>
      quoteCoupon(billing, await requireUser(request), request.body.plan_id, request.body.code),
  );

  // two names for one call: create-order (Razorpay's word) and create-checkout-session
  for (const path of [
    '/api/subscription/create-order',
    '/api/subscription/create-checkout-session',
  ]) {
    app.post(
      path,
      {
        preValidation: authenticated,
        schema: {
          ...noInput,
          body: createCheckoutBodySchema,
          response: { 200: checkoutAnswerSchema },
        },
      },
      async (request) =>
        createCheckout(billing, await requireUser(request), {
          planId: request.body.plan_id,
          couponCode: request.body.coupon_code,
        }),
    );
  }

  app.post(
    '/api/subscription/verify-payment',
    {
      preValidation: authenticated,
      schema: {
        ...noInput,
        body: verifyPaymentBodySchema,
        response: { 200: activationAnswerSchema },
      },
    },
    async (request) => verifyPayment(billing, (await requireUser(request)).id, request.body),
  );

  await app.register(razorpayWebhookRoute);

  // test mode only: with Razorpay configured this route does not exist at all
  if (billing.provider.name === 'dev') {
    app.post(
      '/api/subscription/webhook/mock-payment-success',
      {
        preValidation: authenticated,
        schema: {
          ...noInput,
          body: mockPaymentBodySchema,
          response: { 200: activationAnswerSchema },
        },
      },
      async (request) =>
        completeDevCheckout(billing, (await requireUser(request)).id, {
          orderId: request.body.order_id,
          planId: request.body.plan_id,
          userIdClaimed: request.body.user_id,
        }),
    );
  }

  app.post(
    '/api/subscription/cancel',
    {
      preValidation: authenticated,
      schema: { ...noInput, body: noBodySchema, response: { 200: cancelAnswerSchema } },
    },
    async (request) => cancelSubscription(billing, await requireUser(request)),
  );

  app.get(
    '/api/subscription/current',
    {
      preValidation: authenticated,
      schema: { ...noInput, response: { 200: currentSubscriptionSchema } },
    },
    async (request) => currentSubscription(billing, await requireUser(request)),
  );

  app.get(
    '/api/subscription/history',
    {
      preValidation: authenticated,
      schema: { ...noInput, response: { 200: billingHistorySchema } },
    },
    async (request) => billingHistory(billing.db, (await requireUser(request)).id),
  );

  app.get(
    '/api/subscription/payment-status',
    {
      preValidation: authenticated,
      schema: {
        params: noParamsSchema,
        querystring: paymentStatusQuerySchema,
        response: { 200: paymentStatusSchema },
      },
    },
    // only ever this user's own orders: a user_id in the link is not trusted
    async (request) =>
      latestPaymentStatus(
        billing.db,
        await requireUser(request),
        request.query.plan_id,
        billing.now?.() ?? new Date(),
      ),
  );
}
