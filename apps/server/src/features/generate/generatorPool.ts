import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FairQueue } from './fairQueue';
import type { RenderRequest, WorkerBatch, WorkerMessage } from './workerProtocol';

/** The engine ran past the time limit; its worker was terminated and replaced. */
export class GenerationTimeoutError extends Error {}
/** Every worker stayed busy until the time limit, or the queue is full. */
export class GenerationBusyError extends Error {}

export type GenerationInput = {
  code: string;
  language: string;
  compact: boolean;
  /** a picture of the chart instead of the engine's answer (workerProtocol.ts) */
  render?: RenderRequest | undefined;
};
/**
 * The engine's GenerateResult as JSON text, and whether it drew a flowchart; for a render task,
 * its RenderOutcome as JSON and the picture.
 */
export type GenerationOutput = { json: string; ok: boolean; bytes?: Uint8Array | undefined };

type Logger = {
  warn: (obj: object, message: string) => void;
  error: (obj: object, message: string) => void;
};

export type GeneratorPoolOptions = {
  size: number;
  /** run time limit per task, from when a worker takes it: past it the worker is terminated */
  timeoutMs: number;
  /** how long a task may wait for a free worker before it is refused as busy (default 10 s,
   * the web app's own generation abort) */
  queueTimeoutMs?: number;
  log: Logger;
  /** tests: another worker script (default: generateWorker next to this module or bundle) */
  workerUrl?: URL;
  /** queued tasks beyond this are refused at once as busy */
  maxQueue?: number;
  /** most tasks sent to a worker in one message (default 8) */
  maxBatch?: number;
  /**
   * extra workers that take only small inputs (up to SMALL_LANE_MAX_CODE_CHARS; default 0), so
   * a small request never waits behind someone else's large ones
   */
  smallLane?: number;
};

/**
 * Only inputs up to this size share a batch: the engine draws them in a few milliseconds, so a
 * task waits little behind the others of its batch. Larger ones go to a worker alone.
 */
export const BATCH_MAX_CODE_CHARS = 8192;

/**
 * Inputs the small lane takes: a few dozen lines, drawn in a millisecond or two, so the lane
 * stays free for them even when many editors send medium-sized files.
 */
export const SMALL_LANE_MAX_CODE_CHARS = 2048;

/**
 * A small input takes a few milliseconds; when the running task of a batch has taken longer than
 * this, the tasks waiting behind it go back to the queue (another worker may be free). The slow
 * worker still runs them later, and those answers are dropped: waste only in that rare case.
 */
export const RECLAIM_AFTER_MS = 100;

/**
 * A render task (a picture, decision 029) may run this many times the time limit: its worker's
 * first picture loads Graphviz's wasm, resvg and the fonts, which on a busy machine alone can
 * take seconds; a time-out would terminate the worker and the next picture would start cold again.
 */
export const RENDER_TIME_FACTOR = 4;

type Task = {
  id: number;
  /** whose task: the queue takes owners in turn */
  owner: string;
  input: GenerationInput;
  resolve: (output: GenerationOutput) => void;
  reject: (error: Error) => void;
  /** the queue time limit, running until the task starts (also while it waits in a batch) */
  queueTimer: NodeJS.Timeout | undefined;
};

type Slot = {
  worker: Worker;
  /** `small`: a worker of the small lane, taking only small inputs */
  lane: 'any' | 'small';
  /** starting: loading the engine; dying: terminated by us, its exit is pending */
  state: 'starting' | 'ready' | 'dying';
  everReady: boolean;
  /** the batch the worker has, in order: the first is running, the others wait behind it */
  tasks: Task[];
  /** the running task's time limit, restarted when the previous result arrives */
  runTimer?: NodeJS.Timeout | undefined;
  /** when the running task has taken RECLAIM_AFTER_MS, the waiting ones are taken back */
  reclaimTimer?: NodeJS.Timeout | undefined;
};

/**
 * The default worker script. From source (tsx, Vitest) this module is a .ts file next to
 * generateWorker.ts; in the esbuild bundle it is inlined into dist/main.js, and build.js emits
 * dist/generateWorker.js beside it.
 */
export function defaultWorkerUrl(): URL {
  const here = import.meta.url;
  return new URL(here.endsWith('.ts') ? './generateWorker.ts' : './generateWorker.js', here);
}

/**
 * Worker code that registers tsx's loader, then imports the TypeScript worker. (Node 20 does not
 * apply `--import tsx` from a Worker's execArgv to its main module, so the hooks are registered
 * from inside the thread.) Only used when running from source; tsx is a dev dependency.
 */
function tsxBootstrap(workerUrl: URL): string {
  // tsx's ESM API; its package resolves to the CommonJS build under require, the .mjs sits beside it
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  return `import(${JSON.stringify(pathToFileURL(api).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
}

/**
 * A fixed set of warm worker threads running the engine, so a slow or pathological input never
 * blocks the event loop: each worker takes one task at a time, and a task still running at the
 * time limit has its worker terminated (the only way to stop synchronous WASM/JS) and replaced.
 * Workers start on first use (or `start()`), so apps that never generate spawn none.
 *
 * Tasks that arrive in the same turn of the event loop are handed out together: one message
 * carries up to `maxBatch` small inputs to a worker (posting a message costs the main thread
 * about as much as handling the HTTP request). The worker answers each task as it finishes, and
 * the limits stay per task: a task's run time counts from the previous result of its batch, its
 * queue time until it starts; when one task of a batch runs past the limit, only it fails and
 * the tasks behind it go back to the head of the queue — already after RECLAIM_AFTER_MS, so a
 * slow input delays the small ones batched with it by that much at most (given a free worker).
 */
export class GeneratorPool {
  private readonly slots: Slot[] = [];
  private readonly queue = new FairQueue<Task>();
  private nextId = 1;
  private started = false;
  private closed = false;
  private readonly workerUrl: URL;
  private readonly maxQueue: number;
  private readonly queueTimeoutMs: number;
  private readonly maxBatch: number;
  private dispatchScheduled = false;

  constructor(private readonly options: GeneratorPoolOptions) {
    this.workerUrl = options.workerUrl ?? defaultWorkerUrl();
    this.maxQueue = options.maxQueue ?? 10_000;
    this.queueTimeoutMs = options.queueTimeoutMs ?? 10_000;
    this.maxBatch = Math.max(1, options.maxBatch ?? 8);
  }

  /** Spawns the workers (idempotent). */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    for (let i = 0; i < this.options.size; i++) this.slots.push(this.spawn('any'));
    for (let i = 0; i < (this.options.smallLane ?? 0); i++) this.slots.push(this.spawn('small'));
  }

  /**
   * Runs the engine on `input`. `owner` (the user) decides the turn: owners' tasks are taken
   * round-robin, so a user's backlog delays others by one task, not by all of it.
   */
  run(input: GenerationInput, owner = ''): Promise<GenerationOutput> {
    if (this.closed) return Promise.reject(new Error('generator pool is closed'));
    this.start();
    if (this.queue.size >= this.maxQueue) {
      return Promise.reject(new GenerationBusyError('generation queue is full'));
    }
    return new Promise<GenerationOutput>((resolve, reject) => {
      const task: Task = {
        id: this.nextId++,
        owner,
        input,
        resolve,
        reject,
        queueTimer: setTimeout(() => this.expireQueued(task), this.queueTimeoutMs),
      };
      this.queue.push(task);
      this.scheduleDispatch();
    });
  }

  /** Dispatches once the requests of this event-loop turn have queued their tasks. */
  private scheduleDispatch(): void {
    if (this.dispatchScheduled) return;
    this.dispatchScheduled = true;
    setImmediate(() => {
      this.dispatchScheduled = false;
      this.dispatch();
    });
  }

  /** Terminates every worker; queued and running tasks are rejected. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const task of this.queue.drain()) this.fail(task, new Error('generator pool closed'));
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      this.clearTimers(slot);
      for (const task of slot.tasks.splice(0)) this.fail(task, new Error('generator pool closed'));
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** Workers started and warm, for tests and diagnostics. */
  get readyWorkers(): number {
    return this.slots.filter((s) => s.state === 'ready').length;
  }

  private spawn(lane: Slot['lane']): Slot {
    const isSource = this.workerUrl.pathname.endsWith('.ts');
    const worker = isSource
      ? new Worker(tsxBootstrap(this.workerUrl), { eval: true })
      : new Worker(this.workerUrl);
    const slot: Slot = { worker, lane, state: 'starting', everReady: false, tasks: [] };
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on('error', (error: Error) => this.onExit(slot, error));
    worker.on('exit', (code) =>
      this.onExit(slot, new Error(`generation worker exited with code ${code}`)),
    );
    // idle workers must not keep the process (or a test run) alive
    worker.unref();
    return slot;
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (message.type === 'ready') {
      slot.state = 'ready';
      slot.everReady = true;
      this.dispatch();
      return;
    }
    // results come in batch order; a task refused meanwhile (queue limit) is no longer listed,
    // and one taken back (reclaim) and sent again may answer from its first copy
    const index = slot.tasks.findIndex((t) => t.id === message.id);
    if (index < 0) return;
    const [task] = slot.tasks.splice(index, 1) as [Task];
    task.resolve({ json: message.json, ok: message.ok, bytes: message.bytes });
    // not the running one: the running task's clock goes on
    if (index > 0) return;
    const next = slot.tasks[0];
    if (next) {
      // the next task of the batch starts now: its run time counts from here
      this.begin(next);
      slot.runTimer?.refresh();
      slot.reclaimTimer?.refresh();
    } else {
      this.clearTimers(slot);
      this.dispatch();
    }
  }

  private clearTimers(slot: Slot): void {
    clearTimeout(slot.runTimer);
    clearTimeout(slot.reclaimTimer);
    slot.runTimer = undefined;
    slot.reclaimTimer = undefined;
  }

  /** The running task of the batch is slow: the tasks behind it go back to the queue. */
  private reclaim(slot: Slot): void {
    slot.reclaimTimer = undefined;
    if (!this.slots.includes(slot) || slot.tasks.length < 2) return;
    this.queue.unshiftAll(slot.tasks.splice(1));
    this.dispatch();
  }

  /** A task begins running: it is past the queue limit's reach. */
  private begin(task: Task): void {
    clearTimeout(task.queueTimer);
    task.queueTimer = undefined;
  }

  /**
   * Takes the slot's batch away: the running task gets `error`, the ones behind it go back to
   * the head of the queue (still under their queue limit).
   */
  private unloadSlot(slot: Slot, error: Error): void {
    this.clearTimers(slot);
    const [running, ...waiting] = slot.tasks.splice(0);
    if (running) this.fail(running, error);
    this.queue.unshiftAll(waiting);
  }

  /** A worker died (crash, or terminated by us): fail its task and put a fresh one in its place. */
  private onExit(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return; // already replaced (error and exit both fire) or pool closed
    this.slots.splice(index, 1);
    this.unloadSlot(slot, error);
    if (this.closed) return;
    if (slot.state !== 'dying') {
      this.options.log.error({ err: error }, 'generation worker failed; replacing it');
    }
    // a worker that could not even start would fail again at once: retry after a pause
    if (slot.everReady) this.slots.push(this.spawn(slot.lane));
    else setTimeout(() => this.respawn(slot.lane), 1000).unref();
    // the tasks put back may go to another worker that is free
    this.dispatch();
  }

  private respawn(lane: Slot['lane']): void {
    const total = this.options.size + (this.options.smallLane ?? 0);
    if (this.closed || this.slots.length >= total) return;
    this.slots.push(this.spawn(lane));
  }

  private dispatch(): void {
    if (this.queue.size === 0) return;
    // the small lane first: it takes small inputs from anywhere in the queue, so they never
    // wait behind large ones; the other workers take every input in turn
    const idle = this.slots
      .filter((s) => s.state === 'ready' && s.tasks.length === 0)
      .sort((a, b) => (a.lane === b.lane ? 0 : a.lane === 'small' ? -1 : 1));
    // a picture (Graphviz layout, rasterising) is never small: it runs alone, off the small lane
    const small = (t: Task) => !t.input.render && t.input.code.length <= BATCH_MAX_CODE_CHARS;
    const lane = (t: Task) => !t.input.render && t.input.code.length <= SMALL_LANE_MAX_CODE_CHARS;
    for (let i = 0; i < idle.length && this.queue.size > 0; i++) {
      const slot = idle[i] as Slot;
      const accept = slot.lane === 'small' ? lane : small;
      // share the queue out among the free workers
      const share = Math.min(this.maxBatch, Math.ceil(this.queue.size / (idle.length - i)));
      const first = this.queue.take(slot.lane === 'small' ? lane : undefined);
      if (!first) continue;
      const batch = [first];
      if (accept(first)) {
        for (let next; batch.length < share && (next = this.queue.take(accept, true));) {
          batch.push(next);
        }
      }
      slot.tasks = batch;
      this.begin(batch[0] as Task);
      // a picture runs alone and may first load Graphviz and resvg into the worker: more time
      const limit = first.input.render
        ? this.options.timeoutMs * RENDER_TIME_FACTOR
        : this.options.timeoutMs;
      slot.runTimer = setTimeout(() => this.expireRunning(slot), limit);
      if (batch.length > 1) {
        slot.reclaimTimer = setTimeout(() => this.reclaim(slot), RECLAIM_AFTER_MS);
      }
      const message: WorkerBatch = { tasks: batch.map((t) => ({ id: t.id, ...t.input })) };
      slot.worker.postMessage(message);
    }
  }

  /** A task waited for a worker past the queue limit (in the queue, or behind others in a batch). */
  private expireQueued(task: Task): void {
    task.queueTimer = undefined;
    if (!this.queue.remove(task)) {
      const slot = this.slots.find((s) => s.tasks.includes(task));
      // the running task of a batch has no queue limit any more
      if (!slot || slot.tasks[0] === task) return;
      slot.tasks.splice(slot.tasks.indexOf(task), 1);
    }
    task.reject(new GenerationBusyError('no generation worker became free in time'));
  }

  /** The running task of `slot` is past the time limit: terminate its worker. */
  private expireRunning(slot: Slot): void {
    if (!this.slots.includes(slot) || slot.tasks.length === 0) return;
    this.unloadSlot(
      slot,
      new GenerationTimeoutError(`generation ran past ${this.options.timeoutMs} ms`),
    );
    this.options.log.warn(
      { timeoutMs: this.options.timeoutMs },
      'generation timed out; terminating its worker',
    );
    // terminate() makes the worker exit; onExit then spawns its replacement
    slot.state = 'dying';
    void slot.worker.terminate();
    this.dispatch();
  }

  private fail(task: Task, error: Error): void {
    clearTimeout(task.queueTimer);
    task.queueTimer = undefined;
    task.reject(error);
  }
}
