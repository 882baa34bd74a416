/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they use its globals (window, document).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authModal } from './support/accounts';
import { newAccountByApi, signInByApi } from './support/apiAccounts';
import { editor } from './support/editorPage';
import { createFlowchartByApi } from './support/flowchartsByApi';
import { startServerWithAdmin, type ServerWithAdmin } from './support/serverWithAdmin';
import { useSessionInPage, type Session } from './support/signInThroughApi';

/**
 * Issue 15, deliverable 5: the share id survives sign-in, the share dialog creates a link only
 * when asked and confirms Revoke, Save says why it cannot save before a click, New, Save as copy,
 * Ctrl/⌘+S, and the dashboard's thumbnails, search, sort and Duplicate.
 */

const FREE_LIMIT =
  'You have reached your flowchart limit (5 on the Free plan). Upgrade to Pro for up to 100 flowcharts.';
const SAMPLE = 'def area(w, h):\n    if w > 0:\n        return w * h\n    return 0\n';

const cards = (page: Page) => page.getByTestId('flowchart-card');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const fileMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'File', exact: true }).click();
  return page.getByRole('menu', { name: 'File' });
};

async function getJson<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** Records, in the page, whether the last Ctrl/⌘+S reached the bubbling phase already handled. */
async function watchSaveShortcut(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.addEventListener('keydown', (e) => {
      if (e.key.toLowerCase() === 's' && (e.ctrlKey || e.metaKey)) {
        document.body.dataset.saveShortcutPrevented = String(e.defaultPrevented);
      }
    });
  });
}

test.describe('sharing (can_share: the admin tier)', () => {
  let server: ServerWithAdmin;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServerWithAdmin();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the dialog creates the link only when asked; a signed-out visitor of the link signs in and lands on it; Revoke asks first', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const owner = await signInByApi(api, server.admin.email, server.admin.password);
    const id = await createFlowchartByApi(api, owner.token, {
      title: 'Shared through sign-in',
      code: SAMPLE,
    });

    const ownerContext = await browser.newContext({ baseURL: server.baseURL });
    const page = await ownerContext.newPage();
    await useSessionInPage(page, owner);
    await page.goto('/dashboard');
    await card(page, 'Shared through sign-in').getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share flowchart' });
    await expect(dialog.getByTestId('share-none')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByLabel('Share link')).toHaveCount(0);
    // opening made no link
    expect(
      (await getJson<{ is_shared: boolean }>(api, owner.token, `/api/flowcharts/${id}`)).is_shared,
    ).toBe(false);

    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = dialog.getByLabel('Share link');
    await expect(link).toHaveValue(/\/editor\?shareId=[\w-]+$/, { timeout: 20_000 });
    const url = await link.inputValue();
    expect(
      (await getJson<{ is_shared: boolean }>(api, owner.token, `/api/flowcharts/${id}`)).is_shared,
    ).toBe(true);

    // a signed-out visitor opens the link, signs in through the modal, and comes back to it
    const reader = await newAccountByApi(api, 'Link Reader');
    const visitorContext = await browser.newContext({ baseURL: server.baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    const modal = authModal(visitor);
    await expect(modal.getByRole('heading', { name: 'Welcome Back' })).toBeVisible({
      timeout: 20_000,
    });
    expect(new URL(visitor.url()).searchParams.get('next')).toBe(
      new URL(url).pathname + new URL(url).search,
    );
    await modal.getByLabel('Email').fill(reader.user.email);
    await modal.getByLabel('Password', { exact: true }).fill(reader.password);
    await modal.getByRole('button', { name: 'Sign In' }).click();
    await expect(visitor).toHaveURL(url, { timeout: 20_000 });
    await expect(visitor.getByTestId('read-only-note')).toHaveText(
      'Shared by Administrator — read-only view',
      { timeout: 20_000 },
    );
    await expect(visitor.getByLabel('Title')).toHaveValue('Shared through sign-in');

    // Revoke asks first: Cancel keeps the link working
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this link?' });
    await expect(confirm).toContainText('will no longer be able to open “Shared through sign-in”');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(link).toHaveValue(url);
    await visitor.reload();
    await expect(visitor.getByTestId('read-only-note')).toBeVisible({ timeout: 20_000 });

    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await expect(dialog.getByTestId('share-revoked')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByTestId('load-error')).toHaveText(
      'This share link is invalid or has been revoked.',
      { timeout: 20_000 },
    );
    // the dialog opened again shows no link and offers a new one
    await dialog.getByRole('button', { name: 'Close' }).click();
    await card(page, 'Shared through sign-in').getByRole('button', { name: 'Share' }).click();
    await expect(dialog.getByTestId('share-none')).toBeVisible({ timeout: 20_000 });
    await ownerContext.close();
    await visitorContext.close();
  });
});

test.describe('the free plan in the editor', () => {
  let session: Session & { password: string };

  test.beforeEach(async ({ page, request }) => {
    session = await newAccountByApi(request, 'Free Saver');
    await useSessionInPage(page, session);
  });

  test('Ctrl+S saves (not the browser’s save page); then Save says why it cannot, and Save as copy is the way on', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/editor');
    await watchSaveShortcut(page);
    await editor.setCode(page, SAMPLE);
    await editor.expectDrawn(page, ['w > 0']);
    await page.getByLabel('Title').fill('Area');
    await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
    // a new flowchart with free slots: nothing in the way
    await expect(saveButton(page)).toBeEnabled();
    await expect(page.getByTestId('save-blocked')).toHaveCount(0);

    await editor.code(page).click();
    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
    expect(await page.evaluate(() => document.body.dataset.saveShortcutPrevented)).toBe('true');
    const list = await getJson<{ id: string; title: string }[]>(
      request,
      session.token,
      '/api/flowcharts/user',
    );
    expect(list.map((f) => f.title)).toEqual(['Area']);

    // saved on the free plan (no can_edit): Save is disabled and says why before any click
    await expect(saveButton(page)).toBeDisabled();
    await expect(saveButton(page)).toHaveAccessibleDescription('Upgrade to edit flowcharts');
    await expect(page.getByTestId('save-blocked')).toContainText('Upgrade to edit flowcharts');
    await expect(page.getByTestId('save-blocked').getByTestId('upgrade-link')).toBeVisible();

    // typing: the changes can still be kept, as a copy
    await editor.code(page).locator('.cm-line', { hasText: 'return 0' }).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' + 1');
    await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
    await expect(
      page.getByTestId('save-blocked').getByRole('button', { name: 'Keep changes as a copy' }),
    ).toBeVisible();
    // Ctrl+S says the reason instead of failing on the server
    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.getByTestId('save-status')).toHaveText('Upgrade to edit flowcharts');

    const menu = await fileMenu(page);
    await menu.getByRole('menuitem', { name: 'Save as copy' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
    await expect(page.getByLabel('Title')).toHaveValue('Copy of Area');
    const after = await getJson<{ id: string; title: string }[]>(
      request,
      session.token,
      '/api/flowcharts/user',
    );
    expect(after.map((f) => f.title).sort()).toEqual(['Area', 'Copy of Area']);
    const copyId = after.find((f) => f.title === 'Copy of Area')?.id;
    const copy = await getJson<{ code: string }>(
      request,
      session.token,
      `/api/flowcharts/${copyId}`,
    );
    expect(copy.code).toContain('return 0 + 1');
    // the editor now holds the copy
    expect(
      await page.evaluate(
        () => (history.state as { usr?: { flowchartId?: string } } | null)?.usr?.flowchartId,
      ),
    ).toBe(copyId);

    // New asks before dropping unsaved work, then opens a blank editor
    await page.getByLabel('Title').fill('Copy of Area, renamed');
    await (await fileMenu(page)).getByRole('menuitem', { name: 'New' }).click();
    const discard = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Copy of Area, renamed');
    await (await fileMenu(page)).getByRole('menuitem', { name: 'New' }).click();
    await discard.getByRole('button', { name: 'Discard and start new' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expect(editor.code(page)).not.toContainText('def area');
    await expect(page.getByTestId('insert-sample')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await expect(saveButton(page)).toHaveAttribute('title', 'Type or paste some code to save it');
  });

  test('at the limit Save is disabled with the plan’s message before any click, and Save as copy is too', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(await createFlowchartByApi(request, session.token, { title: `Chart ${i}` }));
    }
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/flowcharts')) {
        saves.push(`${r.method()} ${new URL(r.url()).pathname}`);
      }
    });
    await page.goto('/editor');
    await editor.setCode(page, SAMPLE);
    await editor.expectDrawn(page, ['w > 0']);
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.getByTestId('save-blocked')).toContainText(FREE_LIMIT);
    await expect(saveButton(page)).toHaveAccessibleDescription(FREE_LIMIT);
    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.getByTestId('save-status')).toHaveText(FREE_LIMIT);
    // a new document has nothing to copy
    await expect(
      (await fileMenu(page)).getByRole('menuitem', { name: 'Save as copy' }),
    ).toHaveCount(0);
    await page.keyboard.press('Escape');

    // a saved one: Save as copy is listed, disabled, with the same reason
    await editor.openWithState(page, { flowchartId: ids[0] });
    await expect(page.getByLabel('Title')).toHaveValue('Chart 0');
    const copyItem = (await fileMenu(page)).getByRole('menuitem', { name: 'Save as copy' });
    await expect(copyItem).toHaveAttribute('aria-disabled', 'true');
    await expect(copyItem).toHaveAttribute('title', FREE_LIMIT);
    await copyItem.click({ force: true });
    expect(saves).toEqual([]);
  });
});

test.describe('the dashboard', () => {
  test('a saved flowchart’s card shows its drawing as a thumbnail; long titles take two lines', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const session = await newAccountByApi(request, 'Thumbnail Tester');
    await useSessionInPage(page, session);
    await page.goto('/editor');
    await editor.setCode(page, SAMPLE);
    await editor.expectDrawn(page, ['w > 0', 'return w * h']);
    const longTitle = `Area of a rectangle ${'with a very long explanation '.repeat(6)}`.trim();
    await page.getByLabel('Title').fill(longTitle);
    await saveButton(page).click();
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });

    const [saved] = await getJson<{ id: string }[]>(request, session.token, '/api/flowcharts/user');
    // the server draws it from the saved code as a PNG (decision 029; no picture of the editor's
    // is stored), served as an image only
    const thumbnail = await request.get(`/api/flowcharts/${saved?.id}/thumbnail`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(thumbnail.status()).toBe(200);
    expect(thumbnail.headers()['content-type']).toBe('image/png');
    expect(thumbnail.headers()['x-content-type-options']).toBe('nosniff');
    expect((await thumbnail.body()).subarray(1, 4).toString()).toBe('PNG');

    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click();
    const image = card(page, 'Area of a rectangle')
      .getByTestId('flowchart-thumbnail')
      .locator('img');
    await expect(image).toBeVisible({ timeout: 20_000 });
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const heading = card(page, 'Area of a rectangle').getByRole('heading');
    await expect(heading).toHaveAttribute('title', longTitle);
    const lines = await heading.evaluate((h) => {
      const style = getComputedStyle(h);
      return h.getBoundingClientRect().height / parseFloat(style.lineHeight);
    });
    expect(lines).toBeLessThanOrEqual(2.05);
  });

  test('search and sort; Duplicate copies within the plan’s limit and says it like a new save', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const session = await newAccountByApi(request, 'Search Tester');
    await createFlowchartByApi(request, session.token, { title: 'Bubble sort', language: 'c' });
    await createFlowchartByApi(request, session.token, { title: 'binary search' });
    await createFlowchartByApi(request, session.token, { title: 'Zeta walk', language: 'java' });
    await useSessionInPage(page, session);
    await page.goto('/dashboard');
    await expect(cards(page)).toHaveCount(3);
    const titles = () => cards(page).getByRole('heading').allTextContents();
    // newest updated first by default
    expect(await titles()).toEqual(['Zeta walk', 'binary search', 'Bubble sort']);

    const search = page.getByRole('searchbox', { name: 'Search flowcharts' });
    await search.fill('SEARCH');
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByTestId('search-count')).toHaveText('1 of 3');
    await search.fill('java');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText('Zeta walk');
    await search.fill('nothing like this');
    await expect(page.getByTestId('no-matches')).toBeVisible();
    await search.fill('');
    await expect(cards(page)).toHaveCount(3);

    await page.getByLabel('Sort by').selectOption({ label: 'Title (A–Z)' });
    await expect.poll(titles).toEqual(['binary search', 'Bubble sort', 'Zeta walk']);
    await page.getByLabel('Sort by').selectOption({ label: 'Language' });
    await expect.poll(titles).toEqual(['Bubble sort', 'Zeta walk', 'binary search']);
    await page.getByLabel('Sort by').selectOption({ label: 'Last updated' });
    await expect.poll(titles).toEqual(['Zeta walk', 'binary search', 'Bubble sort']);

    // Duplicate: a new card and one more slot used (3 → 4, then 5 of 5)
    await card(page, 'Bubble sort').getByRole('button', { name: 'Duplicate' }).click();
    await expect(card(page, 'Copy of Bubble sort')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('usage-counter')).toHaveText('4 / 5');
    await card(page, 'Zeta walk').getByRole('button', { name: 'Duplicate' }).click();
    await expect(card(page, 'Copy of Zeta walk')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('usage-counter')).toHaveText('5 / 5');
    // at the limit: disabled, with what the server says to a new save
    const duplicate = card(page, 'binary search').getByRole('button', { name: 'Duplicate' });
    await expect(duplicate).toBeDisabled();
    await expect(duplicate).toHaveAttribute('title', FREE_LIMIT);
    await expect(duplicate).toHaveAccessibleDescription(FREE_LIMIT);
    const refused = await request.post(
      `/api/flowcharts/${(await getJson<{ id: string; title: string }[]>(request, session.token, '/api/flowcharts/user')).find((f) => f.title === 'binary search')?.id}/duplicate`,
      { headers: { authorization: `Bearer ${session.token}` } },
    );
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toBe(FREE_LIMIT);
  });
});

test.describe('overview and pinch zoom', () => {
  const THREE = [
    'def first(a):\n    if a > 1:\n        return a\n    return 0\n',
    'def second(items):\n    total = 0\n    for x in items:\n        if x % 2 == 0:\n            total += x\n        else:\n            total -= x\n    return total\n',
    'def third(n):\n    while n > 0:\n        n -= 1\n    return n\n',
  ].join('\n');
  /** A pinch outwards, as Chromium delivers it: wheel events with Ctrl held. */
  const pinchOut = async (page: Page, steps: number) => {
    await page.keyboard.down('Control');
    for (let i = 0; i < steps; i++) await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
  };
  const scaleOf = async (page: Page) =>
    Number(await page.getByTestId('flowchart-viewport').getAttribute('data-scale'));

  test('Overview shows every chart at a readable scale with a minimap that moves the view; Ctrl+wheel (a pinch) zooms', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await useSessionInPage(page, await newAccountByApi(request, 'Overview Tester'));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/editor');
    await editor.setCode(page, THREE);
    await editor.expectDrawn(page, ['a > 1', 'x % 2 == 0', 'n > 0']);
    const viewport = page.getByTestId('flowchart-viewport');

    // a pinch arrives as Ctrl+wheel: it zooms in around the pointer
    const box = await viewport.boundingBox();
    if (!box) throw new Error('no viewport');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const before = await scaleOf(page);
    await pinchOut(page, 3);
    await expect.poll(() => scaleOf(page)).toBeGreaterThan(before * 1.3);

    const overview = page.getByRole('button', { name: 'Overview' });
    await overview.click();
    await expect(overview).toHaveAttribute('aria-pressed', 'true');
    const minimap = page.getByTestId('minimap');
    await expect(minimap).toBeVisible();
    await expect(page.getByTestId('chart-picker')).toHaveCount(0);
    // every chart (the top level and the three functions) in a grid as wide as the view, at a
    // readable scale (issue 22 item 5: not fitted whole down to specks; the rest is scrolled to)
    await expect(editor.diagram(page).locator('[data-chart-block]')).toHaveCount(4);
    const frame = await viewport.boundingBox();
    await expect
      .poll(async () => {
        const drawing = await editor.diagram(page).boundingBox();
        return drawing && frame && drawing.width <= frame.width + 1;
      })
      .toBe(true);
    expect(await scaleOf(page)).toBeGreaterThanOrEqual(0.7);
    const whole = await page.getByTestId('minimap-view').boundingBox();
    const map = await minimap.locator('[role="img"]').boundingBox();
    if (!whole || !map) throw new Error('no minimap');
    expect(whole.width).toBeGreaterThan(map.width * 0.9);

    // zoomed in, the outline covers part of the map; pressing its bottom moves the view there
    await page.mouse.move(frame!.x + frame!.width / 2, frame!.y + 40);
    await pinchOut(page, 10);
    await expect
      .poll(async () => (await page.getByTestId('minimap-view').boundingBox())?.height ?? 0)
      .toBeLessThan(map.height * 0.6);
    const scrollBefore = await viewport.evaluate((v) => v.scrollTop);
    await page.mouse.click(map.x + map.width / 2, map.y + map.height - 4);
    await expect.poll(() => viewport.evaluate((v) => v.scrollTop)).toBeGreaterThan(scrollBefore);
    const outline = await page.getByTestId('minimap-view').boundingBox();
    expect(outline && outline.y + outline.height).toBeGreaterThan(map.y + map.height * 0.8);

    await overview.click();
    await expect(overview).toHaveAttribute('aria-pressed', 'false');
    await expect(minimap).toHaveCount(0);
    await expect(page.getByTestId('chart-picker')).toBeVisible();
  });
});
