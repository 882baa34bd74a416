/**
 * Issue 23 items 3 and 4 (decision 043): the view switch above the chart (Flowchart, Overview,
 * Pseudocode, Structogram; keyboard; remembered per user), each view's exports, every chart's
 * complexity in its title and the functions listed by complexity. The six sample programs'
 * pseudocode and structograms are screenshot into test-results/views/ to be looked at.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { editor } from './support/editorPage';
import { signUpThroughApi, useSessionInPage, type Session } from './support/signInThroughApi';

const PYTHON = [
  'def simple(a):',
  '    return a + 1',
  '',
  'def busy(n):',
  '    total = 0',
  '    for i in range(n):',
  '        if i % 2 == 0:',
  '            total += i',
  '        elif i % 3 == 0:',
  '            continue',
  '    while total > 100:',
  '        total -= 7',
  '    return total',
  '',
  'def middle(x):',
  '    if x > 0:',
  '        print("positive")',
  '    return x',
  '',
  'print(busy(10), middle(2), simple(1))',
].join('\n');

let session: Session;

test.beforeAll(async ({ request }) => {
  session = await signUpThroughApi(request);
});

test.beforeEach(async ({ page }) => {
  await useSessionInPage(page, session);
  // every format, so each export of each view can be tried (the plan table is tested elsewhere)
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
});

const view = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Chart view' }).getByRole('radio', { name });

async function download(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(testId).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

async function showChart(page: Page, name: string): Promise<void> {
  await page.locator('details[data-testid="functions-by-complexity"] > summary').click();
  await page
    .getByRole('list', { name: 'Functions by complexity' })
    .getByRole('button', { name: new RegExp(`^${name}\\b`) })
    .click();
}

test('complexity in every chart title, and the functions listed most complex first', async ({
  page,
}) => {
  await page.goto('/editor');
  await editor.setCode(page, PYTHON);
  await editor.expectDrawn(page, ['i % 2 == 0', 'x > 0']);
  const titles = editor.diagram(page).locator('g.cf-chart');
  await expect(editor.diagram(page)).toContainText('def busy(n) · complexity 5');
  await expect(editor.diagram(page)).toContainText('def middle(x) · complexity 2');
  await expect(editor.diagram(page)).toContainText('def simple(a) · complexity 1');
  expect(await titles.count()).toBeGreaterThan(2);

  await page.locator('details[data-testid="functions-by-complexity"] > summary').click();
  const list = page.getByRole('list', { name: 'Functions by complexity' });
  await expect(list.getByRole('button')).toHaveText(['busy5', 'middle2', 'simple1']);
  await expect(list.getByLabel('complexity 5')).toBeVisible();
  await list.getByRole('button', { name: /^middle/ }).click();
  // the chosen function's chart is shown, pinned as if picked in the chart picker
  await expect(page.getByTestId('chart-picker').locator('option:checked')).toHaveText(/middle/);
});

test('each view by mouse and keyboard, remembered per user, with its exports', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/editor');
  await page.getByLabel('Title').fill('Views');
  await editor.setCode(page, PYTHON);
  await editor.expectDrawn(page, ['i % 2 == 0']);
  await expect(view(page, 'Flowchart')).toHaveAttribute('aria-checked', 'true');
  await showChart(page, 'busy');

  // overview: the same chart's shape, blocks without code text
  await view(page, 'Overview').click();
  await expect(view(page, 'Overview')).toHaveAttribute('aria-checked', 'true');
  await expect(editor.diagram(page)).not.toContainText('i % 2 == 0');
  await expect(editor.diagram(page).locator('g.cf-node[data-node-id]').first()).toBeVisible();
  await expect(page.getByTestId('export-svg')).toBeVisible();
  const overview = await download(page, 'export-svg');
  expect(overview.bytes.toString('utf8')).not.toContain('total -= 7');

  // keyboard: one Tab stop, arrows move and choose
  await view(page, 'Overview').focus();
  await page.keyboard.press('ArrowRight');
  await expect(view(page, 'Pseudocode')).toBeFocused();
  await expect(view(page, 'Pseudocode')).toHaveAttribute('aria-checked', 'true');
  const pseudo = page.getByTestId('pseudocode');
  await expect(pseudo).toContainText('FUNCTION busy(n)');
  await expect(pseudo).toContainText('FOR i ← 0 TO n - 1');
  await expect(pseudo).toContainText('ELSE IF i % 3 = 0 THEN');
  await expect(pseudo).toContainText('WHILE total > 100 DO');
  await expect(pseudo).not.toContainText('FUNCTION middle');
  const txt = await download(page, 'export-pseudocode-txt');
  expect(txt.name).toBe('views-busy-pseudocode.txt');
  expect(txt.bytes.toString('utf8')).toContain('    total ← total + i\n');
  const md = await download(page, 'export-pseudocode-md');
  expect(md.name).toBe('views-busy-pseudocode.md');
  expect(md.bytes.toString('utf8').startsWith('## busy\n\n```text\nFUNCTION busy(n)\n')).toBe(true);

  await view(page, 'Pseudocode').focus();
  await page.keyboard.press('ArrowRight');
  await expect(view(page, 'Structogram')).toHaveAttribute('aria-checked', 'true');
  const structogram = page.getByTestId('structogram').locator('svg.cf-structogram');
  await expect(structogram).toBeVisible();
  await expect(structogram.locator('[data-construct="loop"]').first()).toBeVisible();
  await expect(structogram.locator('[data-construct="if"]').first()).toBeVisible();
  await expect(structogram).toContainText('FOR i ← 0 TO n - 1');
  const svg = await download(page, 'export-svg');
  expect(svg.name).toBe('views-busy-structogram.svg');
  expect(svg.bytes.toString('utf8')).toContain('data-construct="loop"');
  expect(svg.bytes.toString('utf8')).toContain('@font-face');
  const png = await download(page, 'export-png');
  expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
  const pdf = await download(page, 'export-pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // the view is remembered for this user: a reload opens the structogram again
  await page.reload();
  await editor.setCode(page, PYTHON);
  await expect(view(page, 'Structogram')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('structogram').locator('svg')).toBeVisible();
  const key = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('codeflow:chart-view:')),
  );
  expect(key).toEqual([`codeflow:chart-view:${session.user.id}`]);

  // Home goes back to the flowchart, and its export menu with it
  await view(page, 'Structogram').focus();
  await page.keyboard.press('Home');
  await expect(view(page, 'Flowchart')).toHaveAttribute('aria-checked', 'true');
  await editor.expectDrawn(page, ['i % 2 == 0']);
});

test('a language without pseudocode says so instead of drawing', async ({ page }) => {
  await page.goto('/editor');
  await page.locator('#flowchart-language').selectOption('other');
  await editor.setCode(page, 'step one\nstep two\n');
  await view(page, 'Pseudocode').click();
  await expect(page.getByTestId('logic-view-error')).toHaveText(
    'Pseudocode and structograms need a supported language',
  );
});

const SAMPLES = ['python', 'c', 'cpp', 'java', 'javascript', 'typescript'] as const;

test('the six sample programs as pseudocode and structograms (screenshots to look at)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = path.join(import.meta.dirname, '..', 'test-results', 'views');
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const language of SAMPLES) {
    await page.goto('/editor');
    await page.locator('#flowchart-language').selectOption(language);
    await editor.code(page).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.getByTestId('insert-sample').click();
    await expect(editor.diagram(page)).toBeVisible();
    await view(page, 'Pseudocode').click();
    const pseudo = page.getByTestId('pseudocode');
    await expect(pseudo).toContainText('FUNCTION');
    await expect(pseudo).toContainText(/IF .* THEN|FOR /);
    await expect(pseudo).toContainText('END FUNCTION');
    await page
      .getByRole('region', { name: 'Flowchart' })
      .screenshot({ path: path.join(dir, `${language}-pseudocode.png`) });
    await view(page, 'Structogram').click();
    await expect(page.getByTestId('structogram').locator('svg')).toBeVisible();
    await page
      .getByRole('region', { name: 'Flowchart' })
      .screenshot({ path: path.join(dir, `${language}-structogram.png`) });
    await view(page, 'Flowchart').click();
  }
});
