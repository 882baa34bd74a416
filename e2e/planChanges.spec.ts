import { expect, test, type Page } from '@playwright/test';
import { loginByFetch, useSession } from './support/adminApi';
import { buyerSession, startBillingServer, type BillingServer } from './support/billingServer';
import { startServerWithAdmin } from './support/serverWithAdmin';

// Plan changes by value (issue 22 item 1, issue 21 finding 7) and test mode said loudly
// (issue 21 finding 8): decision 032.

let server: BillingServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startBillingServer({ coupons: [] });
});

test.afterAll(async () => {
  await server.stop();
});

async function signIn(page: Page, baseURL: string) {
  const session = await buyerSession(baseURL);
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

/** Pays the open TEST MODE checkout and waits for the dashboard. */
async function payTestCheckout(page: Page, amount: string) {
  await expect(page.getByTestId('test-mode')).toHaveText('TEST MODE');
  await expect(page.getByTestId('test-amount')).toHaveText(`${amount} USD`);
  await page.getByTestId('test-pay').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

test('a Pro user sees what an upgrade costs and when a downgrade happens, and confirms each', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const base = server.baseURL;
  await signIn(page, base);
  await page.goto(`${base}/pricing`);
  // test mode is said on the page itself
  await expect(page.getByTestId('billing-mode-banner')).toContainText(
    'Test mode: no real payment is taken.',
  );
  await page.getByTestId('choose-pro').click();
  await payTestCheckout(page, '$9.99');

  await page.goto(`${base}/pricing`);
  await expect(page.getByTestId('subscription-renewal')).toContainText('Paid until');
  const premium = page.getByTestId('plan-premium');
  // a whole month of Pro paid, a few seconds used: Premium costs the difference, $10.00
  const upgrade = premium.getByRole('button', {
    name: 'Upgrade now: pay $10.00 for the rest of your period',
  });
  await expect(upgrade).toBeVisible();
  await expect(premium.getByRole('button', { name: /^Switch to Premium on / })).toBeVisible();
  await expect(
    page
      .getByTestId('plan-pro')
      .getByRole('button', { name: 'Renew: pay $9.99 for another month' }),
  ).toBeVisible();

  // nothing happens before the confirmation
  await upgrade.click();
  let dialog = page.getByRole('dialog', { name: 'Upgrade to Premium now?' });
  await expect(dialog).toContainText('less what is unused of Pro');
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${base}/pricing`);

  await upgrade.click();
  dialog = page.getByRole('dialog', { name: 'Upgrade to Premium now?' });
  await dialog.getByRole('button', { name: 'Pay $10.00' }).click();
  await payTestCheckout(page, '$10.00');

  await page.goto(`${base}/pricing`);
  await expect(page.getByTestId('plan-premium').getByTestId('current-plan')).toBeVisible();
  const pro = page.getByTestId('plan-pro');
  const switchToPro = pro.getByRole('button', { name: /^Switch to Pro on / });
  await expect(switchToPro).toBeVisible();
  // no way to buy the cheaper plan now: the paid Premium month is not lost
  await expect(pro.getByRole('button', { name: /Choose|Upgrade|pay/ })).toHaveCount(0);
  const label = (await switchToPro.textContent()) ?? '';
  const date = label.replace('Switch to Pro on ', '');
  await switchToPro.click();
  dialog = page.getByRole('dialog', { name: `Switch to Pro on ${date}?` });
  await expect(dialog).toContainText('You keep Premium until');
  await expect(dialog).toContainText('Nothing is charged now');
  await dialog.getByRole('button', { name: `Switch on ${date}` }).click();
  await expect(page.getByTestId('scheduled-change')).toContainText(`Switches to Pro on ${date}.`);
  await expect(pro.getByTestId('scheduled-plan')).toHaveText(`From ${date}`);
  await expect(page.getByTestId('subscription-plan')).toHaveText('Premium');

  await page.getByRole('button', { name: 'Keep Premium' }).click();
  await expect(page.getByTestId('scheduled-change')).toBeHidden();
  await expect(pro.getByRole('button', { name: /^Switch to Pro on / })).toBeVisible();
});

test('the TEST MODE checkout shows the amount the server stored, not the one in its link', async ({
  page,
}) => {
  const base = server.baseURL;
  await signIn(page, base);
  await page.goto(`${base}/pricing`);
  await page.getByTestId('choose-organization').click();
  await expect(page.getByTestId('test-amount')).toHaveText('$49.99 USD');
  const forged = `${page.url()}&amount=1`;
  await page.goto(forged);
  await expect(page.getByTestId('test-amount')).toHaveText('$49.99 USD');
  await expect(page.getByText('$0.01')).toHaveCount(0);
});

test('the admin area says loudly that billing is in test mode', async ({ page }) => {
  test.setTimeout(120_000);
  const withAdmin = await startServerWithAdmin();
  try {
    const admin = await loginByFetch(
      withAdmin.baseURL,
      withAdmin.admin.email,
      withAdmin.admin.password,
    );
    await useSession(page, admin);
    await page.goto(`${withAdmin.baseURL}/super-admin`);
    const banner = page.getByTestId('billing-mode-banner');
    await expect(banner).toContainText('TEST MODE');
    await expect(banner).toContainText('activates any paid plan without charging');
  } finally {
    await withAdmin.stop();
  }
});
