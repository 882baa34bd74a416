import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { editor } from './support/editorPage';
import { signUpThroughApi, useSessionInPage } from './support/signInThroughApi';

const CODE = [
  'def factorial(n):',
  '    if n > 1:',
  '        return n * factorial(n - 1)',
  '    try:',
  '        print(n)',
  '    except ValueError:',
  '        raise',
  '    for i in range(n):',
  '        print(i)',
  '    return 1',
  '',
].join('\n');

async function openEditorWithChart(page: Page) {
  await page.goto('/editor');
  await editor.setCode(page, CODE);
  await editor.expectDrawn(page, ['n > 1']);
}

const shapeFill = (page: Page, text: string) =>
  editor
    .node(page, text)
    .first()
    .locator('.cf-shape')
    .evaluate((el) => getComputedStyle(el).fill);

test.describe('themes', () => {
  test.beforeEach(async ({ page, request }) => {
    await useSessionInPage(page, await signUpThroughApi(request, 'Theme Tester'));
  });

  for (const theme of ['light', 'dark', 'contrast'] as const) {
    test(`the editor with a chart drawn has no axe violations in the ${theme} theme`, async ({
      page,
    }) => {
      await page.addInitScript((t) => localStorage.setItem('codeflow.theme', t), theme);
      await openEditorWithChart(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) })),
      ).toEqual([]);
    });
  }

  test('the theme is chosen in the header, kept across a reload, and repaints the chart', async ({
    page,
  }) => {
    await openEditorWithChart(page);
    const light = await shapeFill(page, 'n > 1');
    expect(light).toBe('rgb(255, 251, 235)'); // amber-50, as exported
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await shapeFill(page, 'n > 1')).toBe('rgb(69, 26, 3)');
    const background = await page.locator('.cm-editor').evaluate((el) => {
      return getComputedStyle(el).backgroundColor;
    });
    expect(background).toBe('rgb(15, 23, 42)');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
  });

  test('System follows the device: dark and more contrast', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/editor');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('system');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ contrast: 'more' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
  });
});
