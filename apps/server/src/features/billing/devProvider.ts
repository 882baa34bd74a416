import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderOrder, ProviderOrderRequest } from './paymentProvider';

/**
 * Test mode (no Razorpay keys): an "order" is a checkout session of our own app, stored only in
 * payment_orders. Nothing is charged; the only way to complete one is the mock-payment call, by
 * the user who opened it. Provider signatures never verify here, so verify-payment and the
 * Razorpay webhook activate nothing.
 */
export class DevProvider implements PaymentProvider {
  readonly name = 'dev';

  createOrder(request: ProviderOrderRequest): Promise<ProviderOrder> {
    return Promise.resolve({
      id: `dev_order_${randomBytes(12).toString('hex')}`,
      amountCents: request.amountCents,
      currency: request.currency,
      status: 'created',
      notes: { ...request.notes },
    });
  }

  /** The session lives in our database only. */
  fetchOrder(): Promise<ProviderOrder | null> {
    return Promise.resolve(null);
  }

  verifyPaymentSignature(): boolean {
    return false;
  }

  verifyWebhookSignature(): boolean {
    return false;
  }
}
