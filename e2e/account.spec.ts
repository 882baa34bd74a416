import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newAccountByApi, signInByApi } from './support/apiAccounts';
import { createFlowchartByApi } from './support/flowchartsByApi';
import { emailsTo, linkIn, newestEmailTo } from './support/outbox';
import { useSessionInPage, type Session } from './support/signInThroughApi';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

const openAccount = async (page: Page) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
};

/** A second browser (its own storage), signed in as the same person with its own session. */
async function secondBrowser(
  browser: Browser,
  email: string,
  password: string,
  userAgent?: string,
) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const session = await signInByApi(context.request, email, password);
  const page = await context.newPage();
  await useSessionInPage(page, session);
  return { context, page, session };
}

/**
 * The second browser opens a signed-in page and finds itself signed out: sent to sign in, and
 * back to the page afterwards (issue 22, item 17).
 */
async function expectSignedOut(page: Page) {
  await page.goto('/account');
  await expect(page).toHaveURL('/?auth=login&next=%2Faccount');
  await expect(page.getByTestId('sign-in').first()).toBeVisible();
}

/** Waits for an email to `to` whose subject matches (emails are sent in the background). */
async function emailWithSubject(to: string, subject: RegExp) {
  await expect
    .poll(async () => (await emailsTo(to)).some((m) => subject.test(m.subject)), {
      message: `an email "${subject.source}" to ${to}`,
    })
    .toBe(true);
  const found = (await emailsTo(to)).filter((m) => subject.test(m.subject)).at(-1);
  if (!found) throw new Error('unreachable: poll passed without the email');
  return found;
}

const me = (page: Page, token: string) =>
  page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });

test('the header links to the account page; the name changes and the header follows', async ({
  page,
  request,
}) => {
  await useSessionInPage(page, await newAccountByApi(request, 'Ada Lovelace'));
  await page.goto('/dashboard');
  await page.getByTestId('account-link').first().click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page).toHaveTitle('Account settings | Codeflow');

  const name = page.getByLabel('Full name');
  await expect(name).toHaveValue('Ada Lovelace');
  await name.fill('Ada King');
  await name.press('Enter');
  await expect(page.getByTestId('name-status')).toHaveText('Your name has been updated.');
  await expect(page.getByTestId('welcome').first()).toHaveText('Welcome, Ada King');
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Ada King');
});

test('email change: a link to the new address, a notice to the old, applied when followed', async ({
  page,
  request,
}) => {
  const session = await newAccountByApi(request);
  const oldEmail = session.user.email;
  const newEmail = `moved-${Date.now()}@example.test`;
  await useSessionInPage(page, session);
  await openAccount(page);

  const section = page.getByTestId('email-section');
  await section.getByLabel('New email address').fill(newEmail);
  await section.getByLabel('Current password').fill('not my password');
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByTestId('email-status')).toHaveText('Your current password is incorrect.');

  await section.getByLabel('Current password').fill(session.password);
  await section.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByTestId('email-status')).toContainText('We sent a confirmation link');
  await expect(page.getByTestId('pending-email')).toContainText(newEmail);
  await expect(page.getByTestId('current-email')).toHaveText(oldEmail);

  const notice = await emailWithSubject(oldEmail, /is being changed/);
  expect(notice.text).toContain(newEmail);
  const confirmation = await newestEmailTo(newEmail);
  await page.goto(linkIn(confirmation, '/account/confirm-email'));
  await expect(page.getByRole('heading', { name: 'Email changed', level: 1 })).toBeVisible();

  await openAccount(page);
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);
  await expect(page.getByTestId('pending-email')).toHaveCount(0);
  expect((await signInByApi(request, newEmail, session.password)).token).toBeTruthy();

  // the link works once
  await page.goto(linkIn(confirmation, '/account/confirm-email'));
  await expect(page.getByRole('heading', { name: 'Email not changed', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This email change link is invalid or has expired.',
  );
});

test('password change signs out another browser and keeps this one signed in', async ({
  page,
  request,
  browser,
}) => {
  const session = await newAccountByApi(request);
  const other = await secondBrowser(browser, session.user.email, session.password);
  await useSessionInPage(page, session);
  await openAccount(page);

  const section = page.getByTestId('password-section');
  await section.getByLabel('Current password').fill(session.password);
  await section.getByLabel('New password', { exact: true }).fill('a completely new password');
  await section.getByLabel('Confirm new password').fill('a completely new password');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-status')).toHaveText(
    'Your password has been changed. Your other sessions have been signed out.',
  );

  await expectSignedOut(other.page);
  expect((await me(page, other.session.token)).status()).toBe(401);
  // this browser carries on
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  expect((await me(page, session.token)).status()).toBe(200);
  await expect(page.getByTestId('session')).toHaveCount(1);
  const login = await request.post('/api/auth/login', {
    form: { username: session.user.email, password: session.password },
  });
  expect(login.status()).toBe(401);
  await other.context.close();
});

test('sessions: the list shows each device; Revoke signs that browser out', async ({
  page,
  request,
  browser,
}) => {
  const session = await newAccountByApi(request);
  const phone = await secondBrowser(browser, session.user.email, session.password, IPHONE);
  await useSessionInPage(page, session);
  await openAccount(page);

  const rows = page.getByTestId('session');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  const phoneRow = rows.filter({ hasText: 'Safari on iPhone' });
  await expect(phoneRow).toHaveCount(1);
  await phoneRow.getByRole('button', { name: /^Revoke/ }).click();
  await expect(page.getByTestId('session-status')).toHaveText('That session has been signed out.');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('This device');

  await expectSignedOut(phone.page);
  await phone.context.close();
});

test('data export downloads a JSON file with a saved flowchart’s code', async ({
  page,
  request,
}) => {
  const session: Session = await newAccountByApi(request);
  const marker = `EXPORT_MARKER_${Date.now()}`;
  await createFlowchartByApi(request, session.token, {
    title: 'Exported chart',
    code: `print("${marker}")`,
  });
  await useSessionInPage(page, session);
  await openAccount(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^codeflow-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const data = JSON.parse(await readFile(file, 'utf8')) as {
    profile: { email: string };
    flowcharts: { title: string; code: string }[];
  };
  expect(data.profile.email).toBe(session.user.email);
  expect(data.flowcharts).toEqual([
    expect.objectContaining({ title: 'Exported chart', code: `print("${marker}")` }),
  ]);
  await expect(page.getByTestId('export-status')).toHaveText('Your data has been downloaded.');
});

test('deletion: refused with a wrong password; then the account is gone and cannot sign in', async ({
  page,
  request,
}) => {
  const session = await newAccountByApi(request);
  const email = session.user.email;
  const flowchartId = await createFlowchartByApi(request, session.token, { title: 'Doomed' });
  await useSessionInPage(page, session);
  await openAccount(page);

  await page.getByTestId('delete-account').click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByLabel(`Type ${email} to confirm`).fill('someone@else.test');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('Your current password is incorrect.');

  await dialog.getByLabel('Your password').fill(session.password);
  await confirm.click();
  await expect(page).toHaveURL(/\/account\/deleted$/);
  await expect(page.getByRole('heading', { name: 'Account deleted', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sign-in').first()).toBeVisible();

  const login = await request.post('/api/auth/login', {
    form: { username: email, password: session.password },
  });
  expect(login.status()).toBe(401);
  expect((await me(page, session.token)).status()).toBe(401);
  // the data is gone: a new account with the same address starts empty
  const again = await request.post('/api/auth/register', {
    data: { email, password: session.password, full_name: 'Back Again' },
  });
  expect(again.status()).toBe(201);
  const fresh = await signInByApi(request, email, session.password);
  const list = await request.get('/api/flowcharts/user', {
    headers: { authorization: `Bearer ${fresh.token}` },
  });
  expect(await list.json()).toEqual([]);
  const old = await request.get(`/api/flowcharts/${flowchartId}`, {
    headers: { authorization: `Bearer ${fresh.token}` },
  });
  expect(old.status()).toBe(404);
  await emailWithSubject(email, /has been deleted/);
});
