import type { BillingConfig } from './billingConfig';
import { DevProvider } from './devProvider';
import type { PaymentProvider } from './paymentProvider';
import { RazorpayProvider } from './razorpayProvider';

/** Razorpay when its keys are configured, the test-mode provider otherwise. */
export function createPaymentProvider(config: BillingConfig): PaymentProvider {
  return config.razorpay ? new RazorpayProvider(config.razorpay) : new DevProvider();
}
