/// <reference lib="dom" />
/**
 * Keystroke -> redrawn chart on a 100-line file, and typing while redraws run. Each measured
 * keystroke appends a digit to a number literal or, past 20 digits, deletes them one by one (the
 * chart changes every time), then waits for the page's `codeflow:render` event. Figures:
 * keystroke -> SVG (the budget; it includes the editor's adaptive typing pause, inside which
 * generation runs), keystroke -> the next painted frame, and the stages: the pause (keystroke ->
 * answer handed to drawing), generation, and drawing (worker layout + DOM). Then a burst of keys
 * 25 ms apart (key repeat) gives the input latency of the keys pressed while a redraw ran.
 */
import type { Browser, Page } from '@playwright/test';
import { report } from '../lib/report';
import { openEditor, type GenerationPath, type Session } from './editorPage';
import {
  inputLatency,
  probes,
  settle,
  waitForRender,
  renderCount,
  type ProbeState,
} from './probes';
import { quantile, reportLatency } from './stats';

export type KeystrokeSample = {
  total: number;
  painted: number;
  pause: number;
  generate: number;
  draw: number;
  layout: number;
  longTask: number;
  local: boolean;
};

/** One key pressed, waited for until its chart is drawn: the total and its stages. */
export async function keystroke(page: Page, key: string): Promise<KeystrokeSample> {
  const before = await renderCount(page);
  await page.keyboard.press(key);
  await waitForRender(page, before);
  return page.evaluate(() => {
    const b = (window as unknown as { __bench: ProbeState }).__bench;
    const last = b.renders[b.renders.length - 1]!;
    const keyAt = b.keys[b.keys.length - 1]!.t;
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
      total: last.at - keyAt,
      painted: last.painted! - keyAt,
      pause: drawn - keyAt,
      generate: answered - started,
      draw: last.at - drawn,
      layout: performance.getEntriesByName('codeflow:layout').at(-1)?.duration ?? NaN,
      longTask: b.longTask,
      local: document.querySelector('[data-testid="local-note"]') !== null,
    };
  });
}

export async function keystrokeRun(
  browser: Browser,
  base: string,
  session: Session,
  path: GenerationPath,
  options: { source: string; keys: number; label: string; budget: string },
): Promise<void> {
  const { context, page } = await openEditor(browser, base, session, path);
  const content = page.locator('.cm-content');
  await page.keyboard.insertText(options.source);
  await waitForRender(page, 0, 60_000);
  // the caret goes to the end of a number literal inside a function (`limit = 10`)
  await content.locator('.cm-line', { hasText: 'limit = 10' }).first().click();
  await page.keyboard.press('End');
  // warm-up: JIT, Graphviz's first load, the worker's grammar
  for (let i = 0; i < 3; i++) await keystroke(page, '1');
  let appended = 3;
  let adding = true;
  const samples: KeystrokeSample[] = [];
  for (let i = 0; i < options.keys; i++) {
    // digits up to 20 appended, then Backspace back to 3, and again: every keystroke changes the
    // chart (the engine cuts labels at 60 characters, so endless digits would stop changing it)
    appended += adding ? 1 : -1;
    samples.push(await keystroke(page, adding ? String((i % 9) + 1) : 'Backspace'));
    if (appended >= 20) adding = false;
    else if (appended <= 3) adding = true;
    // a pause between measured keystrokes: the server allows one user 2 generations a second
    // after a burst of 30 (a faster run would measure the browser engine it falls back to)
    await page.waitForTimeout(450);
  }
  const sorted = (pick: (s: KeystrokeSample) => number) => samples.map(pick).sort((a, b) => a - b);
  const label = options.label;
  report(
    `${label}: keystroke -> SVG median`,
    quantile(
      sorted((s) => s.total),
      0.5,
    ),
    'ms',
    options.budget,
  );
  report(
    `${label}: keystroke -> SVG p95`,
    quantile(
      sorted((s) => s.total),
      0.95,
    ),
    'ms',
    options.budget,
  );
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
  const viaLocal = samples.filter((s) => s.local).length;
  if (path === 'server' && viaLocal > 0)
    console.log(
      `  note: ${viaLocal}/${samples.length} server-path samples fell back to the local engine`,
    );

  // typing while redraws run: digits appended then deleted, 25 ms apart (key repeat speed, so
  // that most keys land while a redraw is under way)
  await settle(page);
  const from = (await probes(page)).keys.length;
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(i < 20 ? String((i % 9) + 1) : 'Backspace');
    await page.waitForTimeout(25);
  }
  await settle(page);
  reportLatency(label, inputLatency(await probes(page), from));
  await context.close();
}
