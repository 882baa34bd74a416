import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Script } from 'node:vm';
import { billingMessages, type CheckoutAnswer } from '@codeflow/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startRazorpayStandin,
  type Standin,
} from '../../../../../tools/razorpay-standin/src/standin';
import { paymentOrders, payments, subscriptionEvents, webhookEvents } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { testDrivers } from '../../test/databases';
import type { AuthUser } from '../auth/users';
import { loadBillingConfig } from './billingConfig';
import type { BillingDeps } from './billingDeps';
import { DAY_MS, plusOneMonth, useBillingKit } from './billingTestKit';
import { createCheckout } from './checkout';
import { createCoupon } from './coupons';
import { billingHistory, latestPaymentStatus } from './history';
import { verifyPayment } from './paymentVerification';
import { RazorpayProvider } from './razorpayProvider';
import { handleRazorpayWebhook, type WebhookOutcome } from './razorpayWebhook';
import { hmacSha256Hex, paymentSignature } from './signatures';

const KEY_ID = 'rzp_test_standin';
const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

type Received = { outcome: WebhookOutcome | 'rejected'; status: number };

describe.each(testDrivers)(
  'billing through the Razorpay protocol, over loopback (%s)',
  (driver) => {
    const kit = useBillingKit(driver);
    let standin: Standin;
    let receiver: Server;
    let provider: RazorpayProvider;
    const received: Received[] = [];
    /** answer 500 to this many deliveries before handling them (Razorpay then retries) */
    let failNext = 0;

    const deps = (): BillingDeps => kit().deps(provider);

    beforeAll(async () => {
      // the webhook receiver hands the raw body to the service, as the route will
      receiver = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          if (failNext > 0) {
            failNext--;
            res.writeHead(500).end();
            return;
          }
          const header = (name: string) => {
            const v = req.headers[name];
            return typeof v === 'string' ? v : undefined;
          };
          handleRazorpayWebhook(deps(), {
            rawBody: Buffer.concat(chunks),
            signature: header('x-razorpay-signature'),
            eventId: header('x-razorpay-event-id'),
          }).then(
            (outcome) => {
              received.push({ outcome, status: 200 });
              res.writeHead(200).end('{}');
            },
            (error: unknown) => {
              const status = error instanceof AppError ? 400 : 500;
              received.push({ outcome: 'rejected', status });
              res.writeHead(status).end();
            },
          );
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const { port } = receiver.address() as AddressInfo;
      standin = await startRazorpayStandin({
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
        webhookUrl: `http://127.0.0.1:${port}/webhook`,
        retryDelayMs: 20,
      });
      const config = loadBillingConfig({
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: standin.url,
        RAZORPAY_CHECKOUT_URL: `${standin.url}/v1/checkout.js`,
      });
      if (!config.razorpay) throw new Error('razorpay not configured');
      provider = new RazorpayProvider(config.razorpay);
    });

    afterAll(async () => {
      await standin.settled();
      await standin.close();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    });

    beforeEach(() => {
      Object.assign(standin.webhookBehaviour, {
        send: true,
        duplicates: 0,
        reverse: false,
        delayMs: 0,
      });
      failNext = 0;
    });

    async function order(user: AuthUser, planId: 'pro' | 'premium' = 'pro', couponCode?: string) {
      const answer: CheckoutAnswer = await createCheckout(deps(), user, { planId, couponCode });
      if (answer.mode !== 'razorpay') throw new Error(`expected razorpay, got ${answer.mode}`);
      return answer;
    }

    /** Pays at the stand-in without webhooks, so only the verify call can activate. */
    async function payQuietly(orderId: string) {
      standin.webhookBehaviour.send = false;
      try {
        const result = await standin.pay(orderId, 'success');
        if ('error' in result) throw new Error(result.error.description);
        return result;
      } finally {
        standin.webhookBehaviour.send = true;
      }
    }

    async function activations(userId: string) {
      return kit()
        .db.select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.userId, userId));
    }

    it('creates the order at the Orders API: subunits, currency, unique receipt, notes', async () => {
      const user = await kit().user();
      const answer = await order(user, 'premium');
      expect(answer).toMatchObject({
        key_id: KEY_ID,
        amount: 1999,
        currency: 'USD',
        business_name: 'Codeflow',
        prefill: { name: 'Buyer', email: user.email },
        checkout_script_url: `${standin.url}/v1/checkout.js`,
      });
      const remote = standin.orders.get(answer.order_id);
      const [stored] = await kit()
        .db.select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, answer.order_id));
      expect(remote).toMatchObject({
        amount: 1999,
        currency: 'USD',
        status: 'created',
        receipt: stored?.receipt,
        notes: { user_id: user.id, plan_id: 'premium' },
      });
      expect(answer.order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    });

    it('answers the provider failure when the keys are wrong', async () => {
      const config = loadBillingConfig({
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: 'wrong',
        RAZORPAY_API_URL: standin.url,
      });
      if (!config.razorpay) throw new Error('razorpay not configured');
      const wrong = kit().deps(new RazorpayProvider(config.razorpay));
      const error = await rejection(createCheckout(wrong, await kit().user(), { planId: 'pro' }));
      expect(error.code).toBe('PAYMENT_PROVIDER_ERROR');
      expect(error.message).toBe(billingMessages.createOrderFailed);
      expect(error.meta).toMatchObject({
        status: 401,
        providerCode: 'BAD_REQUEST_ERROR',
        providerDescription: 'Authentication failed',
      });
    });

    it('activates on a valid checkout result, with a coupon, once', async () => {
      await createCoupon(kit().db, { code: 'HALF', discountPercent: 50 });
      const user = await kit().user();
      const answer = await order(user, 'pro', 'half');
      expect(answer.amount).toBe(500);
      const result = await payQuietly(answer.order_id);
      const before = Date.now();
      const done = await verifyPayment(deps(), user.id, result);
      expect(done.status).toBe('activated');
      expect(done.plan_id).toBe('pro');
      const after = await kit().reload(user.id);
      expect(after.subscriptionTier).toBe('pro');
      const expiry = after.subscriptionExpiryDate?.getTime() ?? 0;
      expect(expiry).toBeGreaterThanOrEqual(plusOneMonth(new Date(before - 1000)).getTime());
      // again: the same answer, no second activation
      expect((await verifyPayment(deps(), user.id, result)).subscription_expiry_date).toBe(
        done.subscription_expiry_date,
      );
      expect(await activations(user.id)).toHaveLength(1);
      const history = await billingHistory(kit().db, user.id);
      expect(history).toMatchObject([
        {
          order_id: answer.order_id,
          plan_id: 'pro',
          amount: 5,
          status: 'paid',
          coupon_code: 'HALF',
        },
      ]);
      const status = await latestPaymentStatus(kit().db, after);
      expect(status).toMatchObject({ status: 'paid', plan_id: 'pro', tier: 'pro' });
    });

    it('refuses a tampered signature, another user’s order, and an order that was never ours', async () => {
      const owner = await kit().user();
      const thief = await kit().user();
      const answer = await order(owner);
      const result = await payQuietly(answer.order_id);
      const failed = async (userId: string, body: typeof result) => {
        const error = await rejection(verifyPayment(deps(), userId, body));
        expect(error.message).toBe(billingMessages.verificationFailed);
        return error.code;
      };
      const tampered = result.razorpay_signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      expect(await failed(owner.id, { ...result, razorpay_signature: tampered })).toBe(
        'PAYMENT_VERIFICATION_FAILED',
      );
      // a valid result, sent by someone else
      expect(await failed(thief.id, result)).toBe('PAYMENT_VERIFICATION_FAILED');
      // an order created at Razorpay directly, correctly signed, but not one we stored
      const foreign = await fetch(`${standin.url}/v1/orders`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ amount: 100, currency: 'USD', receipt: 'elsewhere' }),
      }).then((r) => r.json() as Promise<{ id: string }>);
      const paid = await payQuietly(foreign.id);
      expect(paymentSignature(KEY_SECRET, foreign.id, paid.razorpay_payment_id)).toBe(
        paid.razorpay_signature,
      );
      expect(await failed(thief.id, paid)).toBe('PAYMENT_VERIFICATION_FAILED');
      expect((await kit().reload(owner.id)).subscriptionTier).toBe('free');
      expect((await kit().reload(thief.id)).subscriptionTier).toBe('free');
    });

    it('refuses an order whose amount or plan differs at the provider', async () => {
      const user = await kit().user();
      const answer = await order(user);
      const result = await payQuietly(answer.order_id);
      const db = kit().db;
      await db
        .update(paymentOrders)
        .set({ planId: 'premium' })
        .where(eq(paymentOrders.providerOrderId, answer.order_id));
      expect((await rejection(verifyPayment(deps(), user.id, result))).code).toBe(
        'PAYMENT_VERIFICATION_FAILED',
      );
      await db
        .update(paymentOrders)
        .set({ planId: 'pro', amountCents: 1 })
        .where(eq(paymentOrders.providerOrderId, answer.order_id));
      expect((await rejection(verifyPayment(deps(), user.id, result))).code).toBe(
        'PAYMENT_VERIFICATION_FAILED',
      );
      expect((await kit().reload(user.id)).subscriptionTier).toBe('free');
    });

    it('activates from the webhooks alone, and duplicates and reordering change nothing', async () => {
      Object.assign(standin.webhookBehaviour, { duplicates: 2, reverse: true });
      const user = await kit().user();
      const answer = await order(user, 'premium');
      const start = standin.deliveries.length;
      await standin.pay(answer.order_id, 'success');
      await standin.settled();
      const mine = standin.deliveries.slice(start);
      // order.paid first (reversed), each event three times with one event id
      expect(mine.map((d) => d.event)).toEqual([
        'order.paid',
        'order.paid',
        'order.paid',
        'payment.captured',
        'payment.captured',
        'payment.captured',
      ]);
      expect(new Set(mine.map((d) => d.eventId)).size).toBe(2);
      expect(mine.every((d) => d.status === 200)).toBe(true);
      expect((await kit().reload(user.id)).subscriptionTier).toBe('premium');
      expect(await activations(user.id)).toHaveLength(1);
      const [stored] = await kit()
        .db.select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, answer.order_id));
      expect(
        await kit()
          .db.select()
          .from(payments)
          .where(eq(payments.orderId, stored?.id ?? '')),
      ).toHaveLength(1);
    });

    it('activates exactly once when the verify call and the webhooks race', async () => {
      Object.assign(standin.webhookBehaviour, { duplicates: 1 });
      for (let round = 0; round < 3; round++) {
        const user = await kit().user();
        const answer = await order(user);
        const result = await standin.pay(answer.order_id, 'success');
        if ('error' in result) throw new Error(result.error.description);
        const [a, b] = await Promise.all([
          verifyPayment(deps(), user.id, result),
          verifyPayment(deps(), user.id, result),
        ]);
        await standin.settled();
        expect(a.subscription_expiry_date).toBe(b.subscription_expiry_date);
        expect(await activations(user.id)).toHaveLength(1);
        const after = await kit().reload(user.id);
        expect(after.subscriptionExpiryDate?.toISOString()).toBe(a.subscription_expiry_date);
      }
    });

    it('records a failed payment; a later success on the same order still activates', async () => {
      const user = await kit().user();
      const answer = await order(user);
      const failedResult = await standin.pay(answer.order_id, 'failure');
      expect('error' in failedResult).toBe(true);
      await standin.settled();
      expect(await latestPaymentStatus(kit().db, await kit().reload(user.id))).toMatchObject({
        status: 'failed',
        tier: 'free',
      });
      expect(await billingHistory(kit().db, user.id)).toMatchObject([{ status: 'failed' }]);
      await standin.pay(answer.order_id, 'success');
      await standin.settled();
      expect((await kit().reload(user.id)).subscriptionTier).toBe('pro');
    });

    it('a payment.failed arriving after the capture does not undo it', async () => {
      const user = await kit().user();
      const answer = await order(user);
      await standin.pay(answer.order_id, 'success');
      await standin.settled();
      const paymentId = 'pay_LateFailure001';
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.failed',
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: paymentId,
              order_id: answer.order_id,
              amount: 999,
              currency: 'USD',
              status: 'failed',
            },
          },
        },
      });
      const outcome = await handleRazorpayWebhook(deps(), {
        rawBody: body,
        signature: hmacSha256Hex(WEBHOOK_SECRET, body),
        eventId: 'evt_LateFailure001',
      });
      expect(outcome).toBe('failure_recorded');
      const [stored] = await kit()
        .db.select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, answer.order_id));
      expect(stored?.status).toBe('paid');
      expect((await kit().reload(user.id)).subscriptionTier).toBe('pro');
    });

    it('checks the webhook signature over the raw body: re-serialised JSON fails', async () => {
      const user = await kit().user();
      const answer = await order(user);
      const raw = `{"entity":"event","event":"payment.captured","contains":["payment"],"payload":{"payment":{"entity":{"id":"pay_RawBody0000001","order_id":"${answer.order_id}","amount":999,"currency":"USD","status":"captured"}}}}`;
      const signature = hmacSha256Hex(WEBHOOK_SECRET, raw);
      const reserialised = JSON.stringify(JSON.parse(raw), null, 2);
      const rejected = async (rawBody: string, sig: string | undefined) =>
        (
          await rejection(
            handleRazorpayWebhook(deps(), { rawBody, signature: sig, eventId: 'evt_raw' }),
          )
        ).code;
      expect(await rejected(reserialised, signature)).toBe('WEBHOOK_SIGNATURE_INVALID');
      expect(await rejected(raw, undefined)).toBe('WEBHOOK_SIGNATURE_INVALID');
      expect(await rejected(raw, hmacSha256Hex('another-secret', raw))).toBe(
        'WEBHOOK_SIGNATURE_INVALID',
      );
      expect((await kit().reload(user.id)).subscriptionTier).toBe('free');
      // nothing was recorded for the refused deliveries, so the real one is handled
      const ok = await handleRazorpayWebhook(deps(), {
        rawBody: Buffer.from(raw),
        signature,
        eventId: 'evt_raw',
      });
      expect(ok).toBe('activated');
      expect(
        await handleRazorpayWebhook(deps(), { rawBody: raw, signature, eventId: 'evt_raw' }),
      ).toBe('duplicate');
    });

    it('does not activate from a webhook whose amount or plan differs from the order', async () => {
      const user = await kit().user();
      const answer = await order(user);
      const send = (entity: object, id: string) => {
        const body = JSON.stringify({
          entity: 'event',
          event: 'payment.captured',
          contains: ['payment'],
          payload: { payment: { entity } },
        });
        return handleRazorpayWebhook(deps(), {
          rawBody: body,
          signature: hmacSha256Hex(WEBHOOK_SECRET, body),
          eventId: id,
        });
      };
      const base = { order_id: answer.order_id, currency: 'USD', status: 'captured' };
      expect(await send({ ...base, id: 'pay_Cheap00000001', amount: 100 }, 'evt_cheap')).toBe(
        'mismatch',
      );
      expect(
        await send(
          { ...base, id: 'pay_Plan000000001', amount: 999, notes: { plan_id: 'premium' } },
          'evt_plan',
        ),
      ).toBe('mismatch');
      expect(
        await send(
          { ...base, id: 'pay_Unknown00001', amount: 999, order_id: 'order_NeverOurs00001' },
          'evt_unknown',
        ),
      ).toBe('ignored');
      expect((await kit().reload(user.id)).subscriptionTier).toBe('free');
    });

    it('is retried by the provider after a failed delivery and then handled', async () => {
      failNext = 1;
      const user = await kit().user();
      const answer = await order(user);
      const start = standin.deliveries.length;
      await standin.pay(answer.order_id, 'success');
      await standin.settled();
      const mine = standin.deliveries.slice(start);
      expect(mine[0]).toMatchObject({ event: 'payment.captured', attempt: 1, status: 500 });
      expect(mine[1]).toMatchObject({ event: 'payment.captured', attempt: 2, status: 200 });
      expect((await kit().reload(user.id)).subscriptionTier).toBe('pro');
      const ids = await kit()
        .db.select()
        .from(webhookEvents)
        .where(eq(webhookEvents.eventId, mine[0]?.eventId ?? ''));
      expect(ids).toHaveLength(1);
    });

    it('extends an active subscription by a month from its expiry', async () => {
      const expiry = new Date(Date.now() + 5 * DAY_MS);
      const user = await kit().user('pro', expiry);
      const answer = await order(user, 'pro');
      const result = await payQuietly(answer.order_id);
      const done = await verifyPayment(deps(), user.id, result);
      expect(done.subscription_expiry_date).toBe(plusOneMonth(expiry).toISOString());
    });

    it('serves a checkout.js that defines window.Razorpay and posts to the stand-in', async () => {
      const res = await fetch(`${standin.url}/v1/checkout.js`);
      expect(res.headers.get('content-type')).toContain('javascript');
      const script = await res.text();
      expect(script).toContain('window.Razorpay = Razorpay');
      expect(script).toContain(JSON.stringify(standin.url));
      expect(script).toContain("'/_standin/pay'");
      // it is valid JavaScript
      expect(() => new Script(script)).not.toThrow();
    });

    it('answers Razorpay’s error shape for bad requests and unknown orders', async () => {
      const auth = {
        authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      };
      const bad = await fetch(`${standin.url}/v1/orders`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 50, currency: 'USD' }),
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The amount must be at least USD 1.00',
          field: 'amount',
        },
      });
      const unknown = await fetch(`${standin.url}/v1/orders/order_DoesNotExist01`, {
        headers: auth,
      });
      expect(unknown.status).toBe(400);
      expect(await provider.fetchOrder('order_DoesNotExist01')).toBeNull();
      const noAuth = await fetch(`${standin.url}/v1/orders/order_DoesNotExist01`);
      expect(noAuth.status).toBe(401);
    });
  },
);
