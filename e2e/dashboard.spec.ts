/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they use its globals (navigator).
import { expect, test, type Page } from '@playwright/test';
import { newAccountByApi, signInByApi } from './support/apiAccounts';
import { createFlowchartByApi } from './support/flowchartsByApi';
import { startServerWithAdmin, type ServerWithAdmin } from './support/serverWithAdmin';
import { useSessionInPage } from './support/signInThroughApi';

const cards = (page: Page) => page.getByTestId('flowchart-card');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });
const createNew = (page: Page) => page.getByRole('button', { name: 'Create New' }).first();

test('a new free account: empty state, Free badge, 0 / 5, Create New opens the editor', async ({
  page,
  request,
}) => {
  await useSessionInPage(page, await newAccountByApi(request));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Flowcharts', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('My Flowcharts | Codeflow');
  await expect(page.getByTestId('plan-badge')).toHaveText('Free');
  await expect(page.getByTestId('plan-badge')).toHaveClass(/bg-gray-100/);
  await expect(page.getByTestId('usage-counter')).toHaveText('0 / 5');
  await expect(page.getByTestId('dashboard-empty')).toContainText('No flowcharts yet');
  await expect(cards(page)).toHaveCount(0);

  await page.getByTestId('dashboard-empty').getByRole('button', { name: 'Create New' }).click();
  await expect(page).toHaveURL(/\/editor$/);
});

test('cards newest first, with title, language badge, relative time; free: no Share, Edit disabled', async ({
  page,
  request,
}) => {
  const session = await newAccountByApi(request);
  await createFlowchartByApi(request, session.token, { title: 'Bubble sort', language: 'c' });
  await createFlowchartByApi(request, session.token, { title: '   ', language: 'python' });
  await useSessionInPage(page, session);
  await page.goto('/dashboard');

  await expect(cards(page)).toHaveCount(2);
  // newest first: the untitled one was saved last
  await expect(cards(page).nth(0).getByRole('heading')).toHaveText('Untitled Flowchart');
  await expect(cards(page).nth(1).getByRole('heading')).toHaveText('Bubble sort');
  await expect(cards(page).nth(0).getByTestId('language-badge')).toHaveText('Python');
  await expect(cards(page).nth(1).getByTestId('language-badge')).toHaveText('C');
  await expect(cards(page).nth(0)).toContainText('Updated just now');
  await expect(page.getByTestId('usage-counter')).toHaveText('2 / 5');

  const sort = card(page, 'Bubble sort');
  const edit = sort.getByRole('button', { name: 'Edit' });
  await expect(edit).toBeDisabled();
  await expect(edit).toHaveAttribute('title', 'Upgrade to edit flowcharts');
  await expect(edit).toHaveAccessibleDescription('Upgrade to edit flowcharts');
  await expect(sort.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(createNew(page)).toBeEnabled();

  await sort.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(page.getByTestId('read-only-note')).toHaveText('Read-only view');
  await expect(page.getByLabel('Title')).toHaveValue('Bubble sort');
});

test('at the free limit Create New is disabled; delete asks first, can fail, and keeps the count', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await newAccountByApi(request);
  for (let i = 1; i <= 5; i++) {
    await createFlowchartByApi(request, session.token, { title: `Chart ${i}` });
  }
  await useSessionInPage(page, session);
  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByTestId('usage-counter')).toHaveText('5 / 5');
  await expect(createNew(page)).toBeDisabled();
  await expect(createNew(page)).toHaveAttribute('title', 'You have reached your flowchart limit');
  await expect(createNew(page)).toHaveAccessibleDescription(
    'You have reached your flowchart limit',
  );

  const dialog = page.getByRole('dialog', { name: 'Delete flowchart?' });
  const chart3 = card(page, 'Chart 3');

  // Cancel and Escape both leave the flowchart alone
  await chart3.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  // focus goes back to where the keyboard user was
  await expect(chart3.getByRole('button', { name: 'Delete' })).toBeFocused();
  await chart3.getByRole('button', { name: 'Delete' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cards(page)).toHaveCount(5);

  // a failed delete says so and keeps the card
  await page.route('**/api/flowcharts/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { detail: 'boom' } })
      : route.fallback(),
  );
  await chart3.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to delete flowchart.');
  await page.unrouteAll();

  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(chart3).toHaveCount(0);
  await expect(cards(page)).toHaveCount(4);
  // the lifetime count does not go down, so the limit still holds (also after a reload)
  await page.reload();
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByTestId('usage-counter')).toHaveText('5 / 5');
  await expect(createNew(page)).toBeDisabled();
});

test('loading skeletons, then a failed load shows the server detail with Retry', async ({
  page,
  request,
}) => {
  await useSessionInPage(page, await newAccountByApi(request));
  let calls = 0;
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/flowcharts/user', async (route) => {
    calls += 1;
    if (calls > 1) return route.fallback();
    await answered; // hold the first answer back to see the loading state
    return route.fulfill({ status: 503, json: { detail: 'The database is being upgraded' } });
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('status', { name: 'Loading flowcharts' })).toBeVisible();
  answer();
  const box = page.getByTestId('dashboard-error');
  await expect(box).toContainText('The database is being upgraded');
  await box.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('dashboard-empty')).toBeVisible();
});

test('a please-log-in answer: profile refreshed, 2 retries 1 s apart, then "Authentication failed"', async ({
  page,
  request,
}) => {
  await useSessionInPage(page, await newAccountByApi(request));
  const listCalls: number[] = [];
  const profileCalls: number[] = [];
  // a 401 would (rightly) end the session at once; docs/product.md#states-and-transitions also retries on this message
  await page.route('**/api/flowcharts/user', (route) => {
    listCalls.push(Date.now());
    return route.fulfill({
      status: 403,
      json: { detail: 'Please log in to view your flowcharts.' },
    });
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/me') profileCalls.push(Date.now());
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-error')).toContainText(
    'Authentication failed. Please try logging in again.',
  );
  expect(listCalls).toHaveLength(3);
  for (let i = 1; i < listCalls.length; i++) {
    expect(listCalls[i]! - listCalls[i - 1]!).toBeGreaterThanOrEqual(1000);
  }
  expect(profileCalls.length).toBeGreaterThanOrEqual(2);
});

test.describe('with can_share (the admin tier: no API makes a premium user yet)', () => {
  let server: ServerWithAdmin;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServerWithAdmin();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('Share creates the link; Copy says Copied for 2 s; Revoke ends it', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const session = await signInByApi(api, server.admin.email, server.admin.password);
    await createFlowchartByApi(api, session.token, { title: 'Shared chart', language: 'java' });
    const context = await browser.newContext({
      baseURL: server.baseURL,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await useSessionInPage(page, session);
    await page.goto('/dashboard');

    await expect(page.getByTestId('plan-badge')).toHaveText('Admin');
    await expect(page.getByTestId('plan-badge')).toHaveClass(/bg-red-100/);
    await expect(page.getByTestId('usage-counter')).toHaveText('1 / ∞');
    await expect(createNew(page)).toBeEnabled();
    const shared = card(page, 'Shared chart');
    await expect(shared.getByRole('button', { name: 'Edit' })).toBeEnabled();
    await shared.getByRole('button', { name: 'Share' }).click();

    const dialog = page.getByRole('dialog', { name: 'Share flowchart' });
    // opening creates nothing: the link is made when asked
    await dialog.getByRole('button', { name: 'Create link' }).click({ timeout: 20_000 });
    const link = dialog.getByLabel('Share link');
    await expect(link).toHaveValue(new RegExp(`^${server.baseURL}/editor\\?shareId=[\\w-]+$`), {
      timeout: 20_000,
    });
    const url = await link.inputValue();

    const copy = dialog.getByRole('button', { name: /^Cop(y|ied)$/ });
    await copy.click();
    await expect(copy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const copiedAt = Date.now();
    await expect(copy).toHaveText('Copy', { timeout: 5_000 });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1500);

    // the link opens the flowchart read-only
    const viewer = await context.newPage();
    await viewer.goto(url);
    await expect(viewer.getByTestId('read-only-note')).toHaveText(
      'Shared by Administrator — read-only view',
      { timeout: 20_000 },
    );

    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke this link?' })
      .getByRole('button', { name: 'Revoke link' })
      .click();
    await expect(dialog.getByTestId('share-revoked')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await viewer.reload();
    await expect(viewer.getByTestId('load-error')).toHaveText(
      'This share link is invalid or has been revoked.',
      { timeout: 20_000 },
    );
    await context.close();
    await api.dispose();
  });
});
