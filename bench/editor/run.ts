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
import { spawn, type ChildProcess } from 'node:child_process';
import { hundredLineFunction } from './hundredLineFunction';
import { hundredLinePython } from './hundredLinePython';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const KEYS = args.includes('--keys') ? Number(args[args.indexOf('--keys') + 1]) : 30;
const BUILD = !args.includes('--no-build');
/** `--file function`: one 100-line function (~100 nodes) instead of the 11-function file */
const FILE =
  (args.includes('--file') ? args[args.indexOf('--file') + 1] : undefined) ?? 'functions';
const SOURCE = FILE === 'function' ? hundredLineFunction : hundredLinePython;
/** `--busy`: two CPU-bound processes run beside the browser (the "busy" figures) */
const BUSY = args.includes('--busy');
/** `--paths local` or `--paths server`: one path only */
const PATHS = (
  (args.includes('--paths') ? args[args.indexOf('--paths') + 1] : undefined) ?? 'local,server'
)
  .split(',')
  .filter((p): p is 'local' | 'server' => p === 'local' || p === 'server');
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
  /** answer handed to drawing -> SVG in the DOM (worker layout + insertion) */
  draw: number;
  /** the renderer worker's layout + SVG (off the main thread) */
  layout: number;
  /**
   * the longest main-thread task since the keystroke (typing is blocked that long at worst); the
   * Long Tasks API reports only tasks of 50 ms or more, so 0 means "none that long"
   */
  longTask: number;
  local: boolean;
};

type Render = { seq: number; at: number; painted?: number };

/**
 * Installs in-page probes: the time of the last keydown, and each render's time and seq, and when
 * the frame after it was painted (a task queued from the next animation frame runs after paint).
 */
async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __bench: { key: number; renders: Render[]; longTask: number };
    };
    w.__bench = { key: 0, renders: [], longTask: 0 };
    document.addEventListener(
      'keydown',
      () => {
        w.__bench.key = performance.now();
        w.__bench.longTask = 0;
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__bench.longTask = Math.max(w.__bench.longTask, e.duration);
    }).observe({ type: 'longtask', buffered: false });
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
    const b = (
      window as unknown as { __bench: { key: number; renders: Render[]; longTask: number } }
    ).__bench;
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
      layout: performance.getEntriesByName('codeflow:layout').at(-1)?.duration ?? NaN,
      longTask: b.longTask,
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
  await page.keyboard.insertText(SOURCE);
  await page.waitForFunction(
    () => (window as unknown as { __bench: { renders: unknown[] } }).__bench.renders.length > 0,
    undefined,
    { timeout: 60_000 },
  );
  // the caret goes to the end of a number literal inside a function (`limit = 10`)
  await content.locator('.cm-line', { hasText: 'limit = 10' }).first().click();
  await page.keyboard.press('End');
  // warm-up: JIT, Graphviz's first load, the worker's grammar
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
  const label = `${path === 'local' ? 'local engine (Web Worker)' : 'server (POST generate)'}${BUSY ? ', busy' : ''}`;
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
    `${label}:   drawing (worker layout + DOM) median`,
    quantile(
      sorted((s) => s.draw),
      0.5,
    ),
    'ms',
  );
  report(
    `${label}:     of which Graphviz layout + SVG in the worker median`,
    quantile(
      sorted((s) => s.layout),
      0.5,
    ),
    'ms',
  );
  report(
    `${label}: longest main-thread long task (>= 50 ms) p95`,
    quantile(
      sorted((s) => s.longTask),
      0.95,
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
  const busy: ChildProcess[] = BUSY
    ? [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }))
    : [];
  const { base, session } = server;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    console.log(
      `Editor benchmark: ${KEYS} keystrokes per path, ${FILE === 'function' ? 'one 100-line Python function' : '100-line Python file'}, headless Chromium${BUSY ? ', two busy processes beside it' : ''}`,
    );
    for (const p of PATHS) {
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
    for (const child of busy) child.kill();
  }
}

await main();
