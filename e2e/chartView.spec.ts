import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { editor } from './support/editorPage';
import { signUpThroughApi, useSessionInPage, type Session } from './support/signInThroughApi';

const PYTHON = [
  'def first(a):',
  '    if a > 1:',
  '        return "big"',
  '    return "small"',
  '',
  'def second(b):',
  '    total = 0',
  '    for i in range(b):',
  '        if i % 2 == 0:',
  '            total = total + i',
  '        else:',
  '            print("odd", i)',
  '    return total',
  '',
  'def third(c):',
  '    while c > 0:',
  '        c = c - 1',
  '    return c',
  '',
  'print(first(3), second(4), third(5))',
].join('\n');

let session: Session;

test.beforeAll(async ({ request }) => {
  session = await signUpThroughApi(request);
});

test.beforeEach(async ({ page }) => {
  await useSessionInPage(page, session);
});

/** The chart block (in the stacked drawing) of the chart named `name`. */
const block = (page: Page, name: string) =>
  page.locator('[data-chart-block]', {
    has: page.locator(`g.cf-chart[data-chart-name="${name}"]`),
  });

/**
 * How far the top of chart `name` is below the top of the chart viewport, in CSS px (a chart near
 * the end of the drawing stops lower: the view cannot scroll past the drawing's end).
 */
async function offsetInViewport(page: Page, name: string): Promise<number> {
  const viewport = await page.getByTestId('flowchart-viewport').boundingBox();
  const box = await block(page, name).boundingBox();
  if (!viewport || !box) return Number.NaN;
  return box.y - viewport.y;
}

test('charts in source order, the cursor chart in view at a readable size, follows the cursor unless pinned', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/editor');
  await editor.setCode(page, PYTHON);
  await editor.expectDrawn(page, ['a > 1', 'for i in range(b)', 'c > 0']);

  // source order, one drawing
  const names = await page
    .locator('g.cf-chart')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-chart-name')));
  expect(names.filter((n) => n !== 'module' && n !== '<module>')).toEqual([
    'first',
    'second',
    'third',
  ]);
  await expect(editor.diagram(page)).toHaveCount(1);

  // readable: the chart's 14 px text is drawn at 11 px or more on screen
  const fontPx = await editor
    .node(page, 'a > 1')
    .first()
    .locator('text')
    .first()
    .evaluate((t) => {
      const m = (t as SVGTextElement).getScreenCTM();
      return parseFloat(getComputedStyle(t).fontSize) * (m?.a ?? 0);
    });
  expect(fontPx).toBeGreaterThanOrEqual(11);
  expect(
    Number(await page.getByTestId('flowchart-viewport').getAttribute('data-scale')),
  ).toBeGreaterThanOrEqual(0.8);

  // the chart follows the cursor: its top comes into view
  await editor.code(page).locator('.cm-line', { hasText: 'while c > 0' }).click();
  await expect.poll(() => offsetInViewport(page, 'third')).toBeGreaterThanOrEqual(0);
  await expect.poll(() => offsetInViewport(page, 'third')).toBeLessThan(200);
  await editor.code(page).locator('.cm-line', { hasText: 'total = 0' }).click();
  await expect.poll(() => offsetInViewport(page, 'second')).toBeLessThan(200);
  await expect.poll(() => offsetInViewport(page, 'second')).toBeGreaterThanOrEqual(0);

  // hovering a node shows its full label
  await expect(editor.node(page, 'print("odd", i)').first().locator('title')).toHaveText(
    'print("odd", i)',
  );

  // pinned: one chart, whatever the cursor does
  const picker = page.getByTestId('chart-picker');
  await picker.selectOption({ label: 'third (function, line 15, pinned)' });
  await expect(page.locator('[data-chart-block]')).toHaveCount(1);
  await expect(block(page, 'third')).toHaveCount(1);
  await editor.code(page).locator('.cm-line', { hasText: 'return "big"' }).click();
  await expect(page.getByTestId('chart-pinned')).toBeVisible();
  await expect(block(page, 'third')).toHaveCount(1);
  await expect(block(page, 'first')).toHaveCount(0);
  await picker.selectOption('cursor');
  await expect(page.locator('[data-chart-block]')).toHaveCount(4);
  await expect.poll(() => offsetInViewport(page, 'first')).toBeLessThan(200);

  // zoom: 100 % and back to a smaller scale with the keyboard
  await page.getByRole('button', { name: 'Actual size' }).click();
  await expect(page.getByTestId('flowchart-viewport')).toHaveAttribute('data-scale', '1.000');
  await page.getByTestId('flowchart-viewport').focus();
  await page.keyboard.press('-');
  await expect(page.getByTestId('flowchart-viewport')).toHaveAttribute('data-scale', '0.833');
});

test('a chart wider than the view opens on its Start node, at a readable scale', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // a run of loops with branches: Graphviz lays it out wider than the chart pane at 80 %
  const blocks = Array.from({ length: 14 }, (_, i) => [
    `    for x in items[${i}:]:`,
    `        if x > limit + ${i}: total += x * ${i}`,
    '        elif x < 0: continue',
    `        else: print("block ${i}", x)`,
  ]).flat();
  await page.goto('/editor');
  await editor.setCode(page, ['def wide(items, limit):', '    total = 0', ...blocks].join('\n'));
  await editor.expectDrawn(page, ['x > limit + 13']);
  await editor.code(page).locator('.cm-line', { hasText: 'total = 0' }).click();
  const viewport = page.getByTestId('flowchart-viewport');
  const drawing = editor.diagram(page);
  await expect
    .poll(async () => {
      const [v, d] = [await viewport.boundingBox(), await drawing.boundingBox()];
      return v && d ? d.width - v.width : 0;
    })
    .toBeGreaterThan(0);
  // the Start node (the signature) is in view horizontally
  const start = page.locator('g.cf-node[data-kind="start"]', { hasText: 'def wide(items, limit)' });
  await expect
    .poll(async () => {
      const [v, s] = [await viewport.boundingBox(), await start.boundingBox()];
      return v && s ? s.x >= v.x && s.x + s.width <= v.x + v.width : false;
    })
    .toBe(true);
});

/** The alpha and the darkness of the top-left pixel of an image file, decoded by the browser. */
async function cornerPixel(page: Page, bytes: Buffer, type: string): Promise<number[]> {
  return page.evaluate(
    async ({ b64, mime }) => {
      const image = new Image();
      image.src = `data:${mime};base64,${b64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const ctx = canvas.getContext('2d');
      ctx?.drawImage(image, 0, 0);
      return [...(ctx?.getImageData(0, 0, 1, 1).data ?? [])];
    },
    { b64: bytes.toString('base64'), mime: type },
  );
}

const pngWidth = (bytes: Buffer) => bytes.readUInt32BE(16);

test('exports from the drawn chart: SVG with its font, PNG at 1x/4x and transparent, JPEG, vector PDF that renders', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.route('**/api/subscription/features', (route) =>
    route.fulfill({
      json: {
        team_management: false,
        flowchart_limit: null,
        can_edit: true,
        can_share: true,
        max_code_lines: 10000,
        export_formats: ['svg', 'png', 'jpeg', 'pdf'],
        versions_kept: 100,
        coverage_import: false,
      },
    }),
  );
  await page.goto('/editor');
  await page.getByLabel('Title').fill('Exports');
  await editor.setCode(page, PYTHON);
  await editor.expectDrawn(page, ['a > 1', 'c > 0']);

  const download = async (testId: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(testId).click(),
    ]);
    return readFileSync(await file.path());
  };

  // every chart of the file (the default is the chart in view, issue 22 item 6)
  await page.getByTestId('export-scope').selectOption('whole');
  const svg = (await download('export-svg')).toString('utf8');
  expect(svg).toContain('@font-face');
  expect(svg).toContain("font-family:'DejaVu Sans'");
  expect(svg).toContain('print("odd", i)');
  expect(svg).not.toContain('tabindex');

  await page.getByTestId('export-scale').selectOption('1');
  const png1 = await download('export-png');
  await page.getByTestId('export-scale').selectOption('4');
  const png4 = await download('export-png');
  expect(Math.abs(pngWidth(png4) - 4 * pngWidth(png1))).toBeLessThanOrEqual(4);
  expect((await cornerPixel(page, png1, 'image/png'))[3]).toBe(255);
  await page.getByTestId('export-transparent').check();
  await page.getByTestId('export-scale').selectOption('1');
  const clear = await download('export-png');
  expect((await cornerPixel(page, clear, 'image/png'))[3]).toBe(0);

  const jpeg = await download('export-jpeg');
  expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect((await cornerPixel(page, jpeg, 'image/jpeg')).slice(0, 3)).toEqual([255, 255, 255]);

  const pdf = await download('export-pdf');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-pdf-'));
  const file = path.join(dir, 'chart.pdf');
  writeFileSync(file, pdf);
  // one page per chart by default (the module and the three functions), or the whole drawing
  const pages = (f: string) => /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [f]).toString())?.[1];
  expect(pages(file)).toBe('4');
  await page.getByTestId('export-pdf-per-chart').uncheck();
  const whole = path.join(dir, 'whole.pdf');
  writeFileSync(whole, await download('export-pdf'));
  expect(pages(whole)).toBe('1');
  // on A4 (issue 22 item 20): every page is 595×842 pt, turned to its chart (a wide chart on a
  // landscape sheet), the chart fitted inside the margins
  await page.getByTestId('export-pdf-per-chart').check();
  await page.getByTestId('export-pdf-paper').selectOption('a4');
  const a4 = path.join(dir, 'a4.pdf');
  writeFileSync(a4, await download('export-pdf'));
  const sizes = execFileSync('pdfinfo', ['-f', '1', '-l', '4', a4])
    .toString()
    .match(/Page\s+\d+ size:\s+[\d.]+ x [\d.]+/g);
  expect(sizes).toHaveLength(4);
  for (const size of sizes ?? []) {
    const [w, h] = (/([\d.]+) x ([\d.]+)/.exec(size) ?? []).slice(1).map(Number);
    expect([Math.round(w ?? 0), Math.round(h ?? 0)].sort()).toEqual([595, 842]);
  }
  // the chart font is embedded (so widths are the ones the boxes were sized with)
  expect(execFileSync('pdffonts', [file]).toString()).toMatch(/DejaVu ?Sans.*yes/);
  // text comes out as typed, no doubled or missing letters
  const text = execFileSync('pdftotext', [file, '-']).toString();
  for (const label of ['return "big"', 'range(b)', 'print("odd", i)'])
    expect(text).toContain(label);
  // rendered by poppler: not blank, with plenty of drawn pixels (edges, outlines, text)
  execFileSync('pdftoppm', ['-gray', '-r', '40', file, path.join(dir, 'page')]);
  const page1 = readdirSync(dir).find((f) => f.endsWith('.pgm'));
  expect(page1).toBeTruthy();
  const pgm = readFileSync(path.join(dir, page1 ?? ''));
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  expect(header).not.toBeNull();
  const pixels = pgm.subarray((header?.[0] ?? '').length);
  const dark = pixels.reduce((n, v) => n + (v < 160 ? 1 : 0), 0);
  expect(dark / pixels.length).toBeGreaterThan(0.01);
});
