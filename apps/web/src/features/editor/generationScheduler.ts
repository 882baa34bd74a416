/**
 * When the editor regenerates and redraws its chart. Drawing (Graphviz layout in the renderer
 * worker, then one insertion of the SVG on the main thread) waits for a short typing pause, so
 * the chart does not flicker mid-word. The pause adapts: 40 % of
 * what a chart usually costs to generate and draw (a running average), between QUIET_MIN_MS and
 * QUIET_MAX_MS, so a fast machine redraws within ~100 ms of a keystroke while a slow one (or a
 * slow server) waits longer instead of redrawing mid-word. Generation runs off the main thread
 * (the server or the engine worker), so it starts earlier, after PREFETCH_SHARE of the pause, and
 * its answer is held until the whole pause has passed. A keystroke after a quiet spell
 * (QUIET_SPELL_MS) has no burst to wait for: it is generated and drawn at once. A generation
 * that costs nothing but a worker's time (`startAtOnce`: the engine in the browser, where no
 * server counts requests) starts at once on every keystroke, and the pause then follows the
 * drawing's cost alone: the generation runs beside it, and a slow one holds the drawing anyway.
 *
 * At most one generation runs at a time: text that becomes due meanwhile waits for it, then
 * starts at once (only the newest text waits; older ones are dropped). Only the answer for the
 * newest text is reported: one that a newer keystroke made stale is dropped, not drawn. A
 * generation that has already run RESTART_AFTER_MS when newer text is due is aborted instead of
 * waited for. `cancel` aborts everything; an aborted generation never reports.
 */

/**
 * shortest typing pause before drawing (a fast machine, a small chart). Drawing no longer blocks
 * typing (layout runs in a worker), so the pause only spares redraws inside a burst of keys:
 * 20 ms keeps keystroke -> chart near 55 ms for a 100-line function on this 2-core machine
 * (bench/editor), while keys typed less than 10 ms apart (a paste, key repeat) still collapse.
 */
export const QUIET_MIN_MS = 20;
/** longest pause (a slow machine or server): the editor's former fixed debounce */
export const QUIET_MAX_MS = 300;
/**
 * A keystroke this long after the one before is not part of a burst: nothing is coming to
 * collapse it with, so it is generated and drawn at once, without a pause (issue 23 item 6:
 * the pause was 44 ms of the 24 `if`/`elif` function's 111 ms median). Keys typed closer than
 * this still wait for the adaptive pause, so a word typed at speed is not redrawn letter by letter.
 */
export const QUIET_SPELL_MS = 300;
/** the pause is this share of the usual generate-and-draw time */
export const QUIET_COST_RATIO = 0.4;
/** generation starts after this share of the pause */
export const PREFETCH_SHARE = 0.5;
/** a generation running this long is aborted, not waited for, once newer text is due */
export const RESTART_AFTER_MS = 1_000;

/** weight of the newest time in the running averages the pause is based on */
export const COST_SMOOTHING = 0.3;

/**
 * A running average: the pause follows the usual cost of a redraw, so one slow redraw (a busy
 * moment) barely lengthens the next pause while a slow machine still converges to a longer one.
 */
function smooth(average: number | null, sample: number): number {
  return average === null ? sample : average + COST_SMOOTHING * (sample - average);
}

/** The typing pause before drawing, from the usual generate-and-draw time (null: none yet). */
export function quietDelay(lastCostMs: number | null): number {
  if (lastCostMs === null || !Number.isFinite(lastCostMs)) return QUIET_MIN_MS;
  return Math.min(QUIET_MAX_MS, Math.max(QUIET_MIN_MS, Math.round(lastCostMs * QUIET_COST_RATIO)));
}

export type SchedulerHandlers<I, R> = {
  /** a generation starts for `input` */
  onStart?: (input: I) => void;
  /** a generation's answer (or failure) arrived, before any wait for the pause */
  onSettled?: (input: I) => void;
  /** the answer for the newest text, once the typing pause is over */
  onResult: (result: R, input: I) => void;
  /** the generation for the newest text failed without being aborted */
  onError?: (error: unknown, input: I) => void;
};

export type GenerationScheduler<I> = {
  /** newer text, changed at `changedAt` (default: now): (re)starts the wait for a typing pause */
  schedule(input: I, changedAt?: number): void;
  /** drops waiting text and aborts the running generation; nothing more is reported */
  cancel(): void;
  /** how long drawing the last reported answer took (with generation, sets the next pause) */
  noteDrawCost(ms: number): void;
  /** text is waiting, or its generation runs or waits to be reported */
  busy(): boolean;
};

type Item<I> = { input: I; seq: number };
type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

export function createGenerationScheduler<I, R>(
  job: (input: I, signal: AbortSignal) => Promise<R>,
  handlers: SchedulerHandlers<I, R>,
  now: () => number = () => performance.now(),
  /** generation is free to start on every keystroke (a worker's, not a rate-limited server's) */
  startAtOnce: () => boolean = () => false,
): GenerationScheduler<I> {
  let seq = 0;
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let drawTimer: ReturnType<typeof setTimeout> | undefined;
  /** newest text whose generation has not started */
  let waiting: Item<I> | undefined;
  /** its start is due (it waits for the running generation) */
  let startDue = false;
  /** the newest text's pause is over: report its answer as soon as it comes */
  let drawDue = false;
  let running: { item: Item<I>; controller: AbortController; startedAt: number } | undefined;
  /** the newest text's answer, waiting for the pause to end */
  let held: { item: Item<I>; outcome: Outcome<R> } | undefined;
  /** running averages of generation and drawing times */
  let generateCost: number | null = null;
  let drawCost: number | null = null;
  /** when the last scheduled text changed (null: nothing scheduled yet) */
  let lastChangeAt: number | null = null;

  const clearTimers = () => {
    if (startTimer !== undefined) clearTimeout(startTimer);
    if (drawTimer !== undefined) clearTimeout(drawTimer);
    startTimer = drawTimer = undefined;
  };

  const report = (item: Item<I>, outcome: Outcome<R>) => {
    held = undefined;
    if (outcome.ok) handlers.onResult(outcome.value, item.input);
    else handlers.onError?.(outcome.error, item.input);
  };

  const start = (item: Item<I>) => {
    waiting = undefined;
    startDue = false;
    const controller = new AbortController();
    const mine = { item, controller, startedAt: now() };
    running = mine;
    handlers.onStart?.(item.input);
    const finish = (outcome: Outcome<R>) => {
      // aborted: superseded or cancelled, and whoever aborted it took over
      if (running !== mine || controller.signal.aborted) return;
      running = undefined;
      generateCost = smooth(generateCost, now() - mine.startedAt);
      handlers.onSettled?.(item.input);
      if (item.seq === seq) {
        if (drawDue) report(item, outcome);
        else held = { item, outcome };
      }
      // a newer text whose start came due while this one ran
      if (waiting && startDue) start(waiting);
    };
    let promise: Promise<R>;
    try {
      promise = job(item.input, controller.signal);
    } catch (error) {
      promise = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    promise.then(
      (value) => finish({ ok: true, value }),
      (error: unknown) => finish({ ok: false, error }),
    );
  };

  const onStartDue = () => {
    startTimer = undefined;
    if (!waiting) return;
    if (!running) {
      start(waiting);
      return;
    }
    startDue = true;
    if (now() - running.startedAt >= RESTART_AFTER_MS) {
      running.controller.abort();
      running = undefined;
      start(waiting);
    }
  };

  const onDrawDue = () => {
    drawTimer = undefined;
    drawDue = true;
    if (held && held.item.seq === seq) report(held.item, held.outcome);
  };

  return {
    schedule(input, changedAt) {
      waiting = { input, seq: ++seq };
      startDue = false;
      drawDue = false;
      held = undefined;
      clearTimers();
      const at = changedAt ?? now();
      const spell = lastChangeAt !== null && at - lastChangeAt >= QUIET_SPELL_MS;
      lastChangeAt = at;
      if (spell) {
        onStartDue();
        onDrawDue();
        return;
      }
      const eager = startAtOnce();
      const cost = eager ? drawCost : generateCost === null ? null : generateCost + (drawCost ?? 0);
      const pause = quietDelay(cost);
      // the pause counts from the keystroke, not from when the page got round to scheduling
      const late = changedAt === undefined ? 0 : Math.min(pause, Math.max(0, now() - changedAt));
      if (eager) onStartDue();
      else
        startTimer = setTimeout(onStartDue, Math.max(0, Math.round(pause * PREFETCH_SHARE) - late));
      drawTimer = setTimeout(onDrawDue, pause - late);
    },
    cancel() {
      clearTimers();
      seq++;
      waiting = undefined;
      startDue = false;
      drawDue = false;
      held = undefined;
      running?.controller.abort();
      running = undefined;
    },
    noteDrawCost(ms) {
      if (Number.isFinite(ms) && ms >= 0) drawCost = smooth(drawCost, ms);
    },
    busy: () => waiting !== undefined || running !== undefined || held !== undefined,
  };
}
