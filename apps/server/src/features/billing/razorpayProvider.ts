import { billingMessages } from '@codeflow/contracts';
import { z } from 'zod';
import { AppError } from '../../domain/appError';
import type { RazorpayConfig } from './billingConfig';
import type { PaymentProvider, ProviderOrder, ProviderOrderRequest } from './paymentProvider';
import { hmacSha256Hex, paymentSignature, signatureMatches } from './signatures';

const REQUEST_TIMEOUT_MS = 10_000;

const orderEntitySchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  // Razorpay answers [] for empty notes
  notes: z.union([z.record(z.string(), z.string()), z.array(z.unknown())]).optional(),
});

const errorSchema = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }),
});

function toOrder(entity: z.infer<typeof orderEntitySchema>): ProviderOrder {
  return {
    id: entity.id,
    amountCents: entity.amount,
    currency: entity.currency,
    status: entity.status,
    notes: Array.isArray(entity.notes) ? {} : (entity.notes ?? {}),
  };
}

/** Razorpay's Orders API and signatures (the real service, or the stand-in at the same URLs). */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';
  readonly checkout: { keyId: string; scriptUrl: string };

  constructor(private readonly config: RazorpayConfig) {
    this.checkout = { keyId: config.keyId, scriptUrl: config.checkoutUrl };
  }

  private get authorization(): string {
    const basic = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64');
    return `Basic ${basic}`;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: object): Promise<Response> {
    try {
      return await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new AppError('PAYMENT_PROVIDER_ERROR', billingMessages.createOrderFailed, {
        cause: error instanceof Error ? error.message : String(error),
      });
    }
  }

  private async failure(res: Response): Promise<AppError> {
    const parsed = errorSchema.safeParse(await res.json().catch(() => null));
    return new AppError('PAYMENT_PROVIDER_ERROR', billingMessages.createOrderFailed, {
      meta: {
        status: res.status,
        providerCode: parsed.success ? parsed.data.error.code : undefined,
        providerDescription: parsed.success ? parsed.data.error.description : undefined,
      },
    });
  }

  async createOrder(request: ProviderOrderRequest): Promise<ProviderOrder> {
    const res = await this.call('POST', '/v1/orders', {
      amount: request.amountCents,
      currency: request.currency,
      receipt: request.receipt,
      notes: request.notes,
    });
    if (!res.ok) throw await this.failure(res);
    return toOrder(orderEntitySchema.parse(await res.json()));
  }

  async fetchOrder(orderId: string): Promise<ProviderOrder | null> {
    const res = await this.call('GET', `/v1/orders/${encodeURIComponent(orderId)}`);
    // Razorpay answers an unknown id with 400 BAD_REQUEST_ERROR
    if (res.status === 400 || res.status === 404) return null;
    if (!res.ok) throw await this.failure(res);
    return toOrder(orderEntitySchema.parse(await res.json()));
  }

  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(paymentSignature(this.config.keySecret, orderId, paymentId), signature);
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: string | undefined): boolean {
    const secret = this.config.webhookSecret;
    if (!secret) return false;
    return signatureMatches(hmacSha256Hex(secret, rawBody), signature);
  }
}
