/**
 * The chart renderer in a Web Worker: FlowGraph -> Graphviz `dot` layout (WASM, loaded on the
 * first request) -> our SVG, one layout per chart, stacked in the order asked (source order). The
 * main thread only inserts the finished markup, so layout never blocks typing
 * (docs/decisions/015-graphviz-renderer.md).
 */
import { drawCharts, warmUpOnce } from './drawCharts';
import type { RenderRequest, RenderResponse } from './renderProtocol';

/** The bits of DedicatedWorkerGlobalScope we use (the web app compiles with the DOM lib). */
type WorkerScope = {
  postMessage(message: RenderResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<RenderRequest>) => void): void;
};
const scope = globalThis as unknown as WorkerScope;

/**
 * Layouts of a small chart run while the worker is idle after its first drawing: Graphviz's wasm
 * and the drawing code are slow until the JIT has run them a few times, and without them the
 * first keystrokes after opening a file paid for that (20 rounds: ~180 ms of the worker's idle
 * time, in Node).
 */
const WARM_UP_ROUNDS = 20;

/** Warm-up layouts still to run (warmUpGraph.ts), once the first drawing is answered. */
let warmUps = WARM_UP_ROUNDS;
/** requests received and not answered: a warm-up never runs ahead of one */
let pending = 0;

/** One warm-up layout in its own task, then the next; a request waits for one at most. */
function warmUpLater(): void {
  setTimeout(() => {
    if (warmUps === 0 || pending > 0) return;
    warmUpOnce(warmUps--)
      .then(warmUpLater)
      .catch(() => (warmUps = 0));
  }, 0);
}

scope.addEventListener('message', (event) => {
  const { id, graph, charts, grid } = event.data;
  const started = performance.now();
  pending++;
  drawCharts(graph, charts, grid)
    .then((drawing) =>
      scope.postMessage({ id, ok: true, ...drawing, ms: performance.now() - started }),
    )
    .catch((err: unknown) =>
      scope.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) }),
    )
    .finally(() => {
      pending--;
      if (pending === 0 && warmUps > 0) warmUpLater();
    });
});
