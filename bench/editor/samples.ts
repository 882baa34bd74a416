/// <reference lib="dom" />
/**
 * The editor's first-run sample programs drawn both ways (decision 015): the old Mermaid editor
 * and the Graphviz editor, in headless Chromium at the editor's default view (1440×900).
 *
 * 1. Screenshots (with `--shots DIR`): each sample typed into the built editor of this checkout
 *    (`apps/web/dist`, Graphviz) and into a build of the app just before the switch (`--old-dist
 *    DIR/apps/web/dist`, Mermaid: `git worktree add DIR feace1f`, then `npm ci` and
 *    `npm run build -w apps/web` in DIR), both served by
 *    the current server bundle; saved as DIR/<lang>-mermaid.png and DIR/<lang>-graphviz.png.
 * 2. Figures, in one blank Chromium page on the main thread: `mermaid.render` of the engine's
 *    Mermaid text vs `writeSvg(await layoutFlowGraph(graph))` of its FlowGraph (the renderer
 *    bundled for the browser with esbuild), median and p95 of `--runs` after 2 warm-ups, the
 *    node count and the drawn size (SVG width×height) of both.
 * Prints figures; never fails on a time (docs/architecture.md#budgets).
 * Run: npx tsx bench/editor/samples.ts [--shots DIR] [--runs N] [--no-build] [--old-dist DIR]
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { generateFlowchart, type FlowGraph } from '@codeflow/engine/node';
import { SAMPLE_PROGRAMS } from '../../apps/web/src/features/editor/samplePrograms';
import { startBenchServer, type BenchServer } from '../lib/benchServer';
import { run } from '../lib/process';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const option = (name: string): string | undefined =>
  args.includes(name) ? args[args.indexOf(name) + 1] : undefined;
const RUNS = Number(option('--runs') ?? 20);
const SHOTS = option('--shots');
const OLD_DIST = option('--old-dist');
const BUILD = !args.includes('--no-build');
const WARMUPS = 2;
const VIEWPORT = { width: 1440, height: 900 };
/** the screenshots are committed to the repository: one above this is retaken at device scale 1 */
const MAX_PNG_BYTES = 400 * 1024;

/** The six languages with a real engine ("other" draws a per-line chart, not a program). */
const LANGUAGES = ['python', 'c', 'cpp', 'java', 'javascript', 'typescript'] as const;
type Language = (typeof LANGUAGES)[number];
/** samples whose first line is outside the program's main chart (includes, a class) */
const LOOP_SHOTS: readonly Language[] = ['c', 'cpp', 'java'];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const ms = (v: number) => (v >= 100 ? `${Math.round(v)} ms` : `${v.toFixed(1)} ms`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

type Editor = { name: 'mermaid' | 'graphviz'; webDist: string };

/** Number of `codeflow:render` events the page has fired (the probe is installed at load). */
async function renderCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __renders: number }).__renders);
}

/** Waits until the page has drawn again after `before` renders and then stayed quiet 500 ms. */
async function settle(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (n) => (window as unknown as { __renders: number }).__renders > n,
    before,
    { timeout: 60_000 },
  );
  let seen = await renderCount(page);
  for (;;) {
    await page.waitForTimeout(500);
    const now = await renderCount(page);
    if (now === seen) return;
    seen = now;
  }
}

/**
 * The size node labels are shown at, in CSS px, per chart SVG in the page: the label's font size
 * times the SVG's scale on screen (its box over its viewBox, which includes the pane's zoom).
 * Mermaid's labels are HTML in a foreignObject (`.nodeLabel`), ours SVG text in a node group.
 */
async function chartFontSizes(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const sizes: number[] = [];
    for (const svg of Array.from(document.querySelectorAll('svg'))) {
      const box = svg.viewBox.baseVal as DOMRect | null;
      const rect = svg.getBoundingClientRect();
      if (!box || box.width < 50 || rect.width < 50) continue;
      const label = svg.querySelector('.nodeLabel, [data-node-id] text');
      if (!label) continue;
      const scale = Math.min(rect.width / box.width, rect.height / box.height);
      sizes.push(parseFloat(getComputedStyle(label).fontSize) * scale);
    }
    return sizes;
  });
}

/** Saves the viewport as `file` and prints its size and the on-screen label size; its bytes. */
async function shoot(page: Page, file: string, scale: number): Promise<number> {
  await page.screenshot({ path: file });
  const fonts = await chartFontSizes(page);
  const size = statSync(file).size;
  console.log(
    `  ${path.relative(process.cwd(), file)}  ${Math.round(size / 1024)} KB (device scale ${scale}); node text on screen: ${fonts.map((f) => `${f.toFixed(1)} px`).join(', ') || 'none found'}`,
  );
  return size;
}

/**
 * Types one sample into the editor and screenshots it with the cursor on the first line, and, for
 * LOOP_SHOTS in the Graphviz editor, again with the cursor on the loop (there the first line is in
 * a chart of includes or an empty class, and the program's main chart is out of view). Returns
 * the largest file's bytes.
 */
async function shootSample(
  browser: Browser,
  server: BenchServer,
  editor: Editor,
  language: Language,
  dir: string,
  scale: number,
): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: scale });
  try {
    await context.addInitScript((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
      const w = window as unknown as { __renders: number };
      w.__renders = 0;
      window.addEventListener('codeflow:render', () => (w.__renders += 1));
    }, server.session);
    const page = await context.newPage();
    await page.goto(`${server.base}/editor`);
    await page.locator('#flowchart-language').selectOption(language);
    const content = page.locator('.cm-content');
    await content.click();
    await page.keyboard.press('ControlOrMeta+a');
    const before = await renderCount(page);
    await page.keyboard.insertText(SAMPLE_PROGRAMS[language]);
    await settle(page, before);
    // the cursor on the first line: the Graphviz editor brings the chart holding it into view
    await page.keyboard.press('ControlOrMeta+Home');
    await page.waitForTimeout(700);
    let largest = await shoot(page, path.join(dir, `${language}-${editor.name}.png`), scale);
    if (editor.name === 'graphviz' && LOOP_SHOTS.includes(language)) {
      await content
        .locator('.cm-line', { hasText: /^\s*for\b/ })
        .first()
        .click();
      await page.waitForTimeout(700);
      const file = path.join(dir, `${language}-${editor.name}-loop.png`);
      largest = Math.max(largest, await shoot(page, file, scale));
    }
    return largest;
  } finally {
    await context.close();
  }
}

async function screenshots(browser: Browser, editor: Editor, dir: string): Promise<void> {
  const server = await startBenchServer({
    name: `samples-${editor.name}`,
    webDist: editor.webDist,
  });
  try {
    for (const language of LANGUAGES) {
      // committed to the repository: a shot over MAX_PNG_BYTES is retaken at device scale 1
      if ((await shootSample(browser, server, editor, language, dir, 2)) > MAX_PNG_BYTES)
        await shootSample(browser, server, editor, language, dir, 1);
    }
  } finally {
    await server.stop();
  }
}

/** The renderer (`packages/engine/src/render`) as one browser script defining `CodeflowRender`. */
async function rendererBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'packages/engine/src/render/index.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'CodeflowRender',
    platform: 'browser',
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

type Timing = { times: number[]; width: number; height: number };

/** Times drawing in the page: Mermaid's text (`mermaid`) or the FlowGraph (`graphviz`). */
async function timeDrawing(
  page: Page,
  engine: 'mermaid' | 'graphviz',
  input: { text: string; graph: FlowGraph },
  runs: number,
): Promise<Timing> {
  return page.evaluate(
    async ({ engine, text, graph, runs, warmups }) => {
      type Mermaid = {
        render: (id: string, text: string) => Promise<{ svg: string }>;
      };
      type Render = {
        layoutFlowGraph: (g: unknown) => Promise<unknown>;
        writeSvg: (scene: unknown) => string;
      };
      const w = window as unknown as { mermaid: Mermaid; CodeflowRender: Render };
      const times: number[] = [];
      let svg = '';
      for (let i = 0; i < warmups + runs; i++) {
        const start = performance.now();
        if (engine === 'mermaid') svg = (await w.mermaid.render(`m${i}`, text)).svg;
        else svg = w.CodeflowRender.writeSvg(await w.CodeflowRender.layoutFlowGraph(graph));
        if (i >= warmups) times.push(performance.now() - start);
      }
      // the drawn size: Mermaid sets only a viewBox (and max-width), ours width/height too
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
      const box = (doc.getAttribute('viewBox') ?? '0 0 0 0').split(/[\s,]+/).map(Number);
      return { times, width: box[2] ?? NaN, height: box[3] ?? NaN };
    },
    { engine, text: input.text, graph: input.graph, runs, warmups: WARMUPS },
  );
}

async function figures(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: path.join(root, 'node_modules/mermaid/dist/mermaid.min.js') });
  await page.evaluate(() =>
    (window as unknown as { mermaid: { initialize: (c: object) => void } }).mermaid.initialize({
      startOnLoad: false,
    }),
  );
  await page.addScriptTag({ content: await rendererBundle() });
  console.log(
    `\nDrawing one whole sample on the page's main thread, ${RUNS} runs after ${WARMUPS} warm-ups: median (p95); drawn size = the SVG's viewBox in px`,
  );
  const rows: string[][] = [
    ['sample', 'nodes', 'Mermaid render', 'Graphviz + our SVG', 'Mermaid size', 'Graphviz size'],
  ];
  for (const language of LANGUAGES as readonly Language[]) {
    const result = await generateFlowchart({ code: SAMPLE_PROGRAMS[language], language });
    if (!result.graph) {
      console.log(`  ${language}: no graph (${result.error ?? 'unknown error'})`);
      continue;
    }
    const input = { text: result.flowchart, graph: result.graph };
    const mermaid = await timeDrawing(page, 'mermaid', input, RUNS);
    const graphviz = await timeDrawing(page, 'graphviz', input, RUNS);
    const cell = (t: Timing) => {
      const sorted = [...t.times].sort((a, b) => a - b);
      return `${ms(quantile(sorted, 0.5))} (${ms(quantile(sorted, 0.95))})`;
    };
    const size = (t: Timing) => `${Math.round(t.width)}×${Math.round(t.height)}`;
    rows.push([
      language,
      String(result.graph.nodes.length),
      cell(mermaid),
      cell(graphviz),
      size(mermaid),
      size(graphviz),
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(`  ${row.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`);
  await page.close();
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium missing at ${CHROMIUM} (apt-get install chromium)`);
  console.log(`Sample programs drawn both ways; load average at start: ${load()}`);
  const newDist = path.join(root, 'apps/web/dist');
  if (BUILD && SHOTS) {
    await run('npm', ['run', 'build', '-w', 'apps/web'], root);
    await run(process.execPath, ['build.js'], path.join(root, 'apps/server'));
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    if (SHOTS) {
      const dir = path.resolve(SHOTS);
      mkdirSync(dir, { recursive: true });
      const editors: Editor[] = [{ name: 'graphviz', webDist: newDist }];
      if (OLD_DIST !== undefined && existsSync(path.join(OLD_DIST, 'index.html')))
        editors.unshift({ name: 'mermaid', webDist: OLD_DIST });
      else console.log(`  no old (Mermaid) build (--old-dist): its screenshots are skipped`);
      for (const editor of editors) {
        console.log(`Screenshots, ${editor.name} editor (${path.relative(root, editor.webDist)})`);
        await screenshots(browser, editor, dir);
      }
    }
    await figures(browser);
  } finally {
    await browser.close();
  }
  console.log(`load average at end: ${load()}`);
}

await main();
