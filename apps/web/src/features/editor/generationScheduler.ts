/**
 * When the editor regenerates its chart. A change waits for a short typing pause — adaptive:
 * 40 % of what the last chart cost to produce and draw, between QUIET_MIN_MS and
 * QUIET_MAX_MS — so a fast machine redraws within ~150 ms of a keystroke while a slow one (or a
 * slow server) waits longer instead of redrawing mid-word. At most one generation runs at a time:
 * text that settles meanwhile waits for it and then starts at once (only the newest text waits;
 * older ones are dropped). A generation that has already run RESTART_AFTER_MS when newer text is
 * ready is aborted instead of waited for. `cancel` aborts everything; an aborted or cancelled
 * generation never reports.
 */

/** shortest typing pause before generating (a fast machine, a small chart) */
export const QUIET_MIN_MS = 50;
/** longest pause (a slow machine or server): the editor's former fixed debounce */
export const QUIET_MAX_MS = 300;
/** the pause is this share of the last generate-and-draw time */
export const QUIET_COST_RATIO = 0.4;
/** a generation running this long is aborted, not waited for, once newer text is ready */
export const RESTART_AFTER_MS = 1_000;

/** The typing pause to wait for, from the last generate-and-draw time (null: none yet). */
export function quietDelay(lastCostMs: number | null): number {
  if (lastCostMs === null || !Number.isFinite(lastCostMs)) return QUIET_MIN_MS;
  return Math.min(QUIET_MAX_MS, Math.max(QUIET_MIN_MS, Math.round(lastCostMs * QUIET_COST_RATIO)));
}

export type SchedulerHandlers<I, R> = {
  /** a generation starts for `input` */
  onStart?: (input: I) => void;
  /** its answer; `more` says newer text is waiting (so the editor is still updating) */
  onResult: (result: R, input: I, more: boolean) => void;
  /** it failed without being aborted */
  onError?: (error: unknown, input: I, more: boolean) => void;
};

export type GenerationScheduler<I> = {
  /** newer text: (re)starts the wait for a typing pause */
  schedule(input: I): void;
  /** drops waiting text and aborts the running generation; it will not report */
  cancel(): void;
  /** the generate-and-draw time of the chart just shown (sets the next pause) */
  noteCost(ms: number): void;
  /** text is waiting or a generation is running */
  busy(): boolean;
};

type Running<I> = { input: I; controller: AbortController; startedAt: number };

export function createGenerationScheduler<I, R>(
  job: (input: I, signal: AbortSignal) => Promise<R>,
  handlers: SchedulerHandlers<I, R>,
  now: () => number = () => performance.now(),
): GenerationScheduler<I> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** newest text not yet started */
  let waiting: { input: I } | undefined;
  /** the typing pause for `waiting` is over: start it as soon as nothing runs */
  let settled = false;
  let running: Running<I> | undefined;
  let lastCost: number | null = null;

  const start = (input: I) => {
    waiting = undefined;
    settled = false;
    const controller = new AbortController();
    const mine: Running<I> = { input, controller, startedAt: now() };
    running = mine;
    handlers.onStart?.(input);
    const finish = (report: (more: boolean) => void) => {
      // aborted: superseded or cancelled, and whoever aborted it took over
      if (running !== mine || controller.signal.aborted) return;
      running = undefined;
      lastCost = now() - mine.startedAt;
      const next = settled ? waiting : undefined;
      report(waiting !== undefined);
      if (next && waiting === next && running === undefined) start(next.input);
    };
    let promise: Promise<R>;
    try {
      promise = job(input, controller.signal);
    } catch (error) {
      promise = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    promise.then(
      (result) => finish((more) => handlers.onResult(result, input, more)),
      (error: unknown) => finish((more) => handlers.onError?.(error, input, more)),
    );
  };

  const release = () => {
    timer = undefined;
    if (!waiting) return;
    if (!running) {
      start(waiting.input);
      return;
    }
    settled = true;
    if (now() - running.startedAt >= RESTART_AFTER_MS) {
      running.controller.abort();
      running = undefined;
      start(waiting.input);
    }
  };

  return {
    schedule(input) {
      waiting = { input };
      settled = false;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(release, quietDelay(lastCost));
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
      settled = false;
      running?.controller.abort();
      running = undefined;
    },
    noteCost(ms) {
      if (Number.isFinite(ms) && ms >= 0) lastCost = ms;
    },
    busy: () => waiting !== undefined || running !== undefined,
  };
}
