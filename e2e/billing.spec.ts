import { expect, test, type Page } from '@playwright/test';
import { startRazorpayStandin, type Standin } from '../tools/razorpay-standin/src/standin';
import { buyerSession, startBillingServer, type BillingServer } from './support/billingServer';

// Billing journeys (issue 10): each server of its own, with a coupon created before it starts.

const COUPON = 'E2E20';

async function signIn(page: Page, baseURL: string) {
  const session = await buyerSession(baseURL);
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return session;
}

/** Dashboard shows Pro and the header's days-left badge; then cancel keeps Pro until expiry. */
async function expectProThenCancel(page: Page, baseURL: string) {
  await expect(page).toHaveURL(`${baseURL}/dashboard`, { timeout: 15_000 });
  await expect(page.getByTestId('plan-badge')).toHaveText(/Pro/);
  await expect(page.getByTestId('days-left').first()).toHaveText(/^(2[89]|3[01]) days left$/);

  await page.goto(`${baseURL}/pricing`);
  await expect(page.getByTestId('plan-pro').getByTestId('current-plan')).toBeVisible();
  await expect(page.getByTestId('billing-history')).toContainText('Pro');
  await expect(page.getByTestId('billing-history')).toContainText('Paid');
  // one-time payments: paid until a date, never "Renews on" (issue 22, item 2)
  await expect(page.getByTestId('subscription-renewal')).toContainText('Paid until');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByTestId('subscription-renewal')).toContainText('your plan stays until');
  await expect(page.getByTestId('subscription-plan')).toHaveText('Pro');
  await page.goto(`${baseURL}/dashboard`);
  await expect(page.getByTestId('plan-badge')).toHaveText(/Pro/);
  await expect(page.getByTestId('days-left').first()).toBeVisible();
}

test.describe('billing in test mode (no payment provider keys)', () => {
  let server: BillingServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startBillingServer({ coupons: [{ code: COUPON, discount: 20 }] });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('pricing → Pro with a coupon → test checkout → pay → activation → dashboard → cancel', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const base = server.baseURL;
    await signIn(page, base);
    await page.goto(`${base}/pricing`);
    await expect(page.getByTestId('price-pro')).toHaveText('$9.99');
    await expect(page.getByTestId('price-premium')).toHaveText('$19.99');
    await expect(page.getByTestId('plan-free').getByTestId('current-plan')).toBeVisible();
    await page.getByLabel('Coupon code').fill(COUPON.toLowerCase());
    await page.getByTestId('choose-pro').click();

    await expect(page).toHaveURL(/\/checkout\/test\?order_id=dev_order_\w+&plan_id=pro/);
    await expect(page.getByTestId('test-mode')).toHaveText('TEST MODE');
    await expect(page.getByText('$7.99 USD')).toBeVisible();
    await page.getByTestId('test-pay').click();

    await expect(page).toHaveURL(/\/payment\/success\?user_id=.+&plan_id=pro/);
    await expect(page.getByTestId('activation-status')).toBeVisible();
    await expectProThenCancel(page, base);
  });

  test('a cancelled test payment says so and changes nothing', async ({ page }) => {
    const base = server.baseURL;
    await signIn(page, base);
    await page.goto(`${base}/pricing`);
    await page.getByTestId('choose-premium').click();
    await expect(page.getByTestId('test-mode')).toBeVisible();
    await page.getByTestId('test-cancel').click();
    await expect(page.getByTestId('billing-error')).toHaveText(
      'Payment cancelled. You have not been charged.',
    );
    await expect(page.getByTestId('plan-free').getByTestId('current-plan')).toBeVisible();
  });

  test('an unknown coupon shows the server message', async ({ page }) => {
    const base = server.baseURL;
    await signIn(page, base);
    await page.goto(`${base}/pricing`);
    await page.getByLabel('Coupon code').fill('NOPE');
    await page.getByTestId('choose-pro').click();
    await expect(page.getByTestId('billing-error')).toHaveText('This coupon code does not exist.');
  });

  test('the activation page without its parameters says so', async ({ page }) => {
    const base = server.baseURL;
    await signIn(page, base);
    await page.goto(`${base}/payment/success`);
    await expect(
      page.getByText('Invalid activation link. Missing user or plan information.'),
    ).toBeVisible();
  });

  test('the public pricing page lists the plans with Get Started', async ({ page }) => {
    await page.goto(`${server.baseURL}/PricingPagePublic`);
    await expect(page.getByTestId('price-organization')).toBeVisible();
    await expect(page.getByTestId('get-started-pro')).toHaveAttribute('href', '/?auth=signup');
  });
});

test.describe('billing through Razorpay (the stand-in)', () => {
  const keys = {
    RAZORPAY_KEY_ID: 'rzp_test_e2e',
    RAZORPAY_KEY_SECRET: 'e2e key secret',
    RAZORPAY_WEBHOOK_SECRET: 'e2e webhook secret',
  };
  let standin: Standin;
  let server: BillingServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = 5000 + Math.floor(Math.random() * 700);
    standin = await startRazorpayStandin({
      keyId: keys.RAZORPAY_KEY_ID,
      keySecret: keys.RAZORPAY_KEY_SECRET,
      webhookSecret: keys.RAZORPAY_WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${port}/api/subscription/webhook/razorpay`,
    });
    server = await startBillingServer({
      port,
      coupons: [{ code: COUPON, discount: 20 }],
      env: {
        ...keys,
        RAZORPAY_API_URL: standin.url,
        RAZORPAY_CHECKOUT_URL: `${standin.url}/v1/checkout.js`,
      },
    });
  });
  test.afterAll(async () => {
    await server.stop();
    await standin.close();
  });

  test('pricing → Pro with a coupon → Razorpay checkout → pay → activation → dashboard → cancel', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const base = server.baseURL;
    await signIn(page, base);
    await page.goto(`${base}/pricing`);
    await page.getByLabel('Coupon code').fill(COUPON);
    await page.getByTestId('choose-pro').click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay stand-in checkout' });
    await expect(checkout).toContainText('Amount: 7.99 USD');
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/payment\/success\?user_id=.+&plan_id=pro/);
    await expectProThenCancel(page, base);
  });

  test('a failed Razorpay payment shows its message and activates nothing', async ({ page }) => {
    const base = server.baseURL;
    await signIn(page, base);
    await page.goto(`${base}/pricing`);
    await page.getByTestId('choose-premium').click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay stand-in checkout' });
    await checkout.getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByTestId('billing-error')).toContainText(
      'Payment failed. You have not been charged.',
    );
    await expect(page.getByTestId('plan-free').getByTestId('current-plan')).toBeVisible();
  });
});
