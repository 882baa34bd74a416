import { expect, test, type Page } from '@playwright/test';
import { loginByFetch, useSession, type ApiSession } from './support/adminApi';
import { startServerWithAdmin, type ServerWithAdmin } from './support/serverWithAdmin';

// What an admin sees of issue 21 finding 10 (decision 034) and issue 22 item 21, on a server of
// its own (its admin account changes tier and expiry here).

let server: ServerWithAdmin;
let admin: ApiSession;
const otherAdmin = { email: `second-admin-${Date.now()}@example.test`, name: 'Second Admin' };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerWithAdmin();
  admin = await loginByFetch(server.baseURL, server.admin.email, server.admin.password);
  const res = await fetch(`${server.baseURL}/api/admin/users/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({
      email: otherAdmin.email,
      password: 'second admin password',
      full_name: otherAdmin.name,
      role: 'admin',
      admin_password: server.admin.password,
    }),
  });
  expect(res.status).toBe(201);
});

test.afterAll(async () => {
  await server.stop();
});

async function openUsers(page: Page) {
  await useSession(page, admin);
  await page.goto(`${server.baseURL}/super-admin`);
  await page.getByRole('tab', { name: 'User Management' }).click();
  await expect(page.getByTestId('users-table')).toBeVisible();
}

test("another admin's row offers no changes and says why", async ({ page }) => {
  await openUsers(page);
  const other = page.locator(`[data-testid="user-row"][data-user-email="${otherAdmin.email}"]`);
  await expect(other.getByTestId('other-admin-note')).toHaveText(
    'Another admin: only they can change this account.',
  );
  const password = other.getByRole('button', { name: 'Password' });
  await expect(password).toBeDisabled();
  await expect(password).toHaveAccessibleDescription(
    'Another admin: only they can change this account.',
  );
  await expect(other.getByRole('button', { name: /Change role of/ })).toHaveCount(0);
  await expect(other.getByRole('button', { name: /Change subscription of/ })).toHaveCount(0);
  // the admin's own row keeps its password action
  const own = page.locator(`[data-testid="user-row"][data-user-email="${server.admin.email}"]`);
  await expect(own.getByRole('button', { name: 'Password' })).toBeEnabled();
});

test('the testing tools answer in words and show the days-left badge while testing as a tier', async ({
  page,
}) => {
  await useSession(page, admin);
  await page.goto(`${server.baseURL}/super-admin`);
  const tools = page.getByTestId('admin-testing-tools');
  await tools.getByLabel('Set own tier').selectOption('pro');
  await tools.getByRole('button', { name: 'Set tier' }).click();
  await expect(tools.getByTestId('testing-current-tier')).toHaveText('Pro');

  // past the bound: a sentence, not the validator's "Too big: expected number to be <=3650"
  await tools.getByLabel('Set own expiry (days from now)').fill('5000');
  await tools.getByRole('button', { name: 'Set expiry' }).click();
  const notice = tools.getByTestId('testing-tools-notice');
  await expect(notice).toContainText('Days from now must be a whole number from -3650 to 3650.');
  await expect(notice).not.toContainText('Too big');

  await tools.getByLabel('Set own expiry (days from now)').fill('5');
  await tools.getByRole('button', { name: 'Set expiry' }).click();
  await expect(page.getByTestId('days-left').first()).toHaveText('5 days left');

  // back to full admin: no badge
  await tools.getByRole('button', { name: 'Revert to full admin' }).click();
  await expect(tools.getByTestId('testing-current-tier')).toHaveText('Admin');
  await expect(page.getByTestId('days-left')).toHaveCount(0);
});

test('a too-long analytics range gets its own message', async ({ page }) => {
  await useSession(page, admin);
  await page.goto(`${server.baseURL}/super-admin`);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2000-01-01');
  await expect(page.getByTestId('range-error')).toHaveText(
    'The date range may cover at most 3700 days.',
  );
});
