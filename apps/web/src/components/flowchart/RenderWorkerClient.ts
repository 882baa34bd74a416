import type { FlowGraph } from '@codeflow/engine';
import { chartSubgraph } from './chartSubgraph';
import type { Size } from './minimap';
import type { RenderAnswer, RenderRequest, RenderResponse } from './renderProtocol';

/** The part of Worker the client needs; tests pass a fake. */
export type RenderWorkerLike = {
  postMessage(message: RenderRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<RenderResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
};

type Pending = { resolve: (r: RenderAnswer) => void; reject: (e: Error) => void };

/**
 * Talks to the renderer worker: each request carries an id and its answer settles only that
 * request's promise. The worker starts on first use and is recreated after a crash.
 */
export class RenderWorkerClient {
  private worker: RenderWorkerLike | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly createWorker: () => RenderWorkerLike) {}

  /** Draws `charts` of `graph` stacked in that order (the whole file in one layout when empty). */
  render(graph: FlowGraph, charts: readonly string[], grid?: Size): Promise<RenderAnswer> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<RenderAnswer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({
        id,
        graph: chartSubgraph(graph, charts),
        charts: [...charts],
        ...(grid ? { grid } : {}),
      });
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.failAll(new Error('Renderer stopped'));
  }

  private ensureWorker(): RenderWorkerLike {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.addEventListener('message', (event: MessageEvent<RenderResponse>) => {
      const answer = event.data;
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      if (answer.ok) {
        const { id: _id, ok: _ok, ...drawing } = answer;
        pending.resolve(drawing);
      } else {
        pending.reject(new Error(answer.error));
      }
    });
    worker.addEventListener('error', (event: ErrorEvent) => {
      worker.terminate();
      if (this.worker === worker) this.worker = undefined;
      this.failAll(new Error(event.message || 'Renderer failed'));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
  }
}

let shared: RenderWorkerClient | undefined;

/** The page-wide renderer, or null where there are no Web Workers (jsdom tests). */
export function renderWorkerClient(): RenderWorkerClient | null {
  if (typeof Worker === 'undefined') return null;
  shared ??= new RenderWorkerClient(
    () =>
      new Worker(new URL('./render.worker.ts', import.meta.url), {
        type: 'module',
        name: 'codeflow-renderer',
      }),
  );
  return shared;
}
