/// <reference lib="dom" />
/**
 * The editor on a phone (390 px) and on a 1366×800 laptop, light and dark: the chart pane's
 * Functions row and search box, the footer's Import coverage row (a Pro account, a real
 * coverage.py report) fit the width with room to tap, and the run panels show without scrolling.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pythonCoverage, type Generated } from '../packages/engine/test/coverage/generateCoverage';
import { editor } from './support/editorPage';
import { proAccount } from './support/proAccount';
import { useSessionInPage, type Session } from './support/signInThroughApi';

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const b = await locator.boundingBox();
  if (!b) throw new Error('no box');
  return b;
}

/** Inside the 390 px screen, at least `minHeight` tall (a thumb's tap target). */
async function fits(locator: Locator, minHeight: number) {
  const b = await box(locator);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(390);
  expect(b.height).toBeGreaterThanOrEqual(minHeight);
  return b;
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

let py: Generated;
let session: Session;
test.beforeAll(async ({ request }) => {
  py = pythonCoverage();
  session = await proAccount(request, 'Phone Tester');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme}: at 390 px the Functions row, the search box and Import coverage fit; at 1366×800 the run panels show`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, colorScheme });
    const page = await context.newPage();
    await useSessionInPage(page, session);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/editor');
    await page.locator('#flowchart-language').selectOption('python');
    await editor.setCode(page, py.code);
    await page.getByTestId('phone-view-toggle').getByRole('button', { name: 'Chart' }).click();
    await expect(editor.node(page, 'total += i').first()).toBeAttached({ timeout: 60_000 });

    // the search box takes what its row leaves (it was ~95 px, its placeholder cut to "Find in ch")
    const search = await fits(page.getByTestId('chart-search'), 28);
    expect(search.width).toBeGreaterThanOrEqual(150);
    await page.getByTestId('chart-search').fill('total');
    await expect(page.getByTestId('chart-search-count')).toHaveText(/matches$/);
    await fits(page.getByTestId('zoom-toolbar'), 28);
    await fits(page.getByRole('button', { name: 'Fit to screen' }), 28);

    // the Functions row: a full-width button and entries a thumb can hit
    const functions = page.getByRole('button', { name: /Functions \(\d+\)/ });
    expect((await fits(functions, 28)).width).toBeGreaterThanOrEqual(300);
    await functions.click();
    const entries = page
      .getByRole('navigation', { name: 'Functions in this file' })
      .getByRole('listitem');
    await fits(entries.first().getByRole('button'), 40);
    const byComplexity = await fits(
      page.getByTestId('functions-by-complexity').locator('summary'),
      28,
    );
    expect(byComplexity.width).toBeGreaterThanOrEqual(32);

    // Import coverage: lined up with the chart pane, the report's summary wrapped inside the screen
    const chartLeft = (await box(page.getByTestId('chart-area'))).x;
    const importButton = page.getByRole('button', { name: 'Import coverage' });
    const imported = await fits(importButton, 36);
    expect(Math.abs(imported.x - chartLeft)).toBeLessThanOrEqual(1);
    await page.getByLabel('Coverage file').setInputFiles({
      name: `nightly-${'x'.repeat(60)}-${py.coverageName}`,
      mimeType: 'text/plain',
      buffer: Buffer.from(py.coverage),
    });
    await expect(page.getByTestId('coverage-summary')).toContainText('classify: lines 88%');
    await fits(page.getByTestId('coverage-summary'), 16);
    await fits(page.getByRole('button', { name: 'Clear coverage' }), 36);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // a laptop: the run panels under the code and the chart, without scrolling
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const name of ['Program input', 'Output', 'Variables']) {
      const panel = await box(page.getByRole('region', { name, exact: true }));
      expect(panel.y + panel.height).toBeLessThanOrEqual(800);
    }
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
}
