import { z } from 'zod';

export const DEFAULT_RAZORPAY_API_URL = 'https://api.razorpay.com';
export const DEFAULT_RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  /** undefined: webhooks are refused (nothing can verify them) */
  webhookSecret: string | undefined;
  /** base URL of the Orders API, without /v1 */
  apiUrl: string;
  /** checkout.js, loaded by the browser on demand */
  checkoutUrl: string;
};

/** Razorpay when both keys are set; otherwise the test-mode dev provider. */
export type BillingConfig = { razorpay: RazorpayConfig | undefined };

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const httpUrl = optional.refine(
  (v) => v === undefined || /^https?:\/\//.test(v),
  'must start with http:// or https://',
);

export const billingEnvSchema = z.object({
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_URL: httpUrl,
  RAZORPAY_CHECKOUT_URL: httpUrl,
});

export type BillingEnv = z.infer<typeof billingEnvSchema>;

/**
 * The Razorpay settings from already validated RAZORPAY_* values. One key without the other is a
 * configuration mistake, not a reason to fall back silently to test mode.
 */
export function razorpayConfigOf(parsed: BillingEnv): RazorpayConfig | undefined {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = parsed;
  if (!keyId && !keySecret) return undefined;
  if (!keyId || !keySecret) {
    throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  }
  return {
    keyId,
    keySecret,
    webhookSecret: parsed.RAZORPAY_WEBHOOK_SECRET,
    apiUrl: (parsed.RAZORPAY_API_URL ?? DEFAULT_RAZORPAY_API_URL).replace(/\/+$/, ''),
    checkoutUrl: parsed.RAZORPAY_CHECKOUT_URL ?? DEFAULT_RAZORPAY_CHECKOUT_URL,
  };
}

/** Reads the RAZORPAY_* variables (the app reads them through config.ts). */
export function loadBillingConfig(env: Record<string, string | undefined>): BillingConfig {
  return { razorpay: razorpayConfigOf(billingEnvSchema.parse(env)) };
}
