import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RAZORPAY_API_URL,
  DEFAULT_RAZORPAY_CHECKOUT_URL,
  billingModeOf,
  billingStartupWarning,
  isLocalUrl,
  loadBillingConfig,
} from './billingConfig';
import { createPaymentProvider } from './createPaymentProvider';

describe('loadBillingConfig', () => {
  it('is test mode only when BILLING_MODE=test says so, and nothing at all otherwise (finding 8)', () => {
    const config = loadBillingConfig({ BILLING_MODE: 'test' });
    expect(config.razorpay).toBeUndefined();
    expect(createPaymentProvider(config).name).toBe('dev');
    expect(billingModeOf(config)).toBe('test');
    for (const env of [{}, { BILLING_MODE: 'live' }, { BILLING_MODE: '' }]) {
      const none = loadBillingConfig(env);
      expect(createPaymentProvider(none).name).toBe('unconfigured');
      expect(billingModeOf(none)).toBe('unconfigured');
      expect(billingStartupWarning(none)).toMatch(/^Payments are not configured/);
    }
    expect(billingStartupWarning(config)).toMatch(/^BILLING TEST MODE/);
    expect(
      loadBillingConfig({ RAZORPAY_KEY_ID: ' ', RAZORPAY_KEY_SECRET: '' }).razorpay,
    ).toBeUndefined();
  });

  it('is Razorpay with both keys, with the public URLs by default', () => {
    const config = loadBillingConfig({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' });
    expect(config.razorpay).toEqual({
      keyId: 'rzp_test_1',
      keySecret: 's',
      webhookSecret: undefined,
      apiUrl: DEFAULT_RAZORPAY_API_URL,
      checkoutUrl: DEFAULT_RAZORPAY_CHECKOUT_URL,
    });
    const provider = createPaymentProvider(config);
    expect(provider.name).toBe('razorpay');
    // without a webhook secret no webhook is believed
    expect(provider.verifyWebhookSignature('{}', 'anything')).toBe(false);
  });

  it('takes the base URLs from the environment, without a trailing slash', () => {
    const config = loadBillingConfig({
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_API_URL: 'http://127.0.0.1:4010/',
      RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4010/v1/checkout.js',
    });
    expect(config.razorpay?.apiUrl).toBe('http://127.0.0.1:4010');
    expect(config.razorpay?.checkoutUrl).toBe('http://127.0.0.1:4010/v1/checkout.js');
  });

  it('refuses one key without the other and URLs that are not http(s)', () => {
    expect(() => loadBillingConfig({ RAZORPAY_KEY_ID: 'k' })).toThrow(/must be set together/);
    expect(() => loadBillingConfig({ RAZORPAY_KEY_SECRET: 's' })).toThrow(/must be set together/);
    expect(() =>
      loadBillingConfig({
        RAZORPAY_KEY_ID: 'k',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_API_URL: 'ftp://x',
      }),
    ).toThrow();
  });

  it('refuses test mode where PUBLIC_URL is not local unless forced, and beside Razorpay keys', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:4600',
      'http://app.localhost',
      'http://[::1]:3000',
    ]) {
      expect(isLocalUrl(url), url).toBe(true);
      expect(loadBillingConfig({ BILLING_MODE: 'test', PUBLIC_URL: url }).testMode).toBe(true);
    }
    for (const url of [
      'https://codeflow.example',
      'http://0.0.0.0:3000',
      'http://10.0.0.5',
      'http://localhost.example.com',
    ]) {
      expect(isLocalUrl(url), url).toBe(false);
      expect(() => loadBillingConfig({ BILLING_MODE: 'test', PUBLIC_URL: url })).toThrow(
        /is not a local address.*BILLING_TEST_MODE_FORCE=1/,
      );
      const forced = loadBillingConfig({
        BILLING_MODE: 'test',
        PUBLIC_URL: url,
        BILLING_TEST_MODE_FORCE: '1',
      });
      expect(billingModeOf(forced)).toBe('test');
    }
    expect(() =>
      loadBillingConfig({ BILLING_MODE: 'test', RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }),
    ).toThrow(/cannot be used with RAZORPAY_KEY_ID/);
    expect(() => loadBillingConfig({ BILLING_MODE: 'yes' })).toThrow();
    const live = loadBillingConfig({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' });
    expect([billingModeOf(live), billingStartupWarning(live)]).toEqual(['live', null]);
  });
});
