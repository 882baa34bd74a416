import type { BillingConfig } from './billingConfig';
import { DevProvider } from './devProvider';
import type { PaymentProvider } from './paymentProvider';
import { RazorpayProvider } from './razorpayProvider';
import { UnconfiguredProvider } from './unconfiguredProvider';

/** Razorpay when its keys are configured, test mode only when chosen, otherwise none. */
export function createPaymentProvider(config: BillingConfig): PaymentProvider {
  if (config.razorpay) return new RazorpayProvider(config.razorpay);
  return config.testMode ? new DevProvider() : new UnconfiguredProvider();
}
