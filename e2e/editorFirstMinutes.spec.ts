import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { editor } from './support/editorPage';
import { INVENTORY_JAVA } from './support/inventoryJava';
import { signUpThroughApi, useSessionInPage, type Session } from './support/signInThroughApi';

/**
 * Issue 22, the first minutes: the first chart of a pasted file, the outline of its functions,
 * the overview, exports that match the screen, the free plan's line limit, the phone layout.
 */

let session: Session;

test.beforeAll(async ({ request }) => {
  session = await signUpThroughApi(request);
});

test.beforeEach(async ({ page }) => {
  await useSessionInPage(page, session);
});

const viewport = (page: Page) => page.getByTestId('flowchart-viewport');
const outline = (page: Page) => page.getByRole('navigation', { name: 'Functions in this file' });
/** The chart block (in the stacked drawing) of the chart named `name`. */
const block = (page: Page, name: string) =>
  page.locator('[data-chart-block]', {
    has: page.locator(`g.cf-chart[data-chart-name="${name}"]`),
  });

/**
 * Whether a chart is fitted into the view: its whole width and its top inside `outer`, and at
 * least `share` of its height (a chart taller than the view at the fit's floor scale is panned).
 */
async function inside(inner: Locator, outer: Locator, share = 0.85): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return false;
  const shown = Math.min(a.y + a.height, b.y + b.height) - a.y;
  return (
    a.x >= b.x - 1 &&
    a.y >= b.y - 1 &&
    a.x + a.width <= b.x + b.width + 1 &&
    shown >= share * a.height
  );
}

async function pasteJavaFile(page: Page, waitDrawn = true): Promise<void> {
  await page.goto('/editor');
  await page.locator('#flowchart-language').selectOption('java');
  await editor.paste(page, INVENTORY_JAVA);
  if (waitDrawn) await editor.expectDrawn(page, ['current == null']);
}

test.describe('the first chart of a pasted file (item 4)', () => {
  test('opens on the largest function, whole in view; the outline lists the functions and shows one on a click or key', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await pasteJavaFile(page);
    // one toolbar row above the chart (issue 23): the chart area keeps most of a laptop's screen
    const area = await page.getByTestId('chart-area').boundingBox();
    expect(area?.height).toBeGreaterThanOrEqual(480);

    // not the imports at 100 % cut off: the largest method, whole in the view
    const current = outline(page).locator('[aria-current="true"]');
    await expect(current).toContainText('Inventory.remove');
    await expect.poll(() => inside(block(page, 'Inventory.remove'), viewport(page))).toBe(true);
    await expect(editor.node(page, 'import java.util.ArrayList')).not.toBeInViewport();

    // the outline: every function, always visible
    for (const name of ['Top-level code', 'Inventory.add', 'Inventory.report', 'Inventory.main']) {
      await expect(outline(page).getByRole('button', { name })).toBeVisible();
    }
    await outline(page).getByRole('button', { name: 'Inventory.report' }).click();
    await expect.poll(() => inside(block(page, 'Inventory.report'), viewport(page))).toBe(true);
    await expect(current).toContainText('Inventory.report');
    // the code follows, and the focus stays in the outline
    await expect(page.locator('.cm-activeLine')).toContainText('public String report()');
    await expect(outline(page).getByRole('button', { name: 'Inventory.report' })).toBeFocused();

    // keyboard: Down to the next entry, Enter shows it
    await page.keyboard.press('ArrowDown');
    await expect(outline(page).getByRole('button', { name: 'Inventory.main' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(current).toContainText('Inventory.main');
    await expect.poll(() => inside(block(page, 'Inventory.main'), viewport(page))).toBe(true);

    // moving the cursor in the code follows the cursor again
    const line = editor
      .code(page)
      .locator('.cm-line', { hasText: 'stock.put(item, current + count)' });
    await line.scrollIntoViewIfNeeded();
    // the code pane scrolls smoothly to what the outline chose: click once it has settled
    await expect
      .poll(async () => {
        const a = await line.boundingBox();
        await page.waitForTimeout(150);
        return a?.y === (await line.boundingBox())?.y;
      })
      .toBe(true);
    await line.click();
    await expect(current).toContainText('Inventory.add');
  });

  test('a pinned chart is drawn whole, not clipped on the left', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await pasteJavaFile(page);
    await page
      .getByTestId('chart-picker')
      .selectOption({ label: 'Inventory.report (method, line 62, pinned)' });
    await expect(page.locator('[data-chart-block]')).toHaveCount(1);
    await expect.poll(() => inside(block(page, 'Inventory.report'), viewport(page))).toBe(true);
  });

  test('phone: a Code/Chart switch; the outline folds behind a button; nothing runs off the edge; the zoom buttons do not cover the chart', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await pasteJavaFile(page, false);
    // the code, then the chart: one at a time at the phone's width (item 19)
    const show = page.getByRole('group', { name: 'Show' });
    await expect(page.getByRole('region', { name: 'Flowchart' })).toBeHidden();
    await show.getByRole('button', { name: 'Chart' }).click();
    await expect(show.getByRole('button', { name: 'Chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Code' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Flowchart' })).toBeVisible();
    await editor.expectDrawn(page, ['current == null']);
    // the chart starts within the phone's first screen
    await page.evaluate(() => window.scrollTo(0, 0));
    const area = await page.getByTestId('chart-area').boundingBox();
    expect(area?.y).toBeLessThanOrEqual(300);
    // laid out while hidden, placed once shown: the largest function, its width and top in view
    // (the phone's shorter view holds half of it at the fit's floor scale)
    await expect
      .poll(() => inside(block(page, 'Inventory.remove'), viewport(page), 0.5))
      .toBe(true);
    // nothing runs off the screen's edge (the chart picker was wider than the phone)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const toggle = outline(page).getByRole('button', { name: /Functions \(\d+\)/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(outline(page).getByRole('button', { name: 'Inventory.report' })).toBeHidden();
    await toggle.click();
    await outline(page).getByRole('button', { name: 'Inventory.report' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(outline(page).locator('[aria-current="true"]')).toContainText('Inventory.report');
    // the zoom bar sits above the drawing, not over it
    const bar = await page.getByTestId('zoom-toolbar').boundingBox();
    const view = await viewport(page).boundingBox();
    expect(bar && view && bar.y + bar.height <= view.y + 1).toBe(true);
  });
});

/** 40 functions of 10 lines: a 399-line Python file (no blank line at its end), over the Free plan's 300. */
const LONG_PYTHON = Array.from({ length: 40 }, (_, i) => [
  `def step${i}(x):`,
  `    if x > ${i}:`,
  `        x = x - ${i}`,
  '    else:',
  `        x = x + ${i}`,
  '    for k in range(3):',
  '        x = x * 2',
  `    print("step ${i}", x)`,
  '    return x',
  '',
])
  .flat()
  .join('\n');

test.describe('the overview (item 5)', () => {
  test('twelve functions: a grid of more than one column at a readable scale, scrolled', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const fn = (i: number) =>
      `def f${i}(x):\n    if x > ${i}:\n        x = x - ${i}\n    return x\n`;
    await page.goto('/editor');
    await editor.paste(page, Array.from({ length: 12 }, (_, i) => fn(i)).join('\n'));
    await editor.expectDrawn(page, ['x > 0']);
    await page.getByRole('button', { name: 'Overview' }).click();
    const blocks = page.locator('[data-chart-block]');
    await expect(blocks).toHaveCount(13);
    // the grid is laid out once the viewport is measured: charts side by side in rows (a column
    // would give every chart a row of its own)
    await expect
      .poll(async () => {
        const tops = await blocks.evaluateAll((els) =>
          els.map((el) => Math.round(el.getBoundingClientRect().y)),
        );
        return new Set(tops).size;
      })
      .toBeLessThan(7);
    // a node's text on screen: its font size times the view's scale, at least 9 px
    const scale = Number(await viewport(page).getAttribute('data-scale'));
    const fontSize = await page
      .locator('g.cf-node text')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontSize * scale).toBeGreaterThanOrEqual(9);
    // nothing wider than the view: the rest is reached by scrolling down
    const frame = await viewport(page).boundingBox();
    const drawing = await editor.diagram(page).boundingBox();
    expect(frame && drawing && drawing.width <= frame.width).toBe(true);
  });
});

test.describe("a file over the Free plan's 300 lines (item 8)", () => {
  test('draws its first 300 lines with the upgrade note, not nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/editor');
    await editor.paste(page, LONG_PYTHON);
    const note = page.getByTestId('code-window-note');
    await expect(note).toContainText(
      'This file has 399 lines; your plan draws up to 300, so the chart shows lines 1–300.',
    );
    await expect(note.getByRole('link', { name: 'See plans' })).toBeVisible();
    await expect(page.getByTestId('generation-error')).toHaveCount(0);
    await expect(outline(page).getByRole('button', { name: 'step29' })).toBeVisible();
    await expect(outline(page).getByRole('button', { name: 'step30' })).toHaveCount(0);
    await editor.expectDrawn(page, ['x > 0']);
  });

  test('the browser engine (server unavailable) draws the same window', async ({ page }) => {
    await page.route('**/api/generate-flowchart', (route) =>
      route.fulfill({ status: 503, json: { detail: 'down' } }),
    );
    await page.goto('/editor');
    await editor.paste(page, LONG_PYTHON);
    await expect(page.getByTestId('local-note')).toBeVisible();
    await expect(page.getByTestId('code-window-note')).toContainText('lines 1–300');
    await expect(outline(page).getByRole('button', { name: 'step29' })).toBeVisible();
    await expect(outline(page).getByRole('button', { name: 'step30' })).toHaveCount(0);
  });

  test('the pricing pages say how the flowchart limit counts', async ({ page }) => {
    for (const path of ['/pricing', '/PricingPagePublic']) {
      await page.goto(path);
      await expect(page.getByTestId('flowchart-limit-rule')).toHaveText(
        'Flowchart limits count every flowchart you create: deleting one does not free a place. Drawing in the editor and exporting do not count.',
      );
    }
  });
});

/** Reads a download's bytes. */
async function downloaded(page: Page, testId: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(testId).click(),
  ]);
  return readFileSync(await file.path());
}

test.describe('exports match the screen (items 6 and 7)', () => {
  test('SVG and PNG hold the chart in view by default, the whole file when chosen; a scale the canvas cannot hold is said', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await pasteJavaFile(page);
    await expect(page.getByTestId('export-scope')).toHaveValue('in-view');
    const inView = (await downloaded(page, 'export-svg')).toString('utf8');
    expect(inView).toContain('current == null');
    expect(inView).not.toContain('import java.util.ArrayList');
    expect(inView).not.toContain('sb.append(line)');

    const png = await downloaded(page, 'export-png');
    // about the chart's own size at 2×, not 12,000 px of stacked charts
    expect(png.readUInt32BE(20)).toBeLessThan(3000);
    await expect(page.getByRole('group', { name: 'Export' })).not.toContainText('instead of');

    await page.getByTestId('export-scope').selectOption('whole');
    const whole = (await downloaded(page, 'export-svg')).toString('utf8');
    for (const text of ['current == null', 'import java.util.ArrayList', 'sb.append(line)'])
      expect(whole).toContain(text);
    await page.getByTestId('export-scale').selectOption('4');
    await downloaded(page, 'export-png');
    await expect(page.getByRole('group', { name: 'Export' })).toContainText(
      /PNG and JPEG at \d\.\d\d× instead of 4× \([\d,]+ × [\d,]+ px\): the browser's canvas holds at most 16,384 pixels a side/,
    );
  });

  test("Copy Mermaid past Mermaid's limits warns and offers every chart as its own diagram", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // 20 functions of 30 statements: 661 edges, past Mermaid's 500 in one diagram
    const fn = (i: number) =>
      [
        `def f${i}(x):`,
        ...[0, 1, 2].map(
          (r) => '    ' + Array.from({ length: 10 }, (_, k) => `v${r}${k} = x + ${k}`).join('; '),
        ),
        '    return x',
      ].join('\n');
    await page.goto('/editor');
    await editor.paste(page, Array.from({ length: 20 }, (_, i) => fn(i)).join('\n\n') + '\n');
    await editor.expectDrawn(page, ['v00 = x + 0']);
    // every chart at once: the whole file's Mermaid text
    await page.getByRole('button', { name: 'Overview' }).click();
    await page.getByTestId('copy-mermaid').click();
    const group = page.getByRole('group', { name: 'Export' });
    await expect(group).toContainText('Copied 15 of 21 charts');
    await expect(page.getByTestId('mermaid-limit-warning')).toContainText(
      'This Mermaid text holds 15 of 21 charts: one Mermaid diagram draws at most 500 edges and 50,000 characters',
    );
    const md = (await downloaded(page, 'export-mermaid-per-chart')).toString('utf8');
    expect(md.split('```mermaid\n')).toHaveLength(22);
    expect(md).toContain('## f19 (function, line');
  });
});

test.describe("a fresh install's first screen (item 18)", () => {
  test('no "0 flowcharts saved" or "1 registered users", no API status for visitors', async ({
    browser,
    request,
  }) => {
    const stats = (await (await request.get('/api/public/stats')).json()) as { users: number };
    expect(stats.users).toBeLessThan(100);
    // a visitor: no session
    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    await page.goto('/');
    await page.getByTestId('counter-languages').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('counter-languages')).toHaveText('12');
    await expect(page.getByTestId('counter-users')).toHaveCount(0);
    await expect(page.getByTestId('counter-flowcharts')).toHaveCount(0);
    await expect(page.getByText(/registered users|flowcharts saved/)).toHaveCount(0);
    await expect(page.getByTestId('api-status')).toHaveAttribute('data-state', 'success');
    await expect(page.getByTestId('api-status')).toBeHidden();
    await expect(page.getByText('API: ok')).toBeHidden();
    await visitor.close();
  });
});
