/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: they use its globals (document, DataTransfer).
import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers that drive /editor the way a user does. */
export const editor = {
  code: (page: Page): Locator => page.locator('.cm-content'),
  diagram: (page: Page): Locator => page.getByTestId('flowchart-svg').locator('svg'),
  node: (page: Page, text: string): Locator =>
    page.getByTestId('flowchart-svg').locator('g.cf-node[data-node-id]', { hasText: text }),

  /** Replaces the editor's text (insertText: no auto-indent, like a paste). */
  async setCode(page: Page, code: string): Promise<void> {
    const content = editor.code(page);
    await content.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(code);
  },

  /** Pastes `text` where the cursor is, as a clipboard paste does (a paste event CodeMirror reads). */
  async paste(page: Page, text: string): Promise<void> {
    await editor.code(page).click();
    await page.evaluate((t) => {
      const data = new DataTransfer();
      data.setData('text/plain', t);
      document
        .querySelector('.cm-content')
        ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, text);
  },

  /** Waits until the drawing shows every text. */
  async expectDrawn(page: Page, texts: string[]): Promise<void> {
    for (const text of texts) await expect(editor.node(page, text).first()).toBeVisible();
  },

  /** The text selected in CodeMirror (it mirrors its selection into the DOM while focused). */
  selectedText: (page: Page): Promise<string> =>
    page.evaluate(() => document.getSelection()?.toString() ?? ''),

  /** Opens /editor with navigation state, as the dashboard's View/Edit buttons do. */
  async openWithState(page: Page, state: Record<string, unknown>): Promise<void> {
    await page.goto('/editor');
    await page.evaluate((usr) => {
      // React Router keeps navigation state in history.state.usr
      history.replaceState({ usr, key: 'e2e', idx: 0 }, '', '/editor');
    }, state);
    await page.reload();
  },
};
