/// <reference lib="dom" />
/**
 * Issue 25 item 3 in the app: a coverage file of each format, generated for real in the test
 * (python3-coverage, gcc + lcov, a JDK run under JaCoCo, go test -coverprofile), imported in the editor overlays the
 * open code's charts: nodes carry data-hits, never-run nodes and never-taken edges are marked,
 * chart titles show line and branch coverage. Free accounts see the upgrade link instead.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  cCoverage,
  goCoverage,
  javaCoverage,
  pythonCoverage,
  type Generated,
} from '../packages/engine/test/coverage/generateCoverage';
import { editor } from './support/editorPage';
import { proAccount } from './support/proAccount';
import { signUpThroughApi, useSessionInPage } from './support/signInThroughApi';

async function openCode(page: Page, language: string, code: string) {
  await page.goto('/editor');
  await page.locator('#flowchart-language').selectOption(language);
  await editor.setCode(page, code);
}

async function importCoverage(page: Page, g: Generated) {
  await page.getByLabel('Coverage file').setInputFiles({
    name: g.coverageName,
    mimeType: 'text/plain',
    buffer: Buffer.from(g.coverage),
  });
}

const hits = (page: Page, text: string) =>
  editor.node(page, text).first().getAttribute('data-hits');

test.describe('coverage overlay in the editor', () => {
  test.setTimeout(120_000);
  let py: Generated;
  let c: Generated;
  let java: Generated;
  test.beforeAll(() => {
    py = pythonCoverage();
    c = cCoverage();
    java = javaCoverage();
  });

  test('coverage.py JSON, LCOV and JaCoCo XML light up the charts; Clear takes it off', async ({
    page,
    request,
  }) => {
    await useSessionInPage(page, await proAccount(request, 'Coverage Tester'));

    await openCode(page, 'python', py.code);
    await editor.expectDrawn(page, ['total += i', 'n -= 1']);
    await importCoverage(page, py);
    await expect(page.getByTestId('coverage-summary')).toContainText(
      'classify: lines 88% · branches 83%',
    );
    await expect.poll(() => hits(page, 'n -= 1')).toBe('0');
    await expect.poll(() => hits(page, 'total += i')).toBe('1');
    const svg = editor.diagram(page);
    await expect(svg.locator('g.cf-never-run').first()).toBeVisible();
    await expect(svg.locator('g.cf-edge-group.cf-never-taken').first()).toBeAttached();
    await expect(
      svg.locator('text', { hasText: /def classify\(n\).* — lines 88% · branches 83%/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear coverage' }).click();
    await expect(svg.locator('g.cf-node[data-hits]')).toHaveCount(0);

    await openCode(page, 'c', c.code);
    await editor.expectDrawn(page, ['total -= 1']);
    await importCoverage(page, c);
    await expect.poll(() => hits(page, 'total -= 1')).toBe('2');
    await expect.poll(() => hits(page, 'return -1')).toBe('0');
    await expect(
      editor
        .diagram(page)
        .locator('text', { hasText: /int classify\(int n\).* — lines 81% · branches 75%/ }),
    ).toBeVisible();
    await expect(editor.node(page, 'total -= 1').first()).toContainText('2×');

    await openCode(page, 'java', java.code);
    await editor.expectDrawn(page, ['n--']);
    // dropped on the bar instead of picked
    await page.getByTestId('coverage-bar').evaluate((bar, text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'jacoco.xml', { type: 'text/xml' }));
      bar.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
    }, java.coverage);
    await expect.poll(() => hits(page, 'n--')).toBe('0');
    await expect(editor.node(page, 'n--').first()).toContainText('not run');
    await expect(page.getByTestId('coverage-summary')).toContainText(
      'Main.classify: lines 87% · branches 83%',
    );
  });

  test('a Go cover profile from go test lights up the Go charts', async ({ page, request }) => {
    const go = goCoverage();
    await useSessionInPage(page, await proAccount(request, 'Coverage Tester'));
    await openCode(page, 'go', go.code);
    await editor.expectDrawn(page, ['total -= 1', 'n > 0']);
    await importCoverage(page, go);
    await expect(page.getByTestId('coverage-summary')).toContainText('Classify: lines 88%');
    await expect.poll(() => hits(page, 'total += i')).toBe('3');
    await expect.poll(() => hits(page, 'total -= 1')).toBe('2');
    await expect.poll(() => hits(page, 'n--')).toBe('0');
    // `} else if n > 0 {`: the else-if test's own count
    await expect.poll(() => hits(page, 'n > 0')).toBe('2');
    await expect(editor.node(page, 'n--').first()).toContainText('not run');
    await expect(editor.node(page, 'total += i').first()).toContainText('3×');
    const svg = editor.diagram(page);
    await expect(svg.locator('g.cf-edge-group.cf-never-taken').first()).toBeAttached();
    await expect(
      svg.locator('text', { hasText: /func Classify\(n int\) int.* — lines 88%/ }),
    ).toBeVisible();
  });

  test('a file for other code, and a file that is no coverage, say so and keep the chart', async ({
    page,
    request,
  }) => {
    await useSessionInPage(page, await proAccount(request, 'Coverage Tester'));
    await openCode(page, 'python', 'x = 1\nprint(x)\n');
    await editor.expectDrawn(page, ['x = 1']);
    await importCoverage(page, c);
    await expect(page.getByTestId('coverage-error')).toContainText(
      'but this code has 3 lines: was it made from another version of the file?',
    );
    await expect(editor.diagram(page).locator('g.cf-node[data-hits]')).toHaveCount(0);
    // a report of two files, neither named like the code: the user picks one
    const twoFiles = `${c.coverage}SF:/elsewhere/other.py\nDA:1,4\nDA:2,0\nend_of_record\n`;
    await page.getByLabel('Coverage file').setInputFiles({
      name: 'merged.info',
      mimeType: 'text/plain',
      buffer: Buffer.from(twoFiles),
    });
    const pick = page.getByRole('combobox', { name: /covers 2 files/ });
    await pick.selectOption('/elsewhere/other.py');
    await expect.poll(() => hits(page, 'x = 1')).toBe('4');
    await expect.poll(() => hits(page, 'print(x)')).toBe('0');
    await page.getByLabel('Coverage file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('just some notes'),
    });
    await expect(page.getByTestId('coverage-error')).toContainText(
      'This is not a coverage file Codeflow reads',
    );
    await editor.expectDrawn(page, ['x = 1']);
  });

  test('a Free account sees where to upgrade instead of the import', async ({ page, request }) => {
    await useSessionInPage(page, await signUpThroughApi(request, 'Free Tester'));
    await page.goto('/editor');
    const bar = page.getByTestId('coverage-bar');
    await expect(bar).toContainText('Importing test coverage comes with Pro and up.');
    await expect(bar.getByTestId('upgrade-link')).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('button', { name: 'Import coverage' })).toHaveCount(0);
  });
});
