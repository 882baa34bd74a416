import { billingMessages } from '@codeflow/contracts';
import { AppError } from '../../domain/appError';
import type { PaymentProvider, ProviderOrder } from './paymentProvider';

/**
 * No Razorpay keys and BILLING_MODE is not `test`: nothing can be paid, so nothing is activated.
 * Checkout answers 503 "Payments are not configured." instead of failing open (issue 21,
 * finding 8; decision 032).
 */
export class UnconfiguredProvider implements PaymentProvider {
  readonly name = 'unconfigured';

  createOrder(): Promise<ProviderOrder> {
    return Promise.reject(new AppError('UNAVAILABLE', billingMessages.paymentsNotConfigured));
  }

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
