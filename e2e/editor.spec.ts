import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { editor } from './support/editorPage';
import { signUpThroughApi, useSessionInPage, type Session } from './support/signInThroughApi';

const PYTHON = [
  'def area(w, h):',
  '    if w > 0:',
  '        print("positive")',
  '    return w * h',
  '',
  'total = 0',
  'for i in range(3):',
  '    total = total + area(i, 2)',
  'print(total)',
].join('\n');

let session: Session;

test.beforeAll(async ({ request }) => {
  session = await signUpThroughApi(request);
});

/** Fails the test on any CSP violation or uncaught page error (the app must run under the CSP). */
function watchForBreakage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) {
      problems.push(`csp: ${m.text()}`);
    }
  });
  return problems;
}

test.beforeEach(async ({ page }) => {
  await useSessionInPage(page, session);
});

test('type Python, see its flowchart, click a node to select its lines, save, reopen read-only', async ({
  page,
}) => {
  const problems = watchForBreakage(page);
  await page.goto('/editor');
  await expect(page.getByText('Type or paste code on the left')).toBeVisible();
  await editor.setCode(page, PYTHON);
  await editor.expectDrawn(page, [
    'w > 0',
    'print("positive")',
    'return w * h',
    'for i in range(3)',
  ]);
  await expect(page.getByTestId('local-note')).toHaveCount(0);

  // node -> lines
  await editor.node(page, 'return w * h').first().click();
  expect(await editor.selectedText(page)).toBe('    return w * h');

  // cursor line -> node
  await editor.code(page).locator('.cm-line', { hasText: 'for i in range(3)' }).click();
  await expect(editor.node(page, 'for i in range(3)').first()).toHaveClass(/cf-hl/);

  // save, then reopen by id in the read-only view
  await page.getByLabel('Title').fill('E2E area chart');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  // a free plan has no can_edit: the saved flowchart cannot be updated, and the editor says so
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(page.getByText('Upgrade to edit flowcharts')).toBeVisible();
  const id = await page.evaluate(
    () => (history.state as { usr?: { flowchartId?: string } } | null)?.usr?.flowchartId,
  );
  expect(id).toBeTruthy();

  await editor.openWithState(page, { flowchartId: id, readOnly: true });
  await expect(page.getByTestId('read-only-note')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('E2E area chart');
  await expect(editor.code(page)).toContainText('return w * h');
  await expect(editor.code(page)).toHaveAttribute('contenteditable', 'false');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await editor.expectDrawn(page, ['w > 0']);
  expect(problems).toEqual([]);
});

test('with the server unreachable the browser engine draws, with a visible note', async ({
  page,
}) => {
  const problems = watchForBreakage(page);
  await page.route('**/api/generate-flowchart', (route) => route.abort());
  await page.goto('/editor');
  await editor.setCode(page, PYTHON);
  await editor.expectDrawn(page, ['w > 0', 'for i in range(3)', 'print(total)']);
  await expect(page.getByTestId('local-note')).toHaveText(
    'Generating locally (server unavailable)',
  );
  // linked highlighting works on the locally built graph too
  await editor.node(page, 'print(total)').first().click();
  expect(await editor.selectedText(page)).toBe('print(total)');
  expect(problems).toEqual([]);
});

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

test('every export produces a valid file', async ({ page }) => {
  const problems = watchForBreakage(page);
  // the plan decides which buttons are enabled; the files themselves are made in the browser
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
  // exports do not depend on where the chart was computed: use the browser engine, no server wait
  await page.route('**/api/generate-flowchart', (route) => route.abort());
  await page.goto('/editor');
  await page.getByLabel('Title').fill('Export me');
  await editor.setCode(page, PYTHON);
  await editor.expectDrawn(page, ['w > 0']);
  // every chart of the file in each format (the default is the chart in view, issue 22 item 6)
  await page.getByTestId('export-scope').selectOption('whole');

  const download = async (testId: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(testId).click(),
    ]);
    return { name: file.suggestedFilename(), bytes: await bytesOf(file) };
  };

  const svg = await download('export-svg');
  expect(svg.name).toBe('export-me.svg');
  const svgText = svg.bytes.toString('utf8');
  expect(svgText).toContain('<svg');
  expect(svgText).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svgText).not.toContain('cf-hl');
  // labels are SVG text (any viewer draws them), with the code's characters as typed
  expect(svgText).not.toContain('<foreignObject');
  expect(svgText).toContain('print("positive")');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.nodeName,
    };
  }, svgText);
  expect(parsed).toEqual({ error: null, root: 'svg' });
  expect(svg.bytes.length).toBeGreaterThan(1024);

  const png = await download('export-png');
  expect(png.name).toBe('export-me.png');
  expect([...png.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  expect(png.bytes.length).toBeGreaterThan(1024);

  const jpeg = await download('export-jpeg');
  expect(jpeg.name).toBe('export-me.jpg');
  expect([...jpeg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(jpeg.bytes.length).toBeGreaterThan(1024);

  const pdf = await download('export-pdf');
  expect(pdf.name).toBe('export-me.pdf');
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.bytes.length).toBeGreaterThan(1024);

  const mmd = await download('export-mmd');
  expect(mmd.name).toBe('export-me.mmd');
  expect(mmd.bytes.toString('utf8')).toMatch(/^flowchart TD/);
  expect(problems).toEqual([]);
});

test('a free plan sees JPEG and PDF disabled with an upgrade hint', async ({ page }) => {
  await page.route('**/api/generate-flowchart', (route) => route.abort());
  await page.goto('/editor');
  await editor.setCode(page, 'x = 1\nprint(x)');
  await editor.expectDrawn(page, ['print(x)']);
  await expect(page.getByTestId('export-svg')).toBeEnabled();
  await expect(page.getByTestId('export-png')).toBeEnabled();
  await expect(page.getByTestId('export-pdf')).toBeDisabled();
  await expect(page.getByTestId('export-jpeg')).toBeDisabled();
  await expect(page.getByText('Upgrade your plan to export as PDF')).toBeVisible();
});

test('an unknown flowchart id shows "Flowchart not found"', async ({ page }) => {
  await editor.openWithState(page, { flowchartId: '00000000-0000-0000-0000-000000000000' });
  await expect(page.getByTestId('load-error')).toHaveText('Flowchart not found');
});

test("an unknown share link shows the server's message", async ({ page }) => {
  await page.goto('/editor?shareId=no-such-share');
  await expect(page.getByTestId('load-error')).toHaveText(
    'This share link is invalid or has been revoked.',
  );
});

test('syntax errors are listed under the chart; a line number moves the cursor there', async ({
  page,
}) => {
  await page.goto('/editor');
  await editor.setCode(page, 'x = 1\nprint(x)\ny = (2 +\nprint("done")\n');
  await editor.expectDrawn(page, ['print(x)']);
  const diagnostics = page.getByTestId('diagnostics');
  await expect(diagnostics).toContainText('Syntax error');
  await diagnostics.getByRole('button', { name: 'Go to line 3' }).click();
  expect(await editor.selectedText(page)).toBe('y = (2 +');
});

test('a long file scrolls inside the editor; the page keeps its size', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/editor');
  await editor.setCode(page, 'x = 1\n');
  await editor.expectDrawn(page, ['x = 1']);
  const before = await page.evaluate(() => document.documentElement.scrollHeight);
  await editor.code(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  const code = Array.from({ length: 250 }, (_, i) => `x${i} = ${i}`).join('\n');
  // a paste, as a user brings a long file in (typing it would take minutes)
  await editor.code(page).click();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document
      .querySelector('.cm-content')
      ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, code);
  await editor.expectDrawn(page, ['x0 = 0']);
  const sizes = await page.evaluate(() => ({
    editor: document.querySelector('.cm-editor')?.getBoundingClientRect().height ?? 0,
    scroller: document.querySelector('.cm-scroller')?.scrollHeight ?? 0,
    page: document.documentElement.scrollHeight,
  }));
  expect(sizes.editor).toBeLessThan(800);
  expect(sizes.scroller).toBeGreaterThan(sizes.editor);
  // the page is as tall as with one line of code: the file scrolls inside the editor
  expect(sizes.page).toBeLessThanOrEqual(before + 2);
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await page.goto('/editor');
  await editor.setCode(page, 'x = 1');
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/editor$/);
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click();
  await page
    .getByRole('dialog', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
