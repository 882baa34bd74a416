/// <reference lib="dom" />
/**
 * In-page probes for the editor benchmark. They record, in the page's clock:
 *   - every keydown: its input timestamp (`event.timeStamp`), when the editor's handler ran
 *     (input delay: how long typing waited for the main thread) and the next animation frame
 *     (when the typed character can be painted);
 *   - every drawing (the app's `codeflow:render` event) and the frame painted after it;
 *   - every `codeflow:generate` mark (a regeneration started: a redraw is under way until the
 *     next drawing), and main-thread long tasks (>= 50 ms, the Long Tasks API's floor).
 * Functions passed to page.evaluate are written inline: tsx would wrap a named helper in
 * `__name`, which the page does not have.
 */
import type { Page } from '@playwright/test';

export type KeyRecord = { t: number; handler: number; frame: number };
export type RenderRecord = { seq: number; at: number; painted?: number; nodes: number };
export type ProbeState = {
  keys: KeyRecord[];
  renders: RenderRecord[];
  generates: number[];
  input: number;
  longTask: number;
  /** every main-thread long task (>= 50 ms): start and duration */
  longTasks: { at: number; ms: number }[];
};

type BenchWindow = { __bench: ProbeState };

export async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const b: ProbeState = {
      keys: [],
      renders: [],
      generates: [],
      input: 0,
      longTask: 0,
      longTasks: [],
    };
    (window as unknown as BenchWindow).__bench = b;
    document.addEventListener(
      'keydown',
      (event) => {
        const key: KeyRecord = { t: event.timeStamp, handler: performance.now(), frame: 0 };
        b.keys.push(key);
        b.longTask = 0;
        requestAnimationFrame(() => (key.frame = performance.now()));
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        b.longTask = Math.max(b.longTask, e.duration);
        b.longTasks.push({ at: e.startTime, ms: e.duration });
      }
    }).observe({ type: 'longtask', buffered: false });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'codeflow:generate') b.generates.push(e.startTime);
    }).observe({ type: 'mark', buffered: false });
    window.addEventListener('codeflow:render', (e) => {
      const detail = (e as CustomEvent<{ seq: number; at: number }>).detail;
      // the new app's nodes are g.cf-node, the old Mermaid app's g.node
      const nodes = document.querySelectorAll('g.cf-node, svg g.node').length;
      const render: RenderRecord = { ...detail, nodes };
      b.renders.push(render);
      requestAnimationFrame(() => setTimeout(() => (render.painted = performance.now())));
    });
  });
}

export async function probes(page: Page): Promise<ProbeState> {
  return page.evaluate(() => (window as unknown as BenchWindow).__bench);
}

export async function renderCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.renders.length);
}

/** Waits for a drawing after the `before`-th, and for the frame painted after it. */
export async function waitForRender(page: Page, before: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (n) => (window as unknown as BenchWindow).__bench.renders.length > n,
    before,
    { timeout, polling: 'raf' },
  );
  await page.waitForFunction(
    () => (window as unknown as BenchWindow).__bench.renders.at(-1)!.painted !== undefined,
    undefined,
    { timeout },
  );
}

/**
 * Waits until no drawing has come for `quietMs` (the editor settled), so a measurement starts
 * from rest.
 */
export async function settle(page: Page, quietMs = 600, timeout = 30_000): Promise<void> {
  const end = Date.now() + timeout;
  let count = await renderCount(page);
  for (;;) {
    await page.waitForTimeout(quietMs);
    const next = await renderCount(page);
    if (next === count || Date.now() > end) return;
    count = next;
  }
}

/**
 * Input latency of the keys pressed since key index `from`: the delay before the editor's
 * keydown handler ran and the time to the next animation frame, each from the input timestamp;
 * `during` keeps only keys pressed while a redraw was under way (after a generation started and
 * before the drawing that followed it).
 */
export function inputLatency(
  state: ProbeState,
  from: number,
): { all: KeyRecord[]; during: KeyRecord[] } {
  const keys = state.keys.slice(from).filter((k) => k.frame > 0);
  const windows = state.generates.map((g) => {
    const drawn = state.renders.find((r) => r.at >= g);
    return [g, drawn?.at ?? Number.POSITIVE_INFINITY] as const;
  });
  const during = keys.filter((k) => windows.some(([a, b]) => k.t >= a && k.t <= b));
  return { all: keys, during };
}

/** The main-thread long tasks (>= 50 ms) that started at or after `since` (page clock). */
export function longTasksSince(state: ProbeState, since: number): number[] {
  return state.longTasks.filter((t) => t.at >= since).map((t) => t.ms);
}
