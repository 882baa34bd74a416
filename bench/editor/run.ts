/// <reference lib="dom" />
/**
 * Editor: keystroke -> redrawn flowchart SVG, in headless Chromium against the built app and
 * server, for a 100-line Python file. Two paths:
 *   - local: the engine in the browser's Web Worker (a team_member never calls the server)
 *   - server: POST /api/generate-flowchart, then Mermaid in the page
 * Each keystroke appends a digit to a number literal or, past 20 digits, deletes them one by one
 * (the chart changes every time), then waits for the page's `codeflow:render` event. Figures:
 * keystroke -> SVG (the budget; it includes the editor's adaptive typing pause, 50-300 ms, inside
 * which generation runs), keystroke -> the next painted frame, and the stages: the pause
 * (keystroke -> answer handed to drawing), generation, and drawing (Mermaid + DOM).
 * Prints figures; never fails on a time (docs/architecture.md#budgets). Run: npx tsx bench/editor/run.ts
 * Options: --no-build (reuse apps/web/dist and apps/server/dist), --keys N (default 30).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startBenchServer } from '../lib/benchServer';
import { run } from '../lib/process';
import { report } from '../lib/report';
import { hundredLinePython } from './hundredLinePython';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const KEYS = args.includes('--keys') ? Number(args[args.indexOf('--keys') + 1]) : 30;
const BUILD = !args.includes('--no-build');
const BUDGET = '< 150 ms';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

type Sample = {
  total: number;
  painted: number;
  /** keydown -> the answer handed to drawing (the typing pause, generation runs inside it) */
  pause: number;
  /** generation start -> answer */
  generate: number;
  /** answer handed to drawing -> SVG in the DOM */
  draw: number;
  mermaid: number;
  local: boolean;
};

type Render = { seq: number; at: number; painted?: number };

/**
 * Installs in-page probes: the time of the last keydown, and each render's time and seq, and when
 * the frame after it was painted (a task queued from the next animation frame runs after paint).
 */
async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __bench: { key: number; renders: Render[] } };
    w.__bench = { key: 0, renders: [] };
    document.addEventListener('keydown', () => (w.__bench.key = performance.now()), true);
    window.addEventListener('codeflow:render', (e) => {
      const render: Render = { ...(e as CustomEvent<{ seq: number; at: number }>).detail };
      w.__bench.renders.push(render);
      requestAnimationFrame(() => setTimeout(() => (render.painted = performance.now())));
    });
  });
}

async function renderCount(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __bench: { renders: unknown[] } }).__bench.renders.length,
  );
}

/** One keystroke: keydown -> render and its stages, in ms. */
async function keystroke(page: Page, key: string): Promise<Sample> {
  const before = await renderCount(page);
  await page.keyboard.press(key);
  await page.waitForFunction(
    (n) => (window as unknown as { __bench: { renders: unknown[] } }).__bench.renders.length > n,
    before,
    { timeout: 30_000, polling: 'raf' },
  );
  await page.waitForFunction(
    () =>
      (window as unknown as { __bench: { renders: Render[] } }).__bench.renders.at(-1)!.painted !==
      undefined,
    undefined,
    { timeout: 30_000 },
  );
  return page.evaluate(() => {
    const b = (window as unknown as { __bench: { key: number; renders: Render[] } }).__bench;
    const last = b.renders[b.renders.length - 1]!;
    const at = last.at;
    // (no named helper here: tsx would wrap it in __name, which the page does not have)
    const [started, answered, drawn] = [
      'codeflow:generate',
      'codeflow:generated',
      'codeflow:draw',
    ].map((name) => performance.getEntriesByName(name).at(-1)?.startTime ?? NaN) as [
      number,
      number,
      number,
    ];
    return {
      total: at - b.key,
      painted: last.painted! - b.key,
      pause: drawn - b.key,
      generate: answered - started,
      draw: at - drawn,
      mermaid: performance.getEntriesByName('codeflow:mermaid-render').at(-1)?.duration ?? NaN,
      local: document.querySelector('[data-testid="local-note"]') !== null,
    };
  });
}

async function measure(
  browser: Browser,
  base: string,
  session: { token: string; user: object },
  path: 'local' | 'server',
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await context.addInitScript(
    ({ s, local }) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
      // docs/product.md#roles-and-plans: a team_member generates in the browser only -> the local engine path
      if (local) localStorage.setItem('userInfo', JSON.stringify({ role: 'team_member' }));
      else localStorage.removeItem('userInfo');
    },
    { s: session, local: path === 'local' },
  );
  await installProbes(page);
  await page.goto(`${base}/editor`);
  const content = page.locator('.cm-content');
  await content.click();
  await page.keyboard.insertText(hundredLinePython);
  await page.waitForFunction(
    () => (window as unknown as { __bench: { renders: unknown[] } }).__bench.renders.length > 0,
    undefined,
    { timeout: 60_000 },
  );
  // the caret goes to the end of a number literal inside a function (`limit = 10` in primes())
  await content.locator('.cm-line', { hasText: 'limit = 10' }).first().click();
  await page.keyboard.press('End');
  // warm-up: JIT, Mermaid's first layout, the worker's grammar
  for (let i = 0; i < 3; i++) await keystroke(page, '1');
  let appended = 3;
  let adding = true;
  const samples: Sample[] = [];
  for (let i = 0; i < KEYS; i++) {
    // digits up to 20 appended, then Backspace back to 3, and again: every keystroke changes the
    // chart (the engine cuts labels at 60 characters, so endless digits would stop changing it)
    appended += adding ? 1 : -1;
    samples.push(await keystroke(page, adding ? String((i % 9) + 1) : 'Backspace'));
    if (appended >= 20) adding = false;
    else if (appended <= 3) adding = true;
    // a pause between keystrokes, as a person typing word by word
    await page.waitForTimeout(50);
  }
  const sorted = (pick: (s: Sample) => number) => samples.map(pick).sort((a, b) => a - b);
  const totals = sorted((s) => s.total);
  const viaLocal = samples.filter((s) => s.local).length;
  const label = path === 'local' ? 'local engine (Web Worker)' : 'server (POST generate)';
  report(`${label}: keystroke -> SVG median`, quantile(totals, 0.5), 'ms', BUDGET);
  report(`${label}: keystroke -> SVG p95`, quantile(totals, 0.95), 'ms', BUDGET);
  report(
    `${label}: keystroke -> next frame painted median`,
    quantile(
      sorted((s) => s.painted),
      0.5,
    ),
    'ms',
  );
  report(
    `${label}:   typing pause (keystroke -> drawing starts) median`,
    quantile(
      sorted((s) => s.pause),
      0.5,
    ),
    'ms',
  );
  report(
    `${label}:   generation (inside the pause) median`,
    quantile(
      sorted((s) => s.generate),
      0.5,
    ),
    'ms',
  );
  report(
    `${label}:   drawing (Mermaid+DOM) median`,
    quantile(
      sorted((s) => s.draw),
      0.5,
    ),
    'ms',
  );
  report(
    `${label}:     of which mermaid.render median`,
    quantile(
      sorted((s) => s.mermaid),
      0.5,
    ),
    'ms',
  );
  if (path === 'server' && viaLocal > 0) {
    console.log(
      `  note: ${viaLocal}/${samples.length} server-path samples fell back to the local engine`,
    );
  }
  await context.close();
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium missing at ${CHROMIUM} (apt-get install chromium)`);
  const webDist = path.join(root, 'apps/web/dist');
  if (BUILD) {
    await run('npm', ['run', 'build', '-w', 'apps/web'], root);
    await run(process.execPath, ['build.js'], path.join(root, 'apps/server'));
  }
  const server = await startBenchServer({ name: 'editor', webDist });
  const { base, session } = server;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    console.log(
      `Editor benchmark: ${KEYS} keystrokes per path, 100-line Python file, headless Chromium`,
    );
    for (const p of ['local', 'server'] as const) {
      try {
        await measure(browser, base, session, p);
      } catch (error) {
        console.log(
          `  ${p} path: could not measure: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
