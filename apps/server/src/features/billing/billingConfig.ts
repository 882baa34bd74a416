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

/**
 * Razorpay when both keys are set; the test-mode dev provider only when BILLING_MODE=test says
 * so; otherwise payments are not configured and paid checkout answers 503 (decision 032).
 */
export type BillingConfig = { razorpay: RazorpayConfig | undefined; testMode: boolean };

/** What checkout does: real payments, the TEST MODE page, or nothing (503). */
export type BillingModeName = 'live' | 'test' | 'unconfigured';

export function billingModeOf(config: BillingConfig): BillingModeName {
  if (config.razorpay) return 'live';
  return config.testMode ? 'test' : 'unconfigured';
}

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
  /** `test`: the TEST MODE checkout, where Pay activates without charging (decision 032) */
  BILLING_MODE: optional.pipe(z.enum(['test', 'live']).optional()),
  /** `1`: allow BILLING_MODE=test where PUBLIC_URL is not a local address */
  BILLING_TEST_MODE_FORCE: optional.pipe(z.enum(['0', '1']).optional()),
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

/** Whether a URL's host is this machine (localhost, *.localhost, 127.0.0.0/8, ::1). */
export function isLocalUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}

/**
 * Whether the TEST MODE checkout is on. Only when BILLING_MODE=test says so: test mode lets
 * anyone activate any paid plan without paying, so it is refused (an Error naming the way out)
 * beside Razorpay keys, and where PUBLIC_URL is not a local address unless
 * BILLING_TEST_MODE_FORCE=1 (issue 21, finding 8).
 */
export function billingTestModeOf(parsed: BillingEnv, publicUrl: string): boolean {
  if (parsed.BILLING_MODE !== 'test') return false;
  if (parsed.RAZORPAY_KEY_ID) {
    throw new Error('BILLING_MODE=test cannot be used with RAZORPAY_KEY_ID; unset one of them');
  }
  if (!isLocalUrl(publicUrl) && parsed.BILLING_TEST_MODE_FORCE !== '1') {
    throw new Error(
      `BILLING_MODE=test lets anyone activate paid plans without paying; refused because PUBLIC_URL (${publicUrl}) is not a local address. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or BILLING_TEST_MODE_FORCE=1 to run test mode there anyway`,
    );
  }
  return true;
}

/** The warning logged at start-up for test mode and for no payments at all; null when live. */
export function billingStartupWarning(config: BillingConfig): string | null {
  const mode = billingModeOf(config);
  if (mode === 'test') {
    return 'BILLING TEST MODE: checkout is a TEST MODE page where Pay activates any paid plan without charging. Never run this for real customers (BILLING_MODE=test).';
  }
  if (mode === 'unconfigured') {
    return 'Payments are not configured: paid checkout answers 503. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (or BILLING_MODE=test on a local install).';
  }
  return null;
}

/** Reads the RAZORPAY_* and BILLING_* variables (the app reads them through config.ts). */
export function loadBillingConfig(env: Record<string, string | undefined>): BillingConfig {
  const parsed = billingEnvSchema.parse(env);
  return {
    razorpay: razorpayConfigOf(parsed),
    testMode: billingTestModeOf(parsed, env.PUBLIC_URL ?? 'http://localhost'),
  };
}
