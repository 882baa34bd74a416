import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RAZORPAY_API_URL,
  DEFAULT_RAZORPAY_CHECKOUT_URL,
  loadBillingConfig,
} from './billingConfig';
import { createPaymentProvider } from './createPaymentProvider';

describe('loadBillingConfig', () => {
  it('is test mode without keys', () => {
    const config = loadBillingConfig({});
    expect(config.razorpay).toBeUndefined();
    expect(createPaymentProvider(config).name).toBe('dev');
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
});
