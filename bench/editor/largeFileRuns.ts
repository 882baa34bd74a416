/// <reference lib="dom" />
/**
 * The large files in the editor. 1,000 lines (`big600` first, `big400` last): pasted with
 * the caret left at the end, the first chart drawn is the 400-node function's (first chart, budget
 * < 1 s); Ctrl+Home moves the caret into the 604-node function, drawn for the first time (< 500
 * ms); then Ctrl+End / Ctrl+Home switch between the two already drawn charts (< 100 ms each). 5,000
 * lines: pasted, first chart < 1.5 s; then typing in it (the editor stays responsive: input latency
 * while redraws run, keystroke -> redrawn chart). Times run from the input's timestamp in the page
 * to the drawing's insertion.
 */
import type { Browser, Page } from '@playwright/test';
import { report } from '../lib/report';
import {
  openEditor,
  pasteAndWait,
  pressAndWait,
  type GenerationPath,
  type Session,
} from './editorPage';
import { fiveThousandLineFile, thousandLineFile } from './largeFiles';
import { inputLatency, probes, settle } from './probes';
import { quantile, reportLatency, sortedOf } from './stats';

/** Types `count` digits then deletes them, `gapMs` apart, at the caret; returns the first key's index. */
async function typeBurst(page: Page, count: number, gapMs: number): Promise<number> {
  const from = (await probes(page)).keys.length;
  for (let i = 0; i < count * 2; i++) {
    await page.keyboard.press(i < count ? String((i % 9) + 1) : 'Backspace');
    await page.waitForTimeout(gapMs);
  }
  return from;
}

export async function largeFileRuns(
  browser: Browser,
  base: string,
  session: Session,
  path: GenerationPath,
  label: string,
): Promise<void> {
  await part(browser, base, session, path, label, thousandLines);
  await part(browser, base, session, path, label, fiveThousandLines);
}

type Part = (page: Page, label: string) => Promise<void>;

/** Runs one file's measurements in a fresh page; a failure is reported with what the page says. */
async function part(
  browser: Browser,
  base: string,
  session: Session,
  path: GenerationPath,
  label: string,
  run: Part,
): Promise<void> {
  const { context, page } = await openEditor(browser, base, session, path);
  try {
    await run(page, label);
  } catch (error) {
    // the old Mermaid editor, for one, refuses charts past 500 edges and says so on the page
    const said = await page
      .getByText(/could not be drawn|Failed|too large/i)
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null);
    console.log(
      `  ${label}: stopped: ${said ?? (error instanceof Error ? error.message : String(error))}`,
    );
  } finally {
    await context.close();
  }
}

const thousandLines: Part = async (page, label) => {
  {
    // warm-up: the grammar, Graphviz and the JIT, as for someone who has used the editor a moment
    await pasteAndWait(page, 'def warm(x):\n    if x:\n        return 1\n    return 2');
    await settle(page);
    const first = await pasteAndWait(page, thousandLineFile(), { minNodes: 300, timeout: 20_000 });
    report(
      `${label}: 1,000-line file, first chart (${first.nodes} nodes drawn)`,
      first.ms,
      'ms',
      '< 1 s',
    );
    await settle(page);
    const big = await pressAndWait(page, 'ControlOrMeta+Home');
    report(
      `${label}: 1,000-line file, 604-node function drawn (${big.nodes} nodes)`,
      big.ms,
      'ms',
      '< 500 ms',
    );
    await settle(page, 300);
    const switches: number[] = [];
    for (let i = 0; i < 6; i++) {
      const s = await pressAndWait(page, i % 2 === 0 ? 'ControlOrMeta+End' : 'ControlOrMeta+Home');
      switches.push(s.ms);
      await page.waitForTimeout(150);
    }
    const sw = sortedOf(switches);
    report(
      `${label}: switching between drawn charts median (of ${sw.length})`,
      quantile(sw, 0.5),
      'ms',
      '< 100 ms',
    );
    report(`${label}: switching between drawn charts max`, sw.at(-1) ?? NaN, 'ms', '< 100 ms');
    // typing in the 604-node function (its parameter `limit` on line 1) while it is redrawn
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await settle(page);
    const from = await typeBurst(page, 15, 80);
    await settle(page, 800);
    reportLatency(
      `${label}: typing in the 604-node function`,
      inputLatency(await probes(page), from),
    );
  }
};

const fiveThousandLines: Part = async (page, label) => {
  {
    await pasteAndWait(page, 'def warm(x):\n    if x:\n        return 1\n    return 2');
    await settle(page);
    const first = await pasteAndWait(page, fiveThousandLineFile(), { minNodes: 5 });
    report(
      `${label}: 5,000-line file, first chart (${first.nodes} nodes drawn)`,
      first.ms,
      'ms',
      '< 1.5 s',
    );
    await settle(page);
    // keystroke -> redrawn chart, one key at a time, in the last function
    const redraws: number[] = [];
    for (let i = 0; i < 10; i++) {
      redraws.push((await pressAndWait(page, i < 5 ? String(i + 1) : 'Backspace')).ms);
      await page.waitForTimeout(50);
    }
    const r = sortedOf(redraws);
    report(`${label}: 5,000-line file, keystroke -> redrawn chart median`, quantile(r, 0.5), 'ms');
    report(`${label}: 5,000-line file, keystroke -> redrawn chart p95`, quantile(r, 0.95), 'ms');
    await settle(page);
    const from = await typeBurst(page, 15, 80);
    await settle(page, 800);
    reportLatency(
      `${label}: typing in the 5,000-line file`,
      inputLatency(await probes(page), from),
    );
  }
};
