import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { editor } from './support/editorPage';
import { signUpThroughApi, useSessionInPage, type Session } from './support/signInThroughApi';

// Issue 25: Run in the browser and replay on the chart (decision 041).
const RECURSIVE = [
  'def fact(n):', // 1
  '    if n <= 1:', // 2
  '        return 1', // 3
  '    return n * fact(n - 1)', // 4
  '', // 5
  'count = int(input("How many? "))', // 6
  'print(fact(count))', // 7
].join('\n');

let session: Session;

test.beforeAll(async ({ request }) => {
  session = await signUpThroughApi(request);
});

test.beforeEach(async ({ page }) => {
  await useSessionInPage(page, session);
});

/** Fails the test on a CSP violation or an uncaught page error (Run must work under the CSP). */
function watchForBreakage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(`csp: ${m.text()}`);
  });
  return problems;
}

const current = (page: Page) =>
  page.getByTestId('flowchart-svg').locator('g.cf-node[aria-current="step"]');
const taken = (page: Page) => page.locator('g.cf-run-taken > path.cf-edge').first();
/** A drawn element's computed fill or stroke, as rgb(). */
const painted = (locator: Locator, property: 'fill' | 'stroke') =>
  locator.first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
const DARK_CURRENT = 'rgb(67, 20, 7)'; // #431407
const DARK_TAKEN = 'rgb(45, 212, 191)'; // #2dd4bf
const variables = (page: Page) => page.getByRole('region', { name: 'Variables' });
const output = (page: Page) => page.getByRole('region', { name: 'Output' });

async function runUntilDone(page: Page, timeout = 30_000): Promise<void> {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout });
  await expect(page.getByRole('slider', { name: 'Step' })).toBeEnabled();
}

// The Python tests share one page, so the file loads Pyodide once (CI time, issue 25 item 5).
test.describe.serial('Python', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const snapshots: number[] = [];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    context = await browser.newContext();
    // the Run worker's requests (Chromium reports a dedicated worker's network on its page)
    context.on('response', (r) => {
      if (r.url().endsWith('/memory-snapshot.bin')) snapshots.push(r.status());
    });
    page = await context.newPage();
    await useSessionInPage(page, session);
    problems = watchForBreakage(page);
    await page.goto('/editor');
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('input, step forward and back through a recursive call on the chart', async () => {
    test.setTimeout(90_000);
    await editor.setCode(page, RECURSIVE);
    await editor.expectDrawn(page, ['n <= 1', 'return 1']);
    await page.getByRole('region', { name: 'Program input' }).getByRole('textbox').fill('3\n');
    await runUntilDone(page, 60_000);
    await expect(output(page)).toContainText('How many? 3\n6');
    await expect(page.getByTestId('run-status')).toHaveText('The program finished.');

    // the replay opens on the last step; Restart goes to the first: the def line of the program
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(current(page)).toHaveCount(1);
    await expect(page.getByTestId('run-step')).toHaveText(/^Step 1 of \d+$/);
    const forward = page.getByRole('button', { name: 'Step forward' });
    const back = page.getByRole('button', { name: 'Step back' });
    await forward.click(); // line 6: input
    await forward.click(); // line 7: print(fact(count))
    await expect(variables(page)).toContainText('count = 3');
    // the step's line is marked in the code without moving the cursor (no re-outlined chart)
    await expect(page.locator('.cm-line.cf-run-line')).toHaveText('print(fact(count))');
    await forward.click(); // into fact(3): line 2
    await expect(current(page)).toContainText('n <= 1');
    await expect(current(page)).toHaveAttribute('data-hits', '1');
    await expect(variables(page)).toContainText('fact()');
    await expect(variables(page)).toContainText('n = 3');
    await forward.click(); // line 4
    await forward.click(); // into fact(2): line 2 again
    await expect(current(page)).toContainText('n <= 1');
    await expect(current(page)).toHaveAttribute('data-hits', '2');
    await expect(variables(page).getByText('n = 2')).toBeVisible();
    await expect(variables(page).getByText('n = 3')).toBeVisible();
    await back.click();
    await expect(current(page)).toContainText('return n * fact(n - 1)');
    await expect(variables(page).getByText('n = 2')).toHaveCount(0);
    // back out to the program's own chart
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(page.getByTestId('run-step')).toHaveText(/^Step 1 of/);
    await expect(current(page)).toContainText('def fact(n)');
    // every node shows its hits; the taken edges carry theirs
    await page.getByRole('slider', { name: 'Step' }).press('End');
    await expect(editor.node(page, 'return 1').first()).toHaveAttribute('data-hits', '1');
    await expect(page.locator('g.cf-run-taken').first()).toBeAttached();
    // the first load restored the interpreter the build snapshotted instead of starting Python,
    // so it kept no snapshot of its own in Cache Storage
    // (fetched by the worker, and also by the prefetch that the first edit starts)
    expect(snapshots).toContain(200);
    expect(snapshots.every((status) => status === 200)).toBe(true);
    expect(await page.evaluate(async () => (await caches.keys()).join(' '))).not.toContain(
      'codeflow-pyodide-',
    );
    expect(problems).toEqual([]);
  });

  test('an exception is shown on its node and line, with the traceback', async () => {
    test.setTimeout(90_000);
    await editor.setCode(page, 'def half(x):\n    return 10 / x\n\nprint(half(0))\n');
    await editor.expectDrawn(page, ['return 10 / x']);
    await runUntilDone(page, 60_000);
    await expect(page.getByTestId('run-status')).toHaveText(
      'ZeroDivisionError: division by zero (line 2)',
    );
    await expect(page.locator('g.cf-node.cf-run-raised')).toContainText('return 10 / x');
    await expect(page.getByTestId('run-traceback')).toContainText('line 2, in half');
  });

  test('an endless loop is stopped by the limit and the tab stays usable', async () => {
    test.setTimeout(90_000);
    await editor.setCode(page, 'i = 0\nwhile True:\n    i += 1\n');
    await runUntilDone(page, 60_000);
    // a loaded machine may reach the 10 s limit before the 1,000,000th step
    await expect(page.getByTestId('run-status')).toContainText(
      /Stopped after .* \(the (step|time) limit\)\. Is there an endless loop\?/,
    );
    await expect(page.getByRole('slider', { name: 'Step' })).toBeEnabled();
  });

  // last: Stop ends the Run worker, and with it the loaded Pyodide
  test('Stop ends a run at once', async () => {
    test.setTimeout(90_000);
    await editor.setCode(page, 'import time\nwhile True:\n    time.sleep(0.01)\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(page.getByTestId('run-status')).toHaveText('Running…', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByTestId('run-status')).toContainText('Stopped.');
  });
});

for (const [language, code] of [
  [
    'JavaScript',
    'function fact(n) {\n  if (n <= 1) return 1;\n  return n * fact(n - 1);\n}\nconst count = Number(prompt("How many? "));\nconsole.log(fact(count));\n',
  ],
  [
    'TypeScript',
    'function fact(n: number): number {\n  if (n <= 1) return 1;\n  return n * fact(n - 1);\n}\nconst count: number = Number(prompt("How many? "));\nconsole.log(fact(count));\n',
  ],
] as const) {
  test(`${language}: run with input, step into the recursive call, an endless loop and an exception`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = watchForBreakage(page);
    await page.goto('/editor');
    await page.getByLabel('Language', { exact: true }).selectOption({ label: language });
    await editor.setCode(page, code);
    await editor.expectDrawn(page, ['n <= 1']);
    await page.getByRole('region', { name: 'Program input' }).getByRole('textbox').fill('4');
    await runUntilDone(page);
    await expect(output(page)).toContainText('How many? 4\n24');
    const slider = page.getByRole('slider', { name: 'Step' });
    await page.getByRole('button', { name: 'Restart' }).click();
    // function declarations are no steps: const count, console.log, then fact()'s test
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(current(page)).toContainText('n <= 1');
    await expect(current(page)).toHaveAttribute('data-hits', '1');
    // the dark theme repaints the chart by kind: the current node and the taken edges still
    // stand out, the current one with a dark fill under the theme's light text
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => painted(current(page).locator('.cf-shape'), 'fill')).toBe(DARK_CURRENT);
    await expect.poll(() => painted(taken(page), 'stroke')).toBe(DARK_TAKEN);
    await page.emulateMedia({ colorScheme: 'light' });
    await slider.press('End');
    await expect(page.getByTestId('run-status')).toHaveText('The program finished.');

    await editor.setCode(page, 'let i = 0;\nwhile (true) {\n  i++;\n}\n');
    await runUntilDone(page);
    await expect(page.getByTestId('run-status')).toContainText(/the (step|time) limit/);

    await editor.setCode(page, 'function boom() {\n  throw new Error("boom");\n}\nboom();\n');
    await editor.expectDrawn(page, ['throw new Error("boom")']);
    await runUntilDone(page);
    await expect(page.getByTestId('run-status')).toHaveText('Error: boom (line 2)');
    await expect(page.locator('g.cf-node.cf-run-raised')).toContainText('throw new Error');
    expect(problems).toEqual([]);
  });
}

for (const [language, code] of [
  [
    'JavaScript',
    [
      'function sum(n) {', // 1
      '  if (n === 0) return 0;', // 2
      '  return n + sum(n - 1);', // 3
      '}', // 4
      'let total = 0;', // 5
      'for (let i = 1; i <= 2; i++) {', // 6
      '  total += i;', // 7
      '}', // 8
      'console.log(sum(total));', // 9
    ].join('\n'),
  ],
  [
    'TypeScript',
    [
      'function sum(n: number): number {',
      '  if (n === 0) return 0;',
      '  return n + sum(n - 1);',
      '}',
      'let total: number = 0;',
      'for (let i: number = 1; i <= 2; i++) {',
      '  total += i;',
      '}',
      'console.log(sum(total));',
    ].join('\n'),
  ],
] as const) {
  test(`${language}: the Variables show a changing local and the call stack growing in recursion`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = watchForBreakage(page);
    await page.goto('/editor');
    await page.getByLabel('Language', { exact: true }).selectOption({ label: language });
    await editor.setCode(page, code);
    await editor.expectDrawn(page, ['n === 0']);
    await runUntilDone(page);
    await expect(output(page)).toContainText('6');
    await page.getByRole('button', { name: 'Restart' }).click();
    const forward = page.getByRole('button', { name: 'Step forward' });
    const back = page.getByRole('button', { name: 'Step back' });
    const vars = variables(page);
    const frames = vars.getByRole('list', { name: 'Call stack' }).locator(':scope > li');
    // step 1, `let total = 0`: total is declared but not initialized yet; sum is hoisted
    await expect(vars.getByText('total = not initialized yet')).toBeVisible();
    await expect(vars.getByText('sum = ƒ sum')).toBeVisible();
    for (let i = 0; i < 3; i++) await forward.click(); // step 4: total += i, the first time
    await expect(vars.getByText('total = 0')).toBeVisible();
    await expect(vars.getByText('i = 1')).toBeVisible();
    await forward.click();
    await forward.click(); // step 6: the second time
    await expect(vars.getByText('total = 1')).toBeVisible();
    await expect(vars.getByText('i = 2')).toBeVisible();
    await back.click();
    await back.click();
    await expect(vars.getByText('total = 0')).toBeVisible();
    for (let i = 0; i < 5; i++) await forward.click(); // step 9: into sum(3)
    await expect(current(page)).toContainText('n === 0');
    await expect(frames).toHaveCount(2);
    await expect(frames.first()).toContainText('sum()');
    await expect(frames.first()).toContainText('n = 3');
    // out of the loop, its i is gone
    await expect(vars.getByText(/^i = /)).toHaveCount(0);
    await forward.click();
    await forward.click(); // step 11: into sum(2), the stack grows
    await expect(frames).toHaveCount(3);
    await expect(frames.nth(0)).toContainText('n = 2');
    await expect(frames.nth(1)).toContainText('n = 3');
    await expect(current(page)).toHaveAttribute('data-hits', '2');
    await page.getByRole('slider', { name: 'Step' }).press('End');
    await expect(frames).toHaveCount(5);
    await expect(frames.first()).toContainText('n = 0');
    expect(problems).toEqual([]);
  });
}
