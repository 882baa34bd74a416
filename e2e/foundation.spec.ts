import { expect, test } from '@playwright/test';

test('the landing page loads and reaches the API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Codeflow/);
  await expect(page.getByRole('banner').getByText('Codeflow').first()).toBeVisible();
  await expect(page.getByTestId('api-status')).toContainText('ok (pglite)');
});

test('a client-side route is followed and survives a reload (SPA fallback)', async ({ page }) => {
  await page.goto('/');
  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
});

test('an unknown page shows the styled 404 with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('unknown API routes answer JSON 404', async ({ request }) => {
  const res = await request.get('/api/definitely-not-here');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ detail: 'Not Found' });
});
