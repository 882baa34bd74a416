/// <reference lib="dom" />
/**
 * Run and replay in headless Chromium against the built app and server (issue 25 item 5,
 * decision 041): Pyodide's first load and its load from the browser cache (a new page), the
 * recording of 100,000 steps of a Python loop and of a JavaScript loop, and moving one step on a
 * ~100-node chart (click → next frame; long tasks while scrubbing the slider). `--busy` runs two
 * CPU-bound processes beside it. Prints figures; never fails on a time.
 * Run: npx tsx bench/run/run.ts [--no-build] [--busy]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { openEditor } from '../editor/editorPage';
import { startBenchServer } from '../lib/benchServer';
import { run } from '../lib/process';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const BUSY = args.includes('--busy');
const BUILD = !args.includes('--no-build');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const PY_LOOP = 's = 0\nfor i in range(50000):\n    s += i\n';
const JS_LOOP = 'let s = 0;\nfor (let i = 0; i < 50000; i++) {\n  s += i;\n}\n';

/** A Python function of about 100 nodes (33 if/else pairs in a loop), runnable. */
function hundredNodeProgram(): string {
  const lines = ['def walk(n):', '    total = 0', '    for i in range(n):'];
  for (let k = 2; k < 35; k++) {
    lines.push(
      `        if i % ${k} == 0:`,
      `            total += ${k}`,
      '        else:',
      '            total -= 1',
    );
  }
  lines.push('    return total', '', 'print(walk(12))');
  return lines.join('\n');
}

async function setCode(page: Page, code: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Runs the editor's program; answers the marks' spans: start→ready, ready→end, in ms. */
async function runOnce(page: Page): Promise<{ ready: number; record: number; steps: string }> {
  await page.evaluate(() => performance.clearMarks());
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByRole('button', { name: 'Stop' }).waitFor({ state: 'detached', timeout: 120_000 });
  // no named functions inside evaluate: tsx would wrap them in a helper the page lacks
  const [start, ready, end] = await page.evaluate(() =>
    ['codeflow-run:start', 'codeflow-run:ready', 'codeflow-run:end'].map(
      (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN,
    ),
  );
  const spans = { ready: (ready ?? NaN) - (start ?? NaN), record: (end ?? NaN) - (ready ?? NaN) };
  const steps = (await page.getByTestId('run-step').textContent()) ?? '';
  return { ...spans, steps };
}

/** Click Step forward N times, each timed to the next frame; then long tasks over a scrub. */
async function stepMoves(
  page: Page,
): Promise<{ median: number; p95: number; longTasks: number[] }> {
  await page.getByRole('button', { name: 'Restart' }).click();
  const times = await page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Step forward',
    ) as HTMLButtonElement;
    const out: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now();
      button.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      out.push(performance.now() - t0);
    }
    return out;
  });
  const longTasks = await page.evaluate(async () => {
    const seen: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.push(Math.round(e.duration));
    });
    observer.observe({ type: 'longtask', buffered: false });
    const slider = document.querySelector('input[aria-label="Step"]') as HTMLInputElement;
    const max = Number(slider.max);
    // React tracks the value it set: only the prototype's setter makes the input event a change
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the slider below
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (let i = 0; i < 100; i++) {
      setter?.call(slider, String(Math.round((i * max) / 100)));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    observer.disconnect();
    return seen;
  });
  const sorted = [...times].sort((a, b) => a - b);
  const pick = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: pick(0.5), p95: pick(0.95), longTasks };
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium missing at ${CHROMIUM}`);
  if (BUILD) {
    await run('npm', ['run', 'build', '-w', 'apps/web'], root);
    await run(process.execPath, ['build.js'], path.join(root, 'apps/server'));
  }
  const server = await startBenchServer({ name: 'run', webDist: path.join(root, 'apps/web/dist') });
  const busy: ChildProcess[] = BUSY
    ? [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }))
    : [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const f = (ms: number) => `${Math.round(ms)} ms`;
  try {
    console.log(
      `Run benchmark, headless Chromium${BUSY ? ', two busy processes beside it' : ''}; load average ${load()}`,
    );
    const { context, page } = await openEditor(browser, server.base, server.session, 'server');
    await setCode(page, 'print("hello")');
    const first = await runOnce(page);
    console.log(`Pyodide first load, ready to run: ${f(first.ready)} (budget < 3 s)`);
    await page.reload();
    await setCode(page, 'print("hello")');
    const cached = await runOnce(page);
    console.log(`Pyodide from the browser cache (new page): ${f(cached.ready)}`);
    await setCode(page, PY_LOOP);
    const py = await runOnce(page);
    console.log(`Python loop, ${py.steps}: recorded in ${f(py.record)} (budget < 2 s)`);
    await page.getByLabel('Language', { exact: true }).selectOption('javascript');
    await setCode(page, JS_LOOP);
    const js = await runOnce(page);
    console.log(
      `JavaScript loop, ${js.steps}: recorded in ${f(js.record)} after instrumenting in ${f(js.ready)} (budget < 0.5 s)`,
    );
    await page.getByLabel('Language', { exact: true }).selectOption('python');
    await setCode(page, hundredNodeProgram());
    await page.locator('g.cf-node[data-node-id]').nth(90).waitFor({ timeout: 60_000 });
    const nodes = await page.locator('g.cf-node[data-node-id]').count();
    const chart = await runOnce(page);
    const moves = await stepMoves(page);
    console.log(
      `One step on a ${nodes}-node chart (${chart.steps}): click → next frame median ${moves.median.toFixed(1)} ms, p95 ${moves.p95.toFixed(1)} ms (budget < 16 ms); long tasks while scrubbing 100 positions: ${moves.longTasks.length === 0 ? 'none' : moves.longTasks.join(', ') + ' ms'}`,
    );
    await context.close();
    console.log(`load average at the end ${load()}`);
  } finally {
    await browser.close();
    await server.stop();
    for (const child of busy) child.kill();
  }
}

await main();
