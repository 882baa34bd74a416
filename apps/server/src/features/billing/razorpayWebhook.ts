import { createHash } from 'node:crypto';
import { billingMessages } from '@codeflow/contracts';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { paymentOrders, webhookEvents } from '../../db/schema/index';
import { AppError } from '../../domain/appError';
import { activateOrder, recordFailedPayment, type OrderRow } from './activation';
import type { BillingDeps } from './billingDeps';

const notesSchema = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .optional()
  .transform((n): Record<string, unknown> => (n && !Array.isArray(n) ? n : {}));

const paymentEntitySchema = z.object({
  id: z.string(),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string().optional(),
  error_description: z.string().nullish(),
  notes: notesSchema,
});

const orderEntitySchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  amount_paid: z.number().int().optional(),
  currency: z.string(),
  status: z.string().optional(),
  notes: notesSchema,
});

const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntitySchema }).optional(),
    order: z.object({ entity: orderEntitySchema }).optional(),
  }),
});

export type WebhookOutcome =
  'activated' | 'already_paid' | 'failure_recorded' | 'duplicate' | 'mismatch' | 'ignored';

type Payment = {
  id: string;
  amountCents: number;
  currency: string;
  notes: Record<string, unknown>;
};

/** The event's payment does not pay this order as we created it. */
function mismatched(order: OrderRow, payment: Payment): boolean {
  const { plan_id: planId, user_id: userId } = payment.notes;
  return (
    payment.amountCents !== order.amountCents ||
    payment.currency !== order.currency ||
    (planId !== undefined && planId !== order.planId) ||
    (userId !== undefined && userId !== order.userId)
  );
}

async function process(
  deps: BillingDeps,
  event: z.infer<typeof eventSchema>,
): Promise<WebhookOutcome> {
  const p = event.payload.payment?.entity;
  const o = event.payload.order?.entity;
  let providerOrderId: string | null | undefined;
  let payment: Payment | undefined;
  if (event.event === 'payment.captured' || event.event === 'payment.failed') {
    providerOrderId = p?.order_id;
    if (p) payment = { id: p.id, amountCents: p.amount, currency: p.currency, notes: p.notes };
  } else if (event.event === 'order.paid') {
    providerOrderId = o?.id;
    if (p)
      payment = { id: p.id, amountCents: p.amount, currency: p.currency, notes: o?.notes ?? {} };
  } else {
    return 'ignored';
  }
  if (!providerOrderId || !payment) return 'ignored';
  const [order] = await deps.db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.providerOrderId, providerOrderId),
        eq(paymentOrders.provider, 'razorpay'),
      ),
    );
  // an order some other system created on the same account
  if (!order) return 'ignored';
  if (mismatched(order, payment)) {
    deps.log?.warn(
      { orderId: order.id, event: event.event, paymentId: payment.id },
      'webhook payment does not match the stored order; not activated',
    );
    return 'mismatch';
  }
  const facts = {
    providerPaymentId: payment.id,
    amountCents: payment.amountCents,
    currency: payment.currency,
  };
  if (event.event === 'payment.failed') {
    await recordFailedPayment(deps, order, {
      ...facts,
      errorDescription: p?.error_description ?? null,
    });
    return 'failure_recorded';
  }
  return (await activateOrder(deps, order.id, facts)) ? 'activated' : 'already_paid';
}

/**
 * POST /api/subscription/webhook/razorpay. The signature is checked over the raw body as it
 * arrived (re-serialised JSON would not match); the event id (x-razorpay-event-id, else the
 * body's hash) is recorded first so a retry or duplicate is skipped. If handling fails, the
 * record is removed again so Razorpay's retry is handled. Events may come in any order, any
 * number of times: activation happens once, and a late payment.failed never undoes a payment.
 */
export async function handleRazorpayWebhook(
  deps: BillingDeps,
  input: { rawBody: Buffer | string; signature: string | undefined; eventId: string | undefined },
): Promise<WebhookOutcome> {
  if (!deps.provider.verifyWebhookSignature(input.rawBody, input.signature)) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', billingMessages.webhookSignatureInvalid);
  }
  let parsed: z.infer<typeof eventSchema>;
  try {
    const json: unknown = JSON.parse(
      typeof input.rawBody === 'string' ? input.rawBody : input.rawBody.toString('utf8'),
    );
    parsed = eventSchema.parse(json);
  } catch {
    // signed by Razorpay yet not an event we understand: acknowledge, nothing to do
    return 'ignored';
  }
  const eventId =
    input.eventId ?? `sha256:${createHash('sha256').update(input.rawBody).digest('hex')}`;
  const [fresh] = await deps.db
    .insert(webhookEvents)
    .values({ provider: 'razorpay', eventId, eventType: parsed.event })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  if (!fresh) return 'duplicate';
  try {
    return await process(deps, parsed);
  } catch (error) {
    await deps.db
      .delete(webhookEvents)
      .where(and(eq(webhookEvents.provider, 'razorpay'), eq(webhookEvents.eventId, eventId)));
    throw error;
  }
}
