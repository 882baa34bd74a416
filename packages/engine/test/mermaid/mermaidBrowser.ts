/**
 * The real Mermaid (the UMD bundle the web app's version ships) in headless system Chromium:
 * Mermaid needs a DOM to render, so parse + render happen in one blank page.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from '@playwright/test';

export const CHROMIUM = '/usr/bin/chromium';
/** pages rendering in parallel (the machine has two cores) */
const PAGES = 2;

export type RenderFailure = { index: number; stage: 'parse' | 'render'; message: string };

export type MermaidBrowser = {
  /** Parses and renders every text in order; returns the failures (empty = all rendered). */
  check: (texts: string[]) => Promise<RenderFailure[]>;
  close: () => Promise<void>;
};

type MermaidApi = {
  initialize: (config: Record<string, unknown>) => void;
  parse: (text: string) => Promise<unknown>;
  render: (id: string, text: string) => Promise<{ svg: string }>;
};

export async function openMermaid(): Promise<MermaidBrowser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install it with \`apt-get install chromium\` (browser downloads do not work here)`,
    );
  }
  const bundle = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const pages = await Promise.all(
      Array.from({ length: PAGES }, async () => {
        // one context per page: separate renderer processes render in parallel
        const page = await (await browser.newContext()).newPage();
        await page.setContent('<!doctype html><html><body></body></html>');
        await page.addScriptTag({ path: bundle });
        await page.evaluate(() => {
          const mermaid = (globalThis as unknown as { mermaid: MermaidApi }).mermaid;
          // the defaults (maxEdges 500, maxTextSize 50,000, securityLevel strict) are the app's
          mermaid.initialize({ startOnLoad: false });
        });
        return page;
      }),
    );
    let next = 0;
    return {
      check: async (texts) => {
        const first = next;
        next += texts.length;
        // text i goes to page i % PAGES
        const shares = pages.map((page, p) => {
          const indexes = texts.map((_, i) => i).filter((i) => i % PAGES === p);
          return renderIn(
            page,
            indexes.map((i) => texts[i]!),
            first + p * texts.length,
          ).then((failures) => failures.map((f) => ({ ...f, index: indexes[f.index]! })));
        });
        return (await Promise.all(shares)).flat().sort((a, b) => a.index - b.index);
      },
      close: () => browser.close(),
    };
  } catch (err) {
    await browser.close();
    throw err;
  }
}

/** Parses and renders `texts` one by one in `page`; ids are `m<first + i>`. */
function renderIn(page: Page, texts: string[], first: number): Promise<RenderFailure[]> {
  return page.evaluate(
    async ({ texts, first }) => {
      const mermaid = (globalThis as unknown as { mermaid: MermaidApi }).mermaid;
      const failures: RenderFailure[] = [];
      for (let i = 0; i < texts.length; i++) {
        const text = texts[i]!;
        let stage: RenderFailure['stage'] = 'parse';
        try {
          await mermaid.parse(text);
          stage = 'render';
          const { svg } = await mermaid.render(`m${first + i}`, text);
          if (!svg.includes('<svg')) throw new Error('render returned no <svg>');
          // an error diagram renders instead of throwing in some versions
          if (svg.includes('Syntax error in text')) throw new Error('rendered an error diagram');
        } catch (err) {
          failures.push({
            index: i,
            stage,
            message: err instanceof Error ? err.message : String(err),
          });
        }
        // render leaves temporary nodes behind; keep the page small
        // (the engine's tsconfig has no DOM lib: this callback runs in the page)
        (
          globalThis as unknown as { document: { body: { innerHTML: string } } }
        ).document.body.innerHTML = '';
      }
      return failures;
    },
    { texts, first },
  );
}
