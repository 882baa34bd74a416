/// <reference lib="dom" />
/**
 * Run and replay in headless Chromium against the built app and server (issue 25 item 5,
 * decision 041): Pyodide's first load and its load from the browser cache (a new page), the
 * recording of 100,000 steps of a Python loop and of a JavaScript loop, and moving one step on a
 * ~100-node chart (click → next frame; long tasks while scrubbing the slider). `--busy` runs two
 * CPU-bound processes beside it. Each figure is taken `--runs` times (a fresh browser context for
 * each first load) and printed as median and p95, with the load average. Also prints how the
 * server sends Pyodide's files (type, encoding, caching). Never fails on a time.
 * Run: npx tsx bench/run/run.ts [--no-build] [--busy] [--runs 3]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { openEditor } from '../editor/editorPage';
import { startBenchServer } from '../lib/benchServer';
import { run } from '../lib/process';
import {
  PYODIDE_FILES,
  PYODIDE_PATH,
  PYODIDE_SNAPSHOT,
} from '../../apps/web/src/features/editor/run/pyodideAssets';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const BUSY = args.includes('--busy');
const BUILD = !args.includes('--no-build');
const RUNS = Number(args[args.indexOf('--runs') + 1] ?? '') || 3;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Chromium's frame interval (60 Hz, headless too) */
const FRAME_MS = 1000 / 60;

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

/** One step's times: input → painted frame, and the main thread's work in it. */
type StepTimes = { painted: number; script: number; frame: number };

/**
 * Click Step forward 60 times and time each honestly (a step must be visible within a frame):
 * `painted` runs from just before the click to a task posted from the next frame's first
 * animation-frame callback, which runs only after that frame's style, layout and paint (so it
 * includes the wait for the frame); `script` is the click's handlers with React's render, commit
 * and effects (flushed in a microtask for a click), `frame` that frame's own work (other rAF
 * callbacks such as CodeMirror's measure, style, layout, paint). The work, script + frame, must
 * fit in a frame (< 16 ms) for the step to be shown by the next frame. Rasterising and
 * compositing run off the main thread and are not in these figures. Then long tasks over a scrub.
 */
async function stepMoves(page: Page): Promise<{ times: StepTimes[]; longTasks: number[] }> {
  await page.getByRole('button', { name: 'Restart' }).click();
  const times = await page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find(
      // its accessible name: the compact bar shows a symbol
      (b) => (b.getAttribute('aria-label') ?? b.textContent) === 'Step forward',
    ) as HTMLButtonElement;
    const out: { painted: number; script: number; frame: number }[] = [];
    for (let i = 0; i < 60; i++) {
      // start just after a frame was painted, so the step is drawn by the next one
      await new Promise((resolve) => {
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(null);
        });
      });
      let frameStart = 0;
      // asked for before the click: the first rAF callback of the next frame
      const painted = new Promise<number>((resolve) => {
        requestAnimationFrame(() => {
          frameStart = performance.now();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        });
      });
      const t0 = performance.now();
      button.click();
      await Promise.resolve(); // React's microtask (render, commit, effects) ran before this
      const scriptEnd = performance.now();
      const end = await painted;
      out.push({ painted: end - t0, script: scriptEnd - t0, frame: end - frameStart });
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
  return { times, longTasks };
}

/** "median X ms, p95 Y ms (n)" of some times. */
function spread(times: number[]): string {
  const sorted = [...times].filter((t) => Number.isFinite(t)).sort((a, b) => a - b);
  const pick = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const ms = (t: number) => (t >= 100 ? `${Math.round(t)}` : t.toFixed(1));
  return `median ${ms(pick(0.5))} ms, p95 ${ms(pick(0.95))} ms (n=${sorted.length})`;
}

/** How the server sends Pyodide's files: what streaming compilation and caching depend on. */
async function pyodideHeaders(base: string): Promise<void> {
  for (const name of [...PYODIDE_FILES, PYODIDE_SNAPSHOT]) {
    const response = await fetch(`${base}${PYODIDE_PATH}${name}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    const h = (k: string) => response.headers.get(k) ?? '-';
    console.log(
      `  ${name}: ${response.status} ${h('content-type')}, encoding ${h('content-encoding')}, ${(bytes / 1e6).toFixed(2)} MB unpacked, cache-control ${h('cache-control')}`,
    );
  }
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
    await pyodideHeaders(server.base);
    const firsts: number[] = [];
    const cached: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      // a fresh context: empty HTTP cache and Cache Storage
      const fresh = await openEditor(browser, server.base, server.session, 'server');
      await setCode(fresh.page, 'print("hello")');
      firsts.push((await runOnce(fresh.page)).ready);
      await fresh.page.reload();
      await setCode(fresh.page, 'print("hello")');
      cached.push((await runOnce(fresh.page)).ready);
      await fresh.context.close();
      console.log(`  load ${i + 1}: first ${f(firsts[i] ?? NaN)}, cached ${f(cached[i] ?? NaN)}`);
    }
    console.log(`Pyodide first load, ready to run: ${spread(firsts)} (budget < 3 s)`);
    console.log(`Pyodide cached load (a new page, same browser): ${spread(cached)}`);

    const { context, page } = await openEditor(browser, server.base, server.session, 'server');
    await setCode(page, PY_LOOP);
    await runOnce(page); // Pyodide's load
    const py: number[] = [];
    let pySteps = '';
    for (let i = 0; i < RUNS; i++) {
      const one = await runOnce(page);
      py.push(one.record);
      pySteps = one.steps;
    }
    console.log(`Python loop, ${pySteps}: recorded in ${spread(py)} (budget < 2 s)`);
    await page.getByLabel('Language', { exact: true }).selectOption('javascript');
    await setCode(page, JS_LOOP);
    const js: number[] = [];
    const instrumenting: number[] = [];
    let jsSteps = '';
    for (let i = 0; i < RUNS; i++) {
      const one = await runOnce(page);
      js.push(one.record);
      instrumenting.push(one.ready);
      jsSteps = one.steps;
    }
    console.log(`JavaScript loop, ${jsSteps}: recorded in ${spread(js)} (budget < 0.5 s)`);
    console.log(`  (instrumenting it before the run: ${spread(instrumenting)})`);
    await page.getByLabel('Language', { exact: true }).selectOption('python');
    await setCode(page, hundredNodeProgram());
    await page.locator('g.cf-node[data-node-id]').nth(90).waitFor({ timeout: 60_000 });
    const nodes = await page.locator('g.cf-node[data-node-id]').count();
    const chart = await runOnce(page);
    const times: StepTimes[] = [];
    const longTasks: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const moves = await stepMoves(page);
      times.push(...moves.times);
      longTasks.push(...moves.longTasks);
    }
    console.log(`One step on a ${nodes}-node chart (${chart.steps}):`);
    const work = times.map((t) => t.script + t.frame);
    console.log(`  main-thread work (script + frame): ${spread(work)} (budget < 16 ms)`);
    console.log(`    script (click, React, effects): ${spread(times.map((t) => t.script))}`);
    console.log(`    frame (rAF, style, layout, paint): ${spread(times.map((t) => t.frame))}`);
    const late = times.filter((t) => t.painted > 1.5 * FRAME_MS).length;
    console.log(
      `  input → painted frame: ${spread(times.map((t) => t.painted))}; ${late} of ${times.length} missed the next frame`,
    );
    console.log(
      `Long tasks while scrubbing ${RUNS} × 100 positions: ${longTasks.length === 0 ? 'none' : `${longTasks.length}, longest ${Math.max(...longTasks)} ms (${longTasks.join(', ')})`} (budget: none over 50 ms)`,
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
