/// <reference lib="dom" />
/** Opens the editor signed in, on one generation path, with the probes installed. */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { installProbes, renderCount, waitForRender, type ProbeState } from './probes';

export type GenerationPath = 'local' | 'server';
export type Session = { token: string; user: object };

export async function openEditor(
  browser: Browser,
  base: string,
  session: Session,
  path: GenerationPath,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await context.addInitScript(
    ({ s, local }) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
      // docs/product.md#roles-and-plans: a team_member generates in the browser only -> the local engine path
      if (local) {
        localStorage.setItem('userInfo', JSON.stringify({ role: 'team_member' }));
        // the app writes userInfo from the signed-in admin's session on start: keep the role a
        // team_member's, or the "local" path silently measures the server (as it did until
        // 2026-11-27)
        const proto = Storage.prototype;
        const setItem = Object.getOwnPropertyDescriptor(proto, 'setItem')!.value as (
          this: Storage,
          key: string,
          value: string,
        ) => void;
        proto.setItem = function (this: Storage, key: string, value: string) {
          const next =
            key === 'userInfo'
              ? JSON.stringify({ ...(JSON.parse(value) as object), role: 'team_member' })
              : value;
          setItem.call(this, key, next);
        };
      } else localStorage.removeItem('userInfo');
    },
    { s: session, local: path === 'local' },
  );
  await installProbes(page);
  await page.goto(`${base}/editor`);
  await page.locator('.cm-content').click();
  return { context, page };
}

/**
 * Replaces the editor's text with `code` by a paste and waits for the first
 * drawing after it. Returns the time from the input to that drawing, in ms, and how many nodes it
 * drew. With `nodes`, waits on (up to `timeout`) for a drawing of at least that many nodes.
 */
export async function pasteAndWait(
  page: Page,
  code: string,
  options: { minNodes?: number; timeout?: number } = {},
): Promise<{ ms: number; nodes: number }> {
  const before = await renderCount(page);
  await page.keyboard.press('ControlOrMeta+a');
  // a paste as the browser delivers it (CodeMirror reads the event's clipboard data); the time
  // is taken in the page right before. (Playwright's insertText types the text through the
  // browser's editing commands instead: 3.2 s of native work for 1,000 lines, which no paste costs.)
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    (window as unknown as { __bench: ProbeState }).__bench.input = performance.now();
    document
      .querySelector('.cm-content')!
      .dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
  }, code);
  let seen = before;
  const deadline = Date.now() + (options.timeout ?? 60_000);
  for (;;) {
    await waitForRender(page, seen, Math.max(1, deadline - Date.now()));
    const result = await page.evaluate(() => {
      const b = (window as unknown as { __bench: ProbeState }).__bench;
      const last = b.renders.at(-1)!;
      return { ms: last.at - b.input, nodes: last.nodes, count: b.renders.length };
    });
    if (result.nodes >= (options.minNodes ?? 0) || Date.now() > deadline) return result;
    seen = result.count;
  }
}

/**
 * Presses `key` and waits for the drawing it causes; returns keydown -> drawing (ms) and the
 * nodes drawn.
 */
export async function pressAndWait(
  page: Page,
  key: string,
): Promise<{ ms: number; nodes: number }> {
  const before = await renderCount(page);
  await page.keyboard.press(key);
  await waitForRender(page, before);
  return page.evaluate(() => {
    const b = (window as unknown as { __bench: ProbeState }).__bench;
    const last = b.renders.at(-1)!;
    return { ms: last.at - b.keys.at(-1)!.t, nodes: last.nodes };
  });
}
