import { jsRunScript } from './jsRuntime';
import type { RunChunk, RunEnd, RunRequest, RunWorkerMessage } from './runProtocol';
import type { InstrumentAnswer, RunWorkerAnswer, RunWorkerRequest } from './runWorkerProtocol';

export type RunListener = {
  onReady: (loadMs: number) => void;
  onChunk: (chunk: RunChunk) => void;
  onEnd: (end: RunEnd) => void;
};

/** Past the limit, the worker gets this long to report it before it is ended from outside. */
const GRACE_MS = 1500;

const newRunWorker = () =>
  new Worker(new URL('./run.worker.ts', import.meta.url), { type: 'module', name: 'codeflow-run' });

/**
 * Runs programs off the page's thread (decision 041), one at a time. Python runs in the Run
 * worker, kept (with Pyodide loaded) between runs that end by themselves; JavaScript runs in a
 * worker of its own made from the instrumented script. Stop, or a limit the program's tracer
 * could not enforce (a long call into native code), terminates the running worker: that is what
 * makes an infinite loop safe.
 */
export class RunSession {
  private python: Worker | null = null;
  private instrumenter: Worker | null = null;
  private running: { worker: Worker; listener: RunListener; watchdog?: number } | null = null;

  start(request: RunRequest, listener: RunListener): void {
    this.stop();
    if (request.language === 'python') this.startPython(request, listener);
    else void this.startJs(request, listener);
  }

  /** Starts loading Pyodide in the Run worker, ahead of the first Python run. */
  warmUpPython(): void {
    if (this.python) return;
    this.python = newRunWorker();
    this.python.postMessage({ type: 'warm' } satisfies RunWorkerRequest);
  }

  /** Ends the run now (its recording so far stays with the listener). */
  stop(end: RunEnd = { kind: 'stopped' }): void {
    const running = this.running;
    if (!running) return;
    this.running = null;
    window.clearTimeout(running.watchdog);
    running.worker.terminate();
    if (running.worker === this.python) this.python = null;
    if (running.worker === this.instrumenter) this.instrumenter = null;
    running.listener.onEnd(end);
  }

  dispose(): void {
    this.stop();
    this.python?.terminate();
    this.instrumenter?.terminate();
    this.python = null;
    this.instrumenter = null;
  }

  private startPython(request: RunRequest, listener: RunListener): void {
    this.python ??= newRunWorker();
    const worker = this.python;
    this.follow(worker, listener, request.limits.maxMs, false);
    worker.postMessage({ type: 'python', request } satisfies RunWorkerRequest);
  }

  private async startJs(request: RunRequest, listener: RunListener): Promise<void> {
    this.instrumenter ??= newRunWorker();
    const placeholder = { worker: this.instrumenter, listener };
    this.running = placeholder;
    const answer = await new Promise<InstrumentAnswer>((resolve) => {
      const instrumenter = this.instrumenter as Worker;
      const onMessage = (event: MessageEvent<RunWorkerAnswer>) => {
        if (event.data.type !== 'instrumented' && event.data.type !== 'instrument-failed') return;
        instrumenter.removeEventListener('message', onMessage);
        resolve(event.data);
      };
      instrumenter.addEventListener('message', onMessage);
      instrumenter.postMessage({ type: 'instrument', request } satisfies RunWorkerRequest);
    });
    // stopped (or replaced) while instrumenting
    if (this.running !== placeholder) return;
    if (answer.type === 'instrument-failed') {
      this.running = null;
      listener.onEnd({
        kind: 'exception',
        error: { message: answer.message, line: null, traceback: answer.message },
      });
      return;
    }
    const starts: number[] = [];
    for (const f of answer.functions) starts[f.id] = f.startLine;
    const script = jsRunScript(answer.code, {
      stdin: request.stdin,
      limits: request.limits,
      starts,
    });
    const url = URL.createObjectURL(new Blob([script], { type: 'text/javascript' }));
    const worker = new Worker(url, { name: 'codeflow-program' });
    URL.revokeObjectURL(url);
    this.follow(worker, listener, request.limits.maxMs, true);
    listener.onReady(0);
  }

  private follow(worker: Worker, listener: RunListener, maxMs: number, startWatch: boolean): void {
    const running: { worker: Worker; listener: RunListener; watchdog?: number } = {
      worker,
      listener,
    };
    this.running = running;
    const watch = () => {
      running.watchdog = window.setTimeout(
        () => this.stop({ kind: 'limit', limit: 'time' }),
        maxMs + GRACE_MS,
      );
    };
    if (startWatch) watch();
    const onMessage = (event: MessageEvent<RunWorkerMessage>) => {
      if (this.running !== running) return;
      const message = event.data;
      if (message.type === 'ready') {
        // Pyodide's load is not the program's time
        watch();
        listener.onReady(message.loadMs);
      } else if (message.type === 'chunk') listener.onChunk(message.chunk);
      else if (message.type === 'end') {
        window.clearTimeout(running.watchdog);
        this.running = null;
        worker.removeEventListener('message', onMessage);
        if (worker !== this.python) worker.terminate();
        listener.onEnd(message.end);
      }
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      if (this.running !== running) return;
      const message = event.message || 'The program could not be started.';
      this.stop({ kind: 'exception', error: { message, line: null, traceback: message } });
    });
  }
}
