import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createFlowchartByApi } from './support/flowchartsByApi';
import { signInByApi } from './support/apiAccounts';
import { startServerWithAdmin, type ServerWithAdmin } from './support/serverWithAdmin';
import { useSessionInPage } from './support/signInThroughApi';

// Living embeds and server-drawn thumbnails (docs/decisions/029-embeds-and-server-thumbnails.md).
// The admin tier is the one path to can_share on a fresh server (see serverWithAdmin.ts).

const CODE = `def area(w, h):
    if w > 0:
        return w * h
    return 0
`;

/** Where screenshots go when SHOTS_DIR is set (for looking at the screens while working). */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

const card = (page: Page, title: string) =>
  page.getByTestId('flowchart-card').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('embeds and thumbnails', () => {
  let server: ServerWithAdmin;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServerWithAdmin({
      port: Number(process.env.E2E_ADMIN_PORT ?? 0) || undefined,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('dashboard cards: a fixed frame with a skeleton, the server’s PNG, or a clear placeholder', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const session = await signInByApi(api, server.admin.email, server.admin.password);
    const drawn = await createFlowchartByApi(api, session.token, {
      title: 'Area',
      code: CODE,
    });
    await createFlowchartByApi(api, session.token, {
      title: 'Notes',
      language: 'other',
      code: 'just notes',
    });

    const thumb = await api.get(`/api/flowcharts/${drawn}/thumbnail`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(thumb.status()).toBe(200);
    expect(thumb.headers()['content-type']).toBe('image/png');
    expect(thumb.headers()['x-content-type-options']).toBe('nosniff');
    expect(thumb.headers()['content-security-policy']).toContain('sandbox');

    for (const width of [1366, 390]) {
      const context = await browser.newContext({
        baseURL: server.baseURL,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      await useSessionInPage(page, session);
      // hold the picture back a moment: the skeleton shows in a frame of the final size
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/flowcharts/*/thumbnail', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/dashboard');
      const frame = card(page, 'Area').getByTestId('flowchart-thumbnail');
      await expect(frame).toHaveAttribute('data-state', 'loading', { timeout: 20_000 });
      await expect(frame.getByTestId('thumbnail-skeleton')).toBeVisible();
      // a card asks for its picture when it comes near the viewport: on a phone, scroll to it
      await frame.scrollIntoViewIfNeeded();
      const before = await frame.boundingBox();
      const titleBefore = await card(page, 'Area').getByRole('heading').boundingBox();
      release();
      await expect(frame).toHaveAttribute('data-state', 'loaded', { timeout: 20_000 });
      const image = frame.locator('img');
      await expect(image).toHaveAttribute('src', /^blob:/);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
      // no shift: the frame and the title below it stay where they were
      expect(await frame.boundingBox()).toEqual(before);
      expect(await card(page, 'Area').getByRole('heading').boundingBox()).toEqual(titleBefore);

      const none = card(page, 'Notes').getByTestId('flowchart-thumbnail');
      await expect(none).toHaveAttribute('data-state', 'none');
      await expect(none).toHaveText('No preview: this code has no chart');
      expect((await none.boundingBox())?.height).toBe(before?.height);
      await none.scrollIntoViewIfNeeded();
      await shot(page, `dashboard-${width}`);
      await context.close();
    }
    await api.dispose();
  });

  test('the share dialog turns the embed on, copies the snippet, shows it to anyone, turns it off', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const session = await signInByApi(api, server.admin.email, server.admin.password);
    await createFlowchartByApi(api, session.token, { title: 'Embedded area', code: CODE });
    const context = await browser.newContext({
      baseURL: server.baseURL,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await useSessionInPage(page, session);
    await page.goto('/dashboard');
    await card(page, 'Embedded area').getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share flowchart' });
    const section = dialog.getByTestId('embed-section');
    await expect(section.getByTestId('embed-off')).toHaveText('The embed is off.', {
      timeout: 20_000,
    });
    await section.getByRole('button', { name: 'Turn on embed' }).click();

    const markdown = section.getByRole('textbox', { name: 'Markdown' });
    await expect(markdown).toHaveValue(
      new RegExp(`^!\\[Flowchart: Embedded area\\]\\(${server.baseURL}/embed/[\\w-]{32}\\.svg\\)$`),
      { timeout: 20_000 },
    );
    const snippet = await markdown.inputValue();
    const url = /\((.+)\)$/.exec(snippet)?.[1] ?? '';
    await section.getByRole('button', { name: 'Copy Markdown' }).click();
    await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await expect(section.getByRole('textbox', { name: 'HTML' })).toHaveValue(
      `<img src="${url}" alt="Flowchart: Embedded area">`,
    );
    const preview = section.getByTestId('embed-preview');
    await expect
      .poll(
        () => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    await shot(page, 'share-dialog-embed');

    // anyone, not signed in, in a new browser context: the picture as a page would show it
    const stranger = await browser.newContext({ baseURL: server.baseURL });
    const anonymous = await stranger.newPage();
    const svg = await anonymous.request.get(url);
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers()['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(svg.headers()['x-content-type-options']).toBe('nosniff');
    const png = await anonymous.request.get(url.replace(/\.svg$/, '.png'));
    expect(png.headers()['content-type']).toBe('image/png');
    if (process.env.SHOTS_DIR)
      writeFileSync(`${process.env.SHOTS_DIR}/embed.png`, await png.body());
    await anonymous.setContent(`<img id="chart" src="${url}" alt="chart">`);
    await expect
      .poll(() =>
        anonymous
          .locator('#chart')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);

    await section.getByRole('button', { name: 'Turn off embed' }).click();
    await page
      .getByRole('dialog', { name: 'Turn off this embed?' })
      .getByRole('button', { name: 'Turn off embed' })
      .click();
    await expect(section.getByTestId('embed-off')).toHaveText(
      'Embed turned off: its address no longer shows the chart.',
    );
    const gone = await anonymous.request.get(url);
    expect(gone.status()).toBe(404);
    expect(await gone.json()).toEqual({
      detail: 'This embed does not exist or has been turned off.',
    });
    await stranger.close();
    await context.close();
    await api.dispose();
  });
});
