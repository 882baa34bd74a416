import type { GenerateResult } from '@codeflow/engine';
import { decodeGraph, isGraphDelta, type SentGraph } from './graphDelta';
import type {
  DiffAnswer,
  EngineWorkerAnswer,
  EngineWorkerRequest,
  EngineWorkerResponse,
} from './engineWorkerProtocol';

export type LocalGenerateRequest = { code: string; language: string; compact: boolean };
export type LocalDiffRequest = {
  oldCode: string;
  newCode: string;
  language: string;
  chart: string | null;
};

/** a request as posted, without the id the client gives it */
type Posted = EngineWorkerRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

/** The part of Worker the client needs; tests pass a fake. */
export type WorkerLike = {
  postMessage(message: EngineWorkerRequest): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<EngineWorkerResponse>) => void,
  ): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
};

type Pending = { resolve: (r: EngineWorkerAnswer) => void; reject: (e: Error) => void };

/**
 * Talks to the engine worker: each request carries an id and its answer settles only that
 * request's promise. The worker is created on first use, and recreated after it crashes.
 */
export class EngineWorkerClient {
  private worker: WorkerLike | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** the last graph the worker sent: its next one may be only what changed since */
  private held: SentGraph | null = null;

  constructor(private readonly createWorker: () => WorkerLike) {}

  generate(request: LocalGenerateRequest): Promise<GenerateResult> {
    // the worker answers a 'generate' request with a GenerateResult (engineWorkerProtocol.ts)
    return this.send({ type: 'generate', ...request }) as Promise<GenerateResult>;
  }

  /** The chart diff of two versions, with the combined drawing of one chart (the Compare view). */
  diff(request: LocalDiffRequest): Promise<DiffAnswer> {
    // the worker answers a 'diff' request with a DiffAnswer (engineWorkerProtocol.ts)
    return this.send({ type: 'diff', ...request }) as Promise<DiffAnswer>;
  }

  private send(request: Posted): Promise<EngineWorkerAnswer> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<EngineWorkerAnswer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...request });
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.failAll(new Error('Engine worker stopped'));
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    // a new worker has sent nothing yet
    this.held = null;
    worker.addEventListener('message', (event: MessageEvent<EngineWorkerResponse>) => {
      const answer = this.received(event.data);
      const pending = this.pending.get(answer.id);
      // unknown ids belong to a worker we already gave up on
      if (!pending) return;
      this.pending.delete(answer.id);
      if (answer.ok) pending.resolve(answer.result);
      else pending.reject(new Error(answer.error));
    });
    worker.addEventListener('error', (event: ErrorEvent) => {
      // a worker that failed to load or crashed answers nothing more: fail its requests, start anew next time
      worker.terminate();
      if (this.worker === worker) this.worker = undefined;
      this.failAll(new Error(event.message || 'Engine worker failed'));
    });
    this.worker = worker;
    return worker;
  }

  /**
   * Every generation's graph is decoded as it arrives, in order, whether or not anyone still waits
   * for it: the next one may build on it (graphDelta.ts).
   */
  private received(answer: EngineWorkerResponse): EngineWorkerResponse {
    if (!answer.ok || !('graphVersion' in answer.result)) return answer;
    const { graph, graphVersion, ...result } = answer.result;
    if (graph === null || graphVersion === undefined) return answer;
    try {
      const full = isGraphDelta(graph) ? decodeGraph(this.held, graph) : graph;
      this.held = { version: graphVersion, graph: full };
      return { ...answer, result: { ...result, graph: full } };
    } catch (error) {
      // out of step with the worker (cannot happen while messages arrive in order): start a new
      // worker, which sends whole graphs again, and fail what the old one still owes
      const message = error instanceof Error ? error.message : String(error);
      this.worker?.terminate();
      this.worker = undefined;
      this.failAll(new Error(message));
      return { id: answer.id, ok: false, error: message };
    }
  }

  private failAll(error: Error): void {
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }
}

let shared: EngineWorkerClient | undefined;

/** The page-wide client; `new URL(..., import.meta.url)` lets Vite bundle the worker as its own chunk. */
export function engineWorkerClient(): EngineWorkerClient {
  shared ??= new EngineWorkerClient(
    () =>
      new Worker(new URL('./engine.worker.ts', import.meta.url), {
        type: 'module',
        name: 'codeflow-engine',
      }),
  );
  return shared;
}
