/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { logInThroughModal } from './support/accounts';
import { newAccountByApi } from './support/apiAccounts';
import { editor } from './support/editorPage';
import { startServerWithAdmin, type ServerWithAdmin } from './support/serverWithAdmin';
import { useSessionInPage } from './support/signInThroughApi';

/**
 * The whole journey ("The editor and saved flowcharts") in a real browser against the
 * built app. The owner needs can_edit and can_share: the admin tier is the one way to get them
 * until payments exist, so this runs on a second server that bootstraps an admin account.
 */
const PYTHON = [
  'def grade(score):',
  '    if score >= 50:',
  '        return "pass"',
  '    return "fail"',
  '',
  'for s in [40, 70]:',
  '    print(grade(s))',
].join('\n');

let server: ServerWithAdmin;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerWithAdmin();
});
test.afterAll(async () => {
  await server?.stop();
});

const card = (page: Page, title: string) =>
  page.getByTestId('flowchart-card').filter({ hasText: title });

async function openDashboard(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Dashboard' })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Flowcharts', level: 1 })).toBeVisible();
}

test('sign in → draw → node selects lines → save → dashboard → view → edit → share → revoke → delete', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();

  // sign in through the modal; the post-login target is the editor
  await logInThroughModal(page, server.admin.email, server.admin.password);
  await expect(page).toHaveURL(/\/editor$/, { timeout: 20_000 });

  // type Python; the drawing shows its statements
  await editor.setCode(page, PYTHON);
  await editor.expectDrawn(page, ['score >= 50', 'return "pass"', 'for s in [40, 70]']);
  await expect(editor.diagram(page)).toBeVisible();

  // a node selects its source lines
  await editor.node(page, 'return "fail"').first().click();
  expect(await editor.selectedText(page)).toBe('    return "fail"');

  // save
  await page.getByLabel('Title').fill('Journey grades');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });

  // the dashboard lists it
  await openDashboard(page);
  const saved = card(page, 'Journey grades');
  await expect(saved).toBeVisible();
  await expect(saved.getByTestId('language-badge')).toHaveText('Python');
  await expect(page.getByTestId('usage-counter')).toHaveText('1 / ∞');

  // View: read-only
  await saved.getByRole('button', { name: 'View' }).click();
  await expect(page.getByTestId('read-only-note')).toHaveText('Read-only view', {
    timeout: 20_000,
  });
  await expect(page.getByLabel('Title')).toHaveValue('Journey grades');
  await expect(editor.code(page)).toHaveAttribute('contenteditable', 'false');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await editor.expectDrawn(page, ['score >= 50']);

  // Edit: the same flowchart, editable; a change is saved in place
  await openDashboard(page);
  await card(page, 'Journey grades').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Journey grades', { timeout: 20_000 });
  await expect(page.getByTestId('read-only-note')).toHaveCount(0);
  await page.getByLabel('Title').fill('Journey grades (edited)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
  await openDashboard(page);
  await expect(page.getByTestId('flowchart-card')).toHaveCount(1);
  const edited = card(page, 'Journey grades (edited)');
  await expect(edited).toBeVisible();

  // Share: a second signed-in account opens the link and sees it read-only
  await edited.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share flowchart' });
  // opening creates nothing: the link is made when asked
  await dialog.getByRole('button', { name: 'Create link' }).click({ timeout: 20_000 });
  const link = dialog.getByLabel('Share link');
  await expect(link).toHaveValue(/\/editor\?shareId=/, { timeout: 20_000 });
  const url = await link.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const reader = await newAccountByApi(api, 'Second Reader');
  const otherContext = await browser.newContext({ baseURL: server.baseURL });
  const other = await otherContext.newPage();
  await useSessionInPage(other, reader);
  await other.goto(url);
  await expect(other.getByTestId('read-only-note')).toHaveText(
    'Shared by Administrator — read-only view',
    { timeout: 20_000 },
  );
  await expect(other.getByLabel('Title')).toHaveValue('Journey grades (edited)');
  await expect(editor.code(other)).toHaveAttribute('contenteditable', 'false');
  await expect(other.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await editor.expectDrawn(other, ['score >= 50', 'for s in [40, 70]']);

  // Revoke: the link now says so plainly
  await edited.getByRole('button', { name: 'Share' }).click();
  await expect(link).toHaveValue(url, { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this link?' })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(dialog.getByTestId('share-revoked')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await other.reload();
  await expect(other.getByTestId('load-error')).toHaveText(
    'This share link is invalid or has been revoked.',
    { timeout: 20_000 },
  );

  // Delete: confirmed, the card goes, the lifetime count stays
  await edited.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete flowchart?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByTestId('dashboard-empty')).toBeVisible();
  await expect(page.getByTestId('usage-counter')).toHaveText('1 / ∞');

  await otherContext.close();
  await context.close();
  await api.dispose();
});
