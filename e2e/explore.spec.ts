import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { editor } from './support/editorPage';
import { signUpThroughApi, useSessionInPage, type Session } from './support/signInThroughApi';

/** Issue 23 items 1, 2 and 5: folding, search, paths, call drill-down, the keyboard and the outline. */

const CODE = [
  'def fact(n):',
  '    if n > 1:',
  '        return n * fact(n - 1)',
  '    return 1',
  '',
  'def total(items):',
  '    s = 0',
  '    for item in items:',
  '        if item < 0:',
  '            continue',
  '        s += fact(item)',
  '        print(item)',
  '    return s',
].join('\n');

/**
 * One function of about 600 nodes inside the free plan's 300 lines: 60 loops of four dense lines
 * (about 10 nodes each), as generated code or a long state machine reads.
 */
function denseFunction(): string {
  const out = ['def dense(items, limit):', '    total = count = skipped = 0'];
  for (let k = 0; k < 60; k++) {
    out.push(
      `    for x in items[${k}:]:`,
      `        if x > limit + ${k}: total += x; count += 1; limit -= ${k}`,
      '        elif x < 0: skipped += 1; continue',
      `        else: print("block ${k}", x); total -= 1`,
    );
  }
  out.push('    return total');
  return out.join('\n');
}

/**
 * One function of about 2,000 nodes inside the free plan's 300 lines and 24 KB: 230 one-line
 * loops of eight statements one after another. Each loop folds to one node at best, so its top
 * level alone is over 150: the default view folds runs of them ("lines 3–22 — …") as well.
 */
function longFunction(): string {
  const out = ['def long(a, k):', '    t = c = 0'];
  for (let i = 0; i < 230; i++) {
    out.push(
      `    for x in a[${i}:]: t += x; c += 1; t -= c; c += t; t += 1; c -= 1; t -= k; c += ${i}`,
    );
  }
  out.push('    return t');
  return out.join('\n');
}

/**
 * A `while` whose body is 200 loops (~800 nodes), the file ending inside that body: the caret
 * after the paste sits in it, so the default fold must keep the body open.
 */
function longBody(): string {
  const out = ['def body(a, k):', '    t = c = 0', '    while k > 0:'];
  for (let i = 0; i < 200; i++) {
    out.push(`        for x in a[${i}:]: t += x; c += 1; t -= k`);
  }
  out.push('        k = k - 1');
  return out.join('\n');
}

/** Chooses an item (by its test id) of the chart toolbar's More menu. */
async function fromMore(page: Page, testId: string): Promise<void> {
  await page.getByTestId('explore-more').click();
  await page.getByTestId(testId).click();
}

let session: Session;

test.beforeAll(async ({ request }) => {
  session = await signUpThroughApi(request);
});

test.beforeEach(async ({ page }) => {
  await useSessionInPage(page, session);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/editor');
});

const announcer = (page: Page) => page.getByTestId('chart-announcer');
const focusedNodeText = (page: Page) =>
  page.evaluate(() => document.activeElement?.querySelector('title')?.textContent ?? '');

async function drawSample(page: Page): Promise<void> {
  await editor.setCode(page, CODE);
  await editor.expectDrawn(page, ['print(item)', 'return 1']);
}

test('blocks fold and unfold by mouse and keyboard, and stay as they are while typing', async ({
  page,
}) => {
  await drawSample(page);
  await fromMore(page, 'collapse-all');
  const loop = editor.node(page, 'for item in items — 5 steps, 1 exit');
  await expect(loop).toBeVisible();
  await expect(editor.node(page, 'print(item)')).toHaveCount(0);
  await expect(loop).toHaveClass(/cf-folded/);

  // a click unfolds the statement: the loop header and its folded body
  await loop.click();
  const body = editor.node(page, 'for item in items — 4 steps, 1 exit');
  await expect(body).toBeVisible();
  await expect(editor.node(page, 'for item in items').first()).toBeVisible();

  // Enter on the focused summary unfolds the body
  await body.focus();
  await page.keyboard.press('Enter');
  await expect(editor.node(page, 'print(item)')).toBeVisible();
  await expect(editor.node(page, 'if item < 0 — 2 steps, 2 exits')).toBeVisible();

  // typing elsewhere redraws, and the blocks stay as the user left them
  await editor.code(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n\nprint(total([1, 2]))');
  await editor.expectDrawn(page, ['print(total([1, 2]))']);
  await expect(editor.node(page, 'print(item)')).toBeVisible();
  await expect(editor.node(page, 'if item < 0 — 2 steps, 2 exits')).toBeVisible();

  await fromMore(page, 'expand-all');
  await expect(editor.node(page, 'continue')).toBeVisible();
  await expect(page.locator('g.cf-folded')).toHaveCount(0);
});

test('a 600-node function opens folded to at most 150 nodes, the cursor block open', async ({
  page,
}) => {
  await editor.setCode(page, denseFunction());
  await editor.expectDrawn(page, ['return total']);
  const svg = page.getByTestId('flowchart-svg');
  await expect(svg.locator('g.cf-folded').first()).toBeVisible();
  const shown = await svg.locator('g.cf-node[data-node-id]').count();
  expect(shown).toBeLessThanOrEqual(150);
  expect(shown).toBeGreaterThan(60);
  // the caret moves into the last loop's body: that block opens
  await expect(editor.node(page, 'print("block 59", x)')).toHaveCount(0);
  await page.keyboard.press('ArrowUp');
  await expect(editor.node(page, 'print("block 59", x)')).toBeVisible();
  expect(await svg.locator('g.cf-node[data-node-id]').count()).toBeLessThanOrEqual(150);
  await fromMore(page, 'expand-all');
  await expect(svg.locator('g.cf-folded')).toHaveCount(0);
  expect(await svg.locator('g.cf-node[data-node-id]').count()).toBeGreaterThan(600);
});

test('a 2,000-node function of 230 statements in a row opens folded to at most 150 nodes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await editor.setCode(page, longFunction());
  const svg = page.getByTestId('flowchart-svg');
  await expect(editor.node(page, 'return t')).toBeVisible({ timeout: 60_000 });
  expect(await svg.locator('g.cf-node[data-node-id]').count()).toBeLessThanOrEqual(150);
  // runs of loops fold as sections; the one holding the caret (on `return t`) stays open
  const section = svg.locator('g.cf-folded', { hasText: /lines \d+–\d+ — \d+ steps, 1 exit/ });
  await expect(section.first()).toBeVisible();
  await section.first().click();
  // the section opens to its loops, each still folded
  await expect(
    svg.locator('g.cf-folded', { hasText: /for x in a\[\d+:\] — 9 steps, 1 exit/ }).first(),
  ).toBeVisible();
  expect(await svg.locator('g.cf-node[data-node-id]').count()).toBeLessThanOrEqual(170);
});

test('a loop body of 200 statements holding the caret opens folded to at most 150 nodes, by sections', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await editor.setCode(page, longBody());
  const svg = page.getByTestId('flowchart-svg');
  // the caret's statement (the body's last) is drawn: its loop body and its section stay open
  await expect(editor.node(page, 'k = k - 1')).toBeVisible({ timeout: 60_000 });
  await expect(editor.node(page, 'k > 0')).toBeVisible();
  expect(await svg.locator('g.cf-node[data-node-id]').count()).toBeLessThanOrEqual(150);
  const section = svg.locator('g.cf-folded', { hasText: /lines \d+–\d+ — \d+ steps, 1 exit/ });
  await expect(section.first()).toBeVisible();
  await section.first().click();
  await expect(
    svg.locator('g.cf-folded', { hasText: /for x in a\[0:\] — \d+ steps, 1 exit/ }),
  ).toBeVisible();
});

test('search: Ctrl+F from the chart, a count, Enter and Shift+Enter, a hidden match unfolded', async ({
  page,
}) => {
  await drawSample(page);
  await fromMore(page, 'collapse-all');
  await expect(editor.node(page, 'print(item)')).toHaveCount(0);
  await page.getByTestId('flowchart-viewport').focus();
  await page.keyboard.press('ControlOrMeta+f');
  const box = page.getByTestId('chart-search');
  await expect(box).toBeFocused();
  await page.keyboard.type('item');
  const count = page.getByTestId('chart-search-count');
  await expect(count).toHaveText('5 matches');
  // every match is marked in the code too, hidden ones included: "item" in each matching line
  const inCode = page.locator('.cm-content .cf-code-match');
  await expect(inCode).toHaveText(['item', 'item', 'item', 'item', 'item', 'item']);
  await expect(page.locator('.cm-content .cf-code-match-current')).toHaveCount(0);
  await box.fill('print(');
  await expect(count).toHaveText('1 match');
  await page.keyboard.press('Enter');
  await expect(count).toHaveText('1 of 1');
  await expect(page.locator('.cm-content .cf-code-match-current')).toHaveText('print(');
  // the match was inside two folded blocks: they open, and the match is marked and shown
  await expect(editor.node(page, 'print(item)')).toHaveClass(/cf-current/);
  await expect(page.locator('.cm-selectionBackground').first()).toBeAttached();
  await expect(box).toBeFocused();

  await box.fill('n');
  await expect(count).toHaveText(/matches$/);
  const total = Number((await count.textContent())?.split(' ')[0]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(count).toHaveText(`2 of ${total}`);
  // the current match is the stronger mark, the others stay marked
  await expect(page.locator('.cm-content .cf-code-match-current').first()).toBeVisible();
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.press('Shift+Enter');
  await expect(count).toHaveText(`${total} of ${total}`);
  await expect(page.locator('g.cf-node.cf-match').first()).toBeVisible();
  await box.fill('no such text');
  await expect(count).toHaveText('No matches');
  await expect(inCode).toHaveCount(0);
});

test('Paths from Start and Paths to End highlight every way through the selected node', async ({
  page,
}) => {
  await drawSample(page);
  // the rarer actions are in the chart toolbar's More menu
  const more = page.getByTestId('explore-more');
  await more.click();
  const from = page.getByRole('menuitemcheckbox', { name: 'Paths from Start' });
  await expect(from).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  await editor.node(page, 'continue').click();
  await more.click();
  await expect(from).toBeFocused();
  await from.click();
  await expect(editor.node(page, 'item < 0')).toHaveClass(/cf-path/);
  await expect(editor.node(page, 's = 0')).toHaveClass(/cf-path/);
  await expect(editor.node(page, 'return s')).not.toHaveClass(/cf-path/);
  expect(await page.locator('g.cf-edge-group.cf-path').count()).toBeGreaterThan(3);

  await more.click();
  await page.getByRole('menuitemcheckbox', { name: 'Paths to End' }).click();
  await expect(editor.node(page, 'return s')).toHaveClass(/cf-path/);
  await expect(editor.node(page, 's = 0')).not.toHaveClass(/cf-path/);
  await more.click();
  await page.getByRole('menuitem', { name: 'Clear paths' }).click();
  await expect(page.locator('g.cf-node.cf-path')).toHaveCount(0);
});

test('a call opens its function with a breadcrumb, and Back returns', async ({ page }) => {
  await drawSample(page);
  const current = page.getByTestId('chart-outline').locator('[aria-current="true"]');
  await editor.node(page, 's += fact(item)').click();
  const crumbs = page.getByRole('navigation', { name: 'Calls followed' });
  await expect(crumbs).toContainText('total›fact');
  await expect(current).toContainText('fact');
  await page.getByTestId('explore-back').click();
  await expect(crumbs).toHaveCount(0);
  await expect(current).toContainText('total');

  // Enter on a focused call follows it too
  await editor.node(page, 's += fact(item)').focus();
  await page.keyboard.press('Enter');
  await expect(current).toContainText('fact');
});

test('the keyboard walks the edges and a screen reader hears each node', async ({ page }) => {
  await drawSample(page);
  // Tab enters the chart's nodes from its viewport
  await page.getByTestId('flowchart-viewport').focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.classList.contains('cf-node'))).toBe(
    true,
  );

  await editor.node(page, 'n > 1').focus();
  await expect(announcer(page)).toHaveText(
    'Decision: n > 1. Yes: return n * fact(n - 1). No: return 1',
  );
  await page.keyboard.press('ArrowDown');
  expect(await focusedNodeText(page)).toBe('return n * fact(n - 1)');
  await expect(announcer(page)).toHaveText('Return: return n * fact(n - 1). Next: End');
  await page.keyboard.press('ArrowRight');
  expect(await focusedNodeText(page)).toBe('return 1');
  await page.keyboard.press('ArrowUp');
  expect(await focusedNodeText(page)).toBe('n > 1');
});

test('the text outline lists the chart beside it and exports as text', async ({ page }) => {
  await drawSample(page);
  await editor.node(page, 'n > 1').click();
  await page.getByTestId('explore-more').click();
  await page.getByRole('menuitemcheckbox', { name: 'Text outline' }).click();
  const tree = page.getByRole('tree', { name: 'Outline of fact' });
  await expect(tree).toBeVisible();
  await expect(tree.getByRole('treeitem').first()).toContainText('Start: def fact(n)');
  await expect(tree).toContainText('Decision: n > 1. Yes: return n * fact(n - 1). No: return 1');
  await tree.getByRole('treeitem').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[role="treeitem"]:focus')).toContainText('if n > 1');

  const download = page.waitForEvent('download');
  await page.getByTestId('export-outline').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('fact-outline.txt');
  const text = readFileSync((await file.path()) ?? '', 'utf8');
  expect(text).toContain('fact\n- Start: def fact(n). Next: n > 1\n- if n > 1\n');
  expect(text).toContain('    - Return: return n * fact(n - 1). Next: End');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds no violation in the editor with a chart, search and outline (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await drawSample(page);
    await fromMore(page, 'collapse-all');
    await page.getByTestId('chart-search').fill('item');
    await page.getByTestId('explore-more').click();
    await page.getByRole('menuitemcheckbox', { name: 'Text outline' }).click();
    await expect(page.getByRole('tree')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) })),
    ).toEqual([]);
  });
}
