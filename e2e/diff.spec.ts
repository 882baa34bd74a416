import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByApi } from './support/apiAccounts';
import { createFlowchartByApi } from './support/flowchartsByApi';
import { editor } from './support/editorPage';
import { startServerWithAdmin, type ServerWithAdmin } from './support/serverWithAdmin';
import { useSessionInPage } from './support/signInThroughApi';

// Three saves of one function: v2 changes a line, v3 inserts a branch and drops a print.
const V1 = [
  'def grade(score):',
  '    print("grading")',
  '    if score > 90:',
  '        return "A"',
  '    return "B"',
].join('\n');
const V2 = [
  'def grade(score):',
  '    print("grading")',
  '    if score >= 90:',
  '        return "A"',
  '    return "B"',
].join('\n');
const V3 = [
  'def grade(score):',
  '    if score >= 90:',
  '        return "A"',
  '    if score >= 80:',
  '        return "B"',
  '    return "C"',
].join('\n');

const GREEN = '#dcfce7';

/** The centre of each node of a drawing, by its label. */
async function centres(nodes: Locator): Promise<Map<string, { x: number; y: number }>> {
  const out = new Map<string, { x: number; y: number }>();
  for (const node of await nodes.all()) {
    const label = (await node.locator('title').textContent()) ?? '';
    const box = await node.boundingBox();
    if (box) out.set(label, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  }
  return out;
}

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  return page.getByTestId('history-panel');
}

test.describe('version history and the Compare view (a plan that edits: the admin tier)', () => {
  let server: ServerWithAdmin;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServerWithAdmin();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('save three times, see them in History, compare the first with the last as a chart, export it, restore the first', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const owner = await signInByApi(api, server.admin.email, server.admin.password);
    const id = await createFlowchartByApi(api, owner.token, { title: 'Grades', code: V1 });
    const context = await browser.newContext({ baseURL: server.baseURL, acceptDownloads: true });
    const page = await context.newPage();
    await useSessionInPage(page, owner);

    // two more saves through the editor
    await editor.openWithState(page, { flowchartId: id });
    await expect(editor.code(page)).toContainText('score > 90');
    for (const code of [V2, V3]) {
      await editor.setCode(page, code);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('save-status')).toHaveText('Saved');
    }

    // History: newest first, who saved, when
    const history = await openHistory(page);
    const items = history.getByRole('list', { name: 'Versions' }).getByRole('button');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Version 3');
    await expect(items.first()).toContainText('Administrator');
    await expect(items.first()).toContainText(/just now|seconds? ago/);
    await items.last().click();
    await expect(history.getByTestId('version-code')).toContainText('score > 90');

    // Compare version 1 with the current code
    await history.getByRole('link', { name: 'Compare with current' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?flowchart=${id}&from=1&to=current`));
    const chart = page.getByTestId('diff-chart');
    await expect(chart.locator('svg')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^grade: Changed/ })).toBeVisible();
    await expect(page.getByTestId('diff-summary')).toContainText('added');

    // colours come from the SVG itself: added green, removed red and ghosted, changed amber
    const added = chart.locator('g.cf-node[data-diff="added"]');
    const removed = chart.locator('g.cf-node[data-diff="removed"]');
    const changed = chart.locator('g.cf-node[data-diff="changed"]');
    await expect(added.first()).toBeVisible();
    expect(await added.count()).toBeGreaterThanOrEqual(2); // the new test and return "C"
    await expect(removed.filter({ hasText: 'print("grading")' })).toHaveCount(1);
    await expect(removed.first()).toHaveAttribute('opacity', /0\.\d+/);
    await expect(changed.filter({ hasText: 'score >= 90' })).toHaveCount(1);
    await expect(added.first().locator('[fill]').first()).toHaveAttribute('fill', GREEN);
    await expect(chart.locator('.cf-legend-item')).toHaveCount(4);

    // a changed node selects its lines in both versions' code
    await changed.filter({ hasText: 'score >= 90' }).click();
    const panes = page.getByTestId('code-merge').locator('.cm-mergeViewEditor');
    await expect(panes).toHaveCount(2);
    for (const pane of await panes.all())
      await expect(pane.locator('.cm-selectionBackground').first()).toBeAttached();

    // both versions share one layout: every unchanged node is drawn once, in place
    const unchanged = await centres(chart.locator('g.cf-node[data-diff="unchanged"]'));
    expect(unchanged.size).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: test.info().outputPath('compare.png'), fullPage: true });

    // the export keeps the colours and the legend
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('group', { name: 'Export the comparison' })
        .getByRole('button', { name: 'SVG' })
        .click(),
    ]);
    const svg = await readFile(await download.path(), 'utf8');
    expect(svg).toContain('data-diff="added"');
    expect(svg).toContain(GREEN);
    expect(svg).toMatch(/added[\s\S]*removed[\s\S]*changed/);

    // the same pair drawn twice sits in the same places
    const before = await centres(chart.locator('g.cf-node[data-diff]'));
    await page.getByRole('combobox', { name: 'From' }).selectOption('2');
    await expect(chart.locator('g.cf-node[data-diff="removed"]')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'From' }).selectOption('1');
    await expect(
      chart.locator('g.cf-node[data-diff="changed"]', { hasText: 'score >= 90' }),
    ).toHaveCount(1);
    const after = await centres(chart.locator('g.cf-node[data-diff]'));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [label, c] of before) {
      expect(Math.abs(after.get(label)!.x - c.x), label).toBeLessThan(1);
      expect(Math.abs(after.get(label)!.y - c.y), label).toBeLessThan(1);
    }

    // back to the editor: restore version 1, which keeps a fourth version
    await page.getByRole('link', { name: 'Back to the editor' }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await expect(page.getByTestId('code-merge')).toHaveCount(0);
    await expect(editor.code(page)).toContainText('score >= 80');
    const again = await openHistory(page);
    await again.getByRole('list', { name: 'Versions' }).getByRole('button').last().click();
    await again.getByRole('button', { name: 'Restore' }).click();
    const confirm = page.getByTestId('restore-version-dialog');
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(editor.code(page)).toContainText('score > 90');
    const list = await api.get(`/api/flowcharts/${id}/versions`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(((await list.json()) as { total: number }).total).toBe(4);
    await context.close();
  });

  test('two pasted codes compare without saving anything; identical code says so', async ({
    browser,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const owner = await signInByApi(api, server.admin.email, server.admin.password);
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await useSessionInPage(page, owner);
    await page.goto('/compare');
    await expect(page.getByRole('heading', { name: 'Compare', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeDisabled();
    await page.getByLabel('Old code', { exact: true }).fill(V1);
    await page.getByLabel('New code', { exact: true }).fill(V1);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByTestId('diff-summary')).toHaveText(
      'No differences: both versions draw the same charts.',
    );
    await page.getByLabel('New code', { exact: true }).fill(V3);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(
      page.getByTestId('diff-chart').locator('g.cf-node[data-diff="added"]').first(),
    ).toBeVisible({
      timeout: 20_000,
    });
    await context.close();
  });
});
