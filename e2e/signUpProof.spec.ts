import { expect, test } from '@playwright/test';
import { authModal, uniqueEmail } from './support/accounts';
import { startServerWithAdmin, type ServerWithAdmin } from './support/serverWithAdmin';

// A classroom behind one address (issue 22 item 9, decision 036): past the free sign-ups of the
// hour the browser proves a little work and the sign-up still goes through, nothing asked of the
// person. A server of its own with the production limits (the shared one widens them 50×).
test.describe('sign-ups past the free ones of an address', () => {
  let server: ServerWithAdmin;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServerWithAdmin({ env: { RATE_LIMIT_FACTOR: '1' } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the eleventh sign-up of the hour does a proof of work in the browser and succeeds', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    // the ten free ones of this address, as classmates would use them
    for (let i = 0; i < 10; i += 1) {
      const res = await api.post('/api/auth/register', {
        data: {
          email: uniqueEmail(`class${i}`),
          password: 'correct horse staple',
          full_name: `Pupil ${i}`,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    const refused = await api.post('/api/auth/register', {
      data: {
        email: uniqueEmail('noproof'),
        password: 'correct horse staple',
        full_name: 'No Proof',
      },
    });
    expect(refused.status()).toBe(428);

    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto('/?auth=signup');
    const modal = authModal(page);
    await modal.getByLabel('Full Name', { exact: true }).fill('Ada Pupil');
    await modal.getByLabel('Email', { exact: true }).fill(uniqueEmail('eleventh'));
    await modal.getByLabel('Password', { exact: true }).fill('correct horse staple');
    await modal.getByLabel('Confirm Password', { exact: true }).fill('correct horse staple');
    await modal.getByRole('button', { name: 'Create Account' }).click();
    await expect(modal.getByRole('heading', { name: 'Check Your Email' })).toBeVisible({
      timeout: 60_000,
    });
    await context.close();
  });
});
