/**
 * Editor speed in headless Chromium against the built app and server (issue: "Speed, measured in
 * bench/editor"). Scenarios (`--scenario`, default both):
 *   - keystroke: keystroke -> redrawn chart on a 100-line file or function, and the input latency
 *     of keys typed while redraws run (keystrokes.ts);
 *   - large: a 1,000-line file (first chart with a 400-node function, a 604-node function drawn,
 *     switching between drawn charts, typing) and a 5,000-line file (first chart, typing)
 *     (largeFileRuns.ts).
 * Paths (`--paths`, default both): local = the engine in the browser's Web Worker (a team_member
 * never calls the server), server = POST /api/generate-flowchart.
 * `--busy` runs two CPU-bound processes beside it. `--web-dist DIR --label NAME` serves another
 * build of the web app (the Mermaid editor as it was before the renderer changed, for the
 * decision record's comparison). Prints figures; never fails on a time
 * (docs/architecture.md#budgets). Run: npx tsx bench/editor/run.ts [--no-build] [--keys N]
 * [--file function|elif] [--scenario keystroke|large] [--large 1k,5k,20k,2000-nodes]
 * [--paths local|server] [--busy] [--cpu-profile DIR]
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { startBenchServer } from '../lib/benchServer';
import { run } from '../lib/process';
import type { GenerationPath } from './editorPage';
import { elifFunction } from './elifFunction';
import { hundredLineFunction } from './hundredLineFunction';
import { hundredLinePython } from './hundredLinePython';
import { keystrokeRun } from './keystrokes';
import { largeFileRuns, profiling } from './largeFileRuns';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const option = (name: string): string | undefined =>
  args.includes(name) ? args[args.indexOf(name) + 1] : undefined;
const KEYS = Number(option('--keys') ?? 30);
const WEB_DIST = option('--web-dist');
const BUILD = !args.includes('--no-build') && WEB_DIST === undefined;
/**
 * `--file function`: one 100-line function (~100 nodes) instead of the 11-function file; `--file
 * elif`: one 100-line function of 24 if/elif pairs (issue 23 item 6)
 */
const FILE = option('--file') ?? 'functions';
const SOURCES: Record<string, { source: string; title: string }> = {
  functions: { source: hundredLinePython, title: '100-line Python file (11 functions)' },
  function: { source: hundredLineFunction, title: 'one 100-line Python function' },
  elif: { source: elifFunction, title: 'one 100-line Python function of 24 if/elif pairs' },
};
/** `--large 5k,20k`: the parts of the large scenario to run (default all) */
const LARGE = option('--large')?.split(',');
const BUSY = args.includes('--busy');
profiling.dir = option('--cpu-profile');
const SCENARIOS = (option('--scenario') ?? 'keystroke,large').split(',');
const PATHS = (option('--paths') ?? 'local,server')
  .split(',')
  .filter((p): p is GenerationPath => p === 'local' || p === 'server');
const APP = option('--label') ?? (WEB_DIST ? path.basename(path.dirname(WEB_DIST)) : 'graphviz');

const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium missing at ${CHROMIUM} (apt-get install chromium)`);
  const webDist = WEB_DIST ?? path.join(root, 'apps/web/dist');
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
      `Editor benchmark (${APP}), headless Chromium${BUSY ? ', two busy processes beside it' : ''}; load average ${load()}`,
    );
    for (const p of PATHS) {
      const label = `${APP} ${p === 'local' ? 'local engine' : 'server'}${BUSY ? ', busy' : ''}`;
      for (const scenario of SCENARIOS) {
        try {
          if (scenario === 'keystroke') {
            const file = SOURCES[FILE];
            if (!file) throw new Error(`--file ${FILE}: one of ${Object.keys(SOURCES).join(', ')}`);
            console.log(`-- ${KEYS} keystrokes, ${file.title}`);
            await keystrokeRun(browser, base, session, p, {
              source: file.source,
              keys: KEYS,
              label,
              budget: BUSY ? '< 200 ms' : '< 100 ms',
            });
          } else if (scenario === 'large') {
            console.log('-- large files');
            await largeFileRuns(browser, base, session, p, label, LARGE);
          }
        } catch (error) {
          console.log(
            `  ${label} ${scenario}: could not measure: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }
    console.log(`load average at the end ${load()}`);
  } finally {
    await browser?.close();
    await server.stop();
    for (const child of busy) child.kill();
  }
}

await main();
