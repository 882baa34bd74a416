import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { WorkerMessage, WorkerTask } from './workerProtocol';

/** The engine ran past the time limit; its worker was terminated and replaced. */
export class GenerationTimeoutError extends Error {}
/** Every worker stayed busy until the time limit, or the queue is full. */
export class GenerationBusyError extends Error {}

export type GenerationInput = { code: string; language: string; compact: boolean };
/** The engine's GenerateResult as JSON text, and whether it drew a flowchart. */
export type GenerationOutput = { json: string; ok: boolean };

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
};

type Task = {
  id: number;
  input: GenerationInput;
  resolve: (output: GenerationOutput) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  slot?: Slot;
};

type Slot = {
  worker: Worker;
  /** starting: loading the engine; dying: terminated by us, its exit is pending */
  state: 'starting' | 'ready' | 'dying';
  everReady: boolean;
  task?: Task | undefined;
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
 */
export class GeneratorPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private started = false;
  private closed = false;
  private readonly workerUrl: URL;
  private readonly maxQueue: number;
  private readonly queueTimeoutMs: number;

  constructor(private readonly options: GeneratorPoolOptions) {
    this.workerUrl = options.workerUrl ?? defaultWorkerUrl();
    this.maxQueue = options.maxQueue ?? 10_000;
    this.queueTimeoutMs = options.queueTimeoutMs ?? 10_000;
  }

  /** Spawns the workers (idempotent). */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    for (let i = 0; i < this.options.size; i++) this.slots.push(this.spawn());
  }

  run(input: GenerationInput): Promise<GenerationOutput> {
    if (this.closed) return Promise.reject(new Error('generator pool is closed'));
    this.start();
    if (this.queue.length >= this.maxQueue) {
      return Promise.reject(new GenerationBusyError('generation queue is full'));
    }
    return new Promise<GenerationOutput>((resolve, reject) => {
      const task: Task = {
        id: this.nextId++,
        input,
        resolve,
        reject,
        timer: setTimeout(() => this.expire(task), this.queueTimeoutMs),
      };
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** Terminates every worker; queued and running tasks are rejected. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const task of this.queue.splice(0)) this.fail(task, new Error('generator pool closed'));
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      if (slot.task) this.fail(slot.task, new Error('generator pool closed'));
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** Workers started and warm, for tests and diagnostics. */
  get readyWorkers(): number {
    return this.slots.filter((s) => s.state === 'ready').length;
  }

  private spawn(): Slot {
    const isSource = this.workerUrl.pathname.endsWith('.ts');
    const worker = isSource
      ? new Worker(tsxBootstrap(this.workerUrl), { eval: true })
      : new Worker(this.workerUrl);
    const slot: Slot = { worker, state: 'starting', everReady: false };
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on('error', (error) => this.onExit(slot, error));
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
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    slot.task = undefined;
    clearTimeout(task.timer);
    task.resolve({ json: message.json, ok: message.ok });
    this.dispatch();
  }

  /** A worker died (crash, or terminated by us): fail its task and put a fresh one in its place. */
  private onExit(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return; // already replaced (error and exit both fire) or pool closed
    this.slots.splice(index, 1);
    if (slot.task) this.fail(slot.task, error);
    if (this.closed) return;
    if (slot.state !== 'dying') {
      this.options.log.error({ err: error }, 'generation worker failed; replacing it');
    }
    // a worker that could not even start would fail again at once: retry after a pause
    if (slot.everReady) this.slots.push(this.spawn());
    else setTimeout(() => this.respawn(), 1000).unref();
  }

  private respawn(): void {
    if (this.closed || this.slots.length >= this.options.size) return;
    this.slots.push(this.spawn());
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.state !== 'ready' || slot.task) continue;
      const task = this.queue.shift() as Task;
      slot.task = task;
      task.slot = slot;
      clearTimeout(task.timer);
      task.timer = setTimeout(() => this.expire(task), this.options.timeoutMs);
      const message: WorkerTask = { id: task.id, ...task.input };
      slot.worker.postMessage(message);
    }
  }

  private expire(task: Task): void {
    const queued = this.queue.indexOf(task);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      task.reject(new GenerationBusyError('no generation worker became free in time'));
      return;
    }
    const slot = task.slot;
    if (!slot || slot.task !== task) return;
    slot.task = undefined;
    task.reject(new GenerationTimeoutError(`generation ran past ${this.options.timeoutMs} ms`));
    this.options.log.warn(
      { timeoutMs: this.options.timeoutMs },
      'generation timed out; terminating its worker',
    );
    // terminate() makes the worker exit; onExit then spawns its replacement
    slot.state = 'dying';
    void slot.worker.terminate();
  }

  private fail(task: Task, error: Error): void {
    clearTimeout(task.timer);
    task.reject(error);
  }
}
