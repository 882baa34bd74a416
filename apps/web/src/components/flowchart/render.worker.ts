/**
 * The chart renderer in a Web Worker: FlowGraph -> Graphviz `dot` layout (WASM, loaded on the
 * first request) -> our SVG, one layout per chart, stacked in the order asked (source order). The
 * main thread only inserts the finished markup, so layout never blocks typing
 * (docs/decisions/015-graphviz-renderer.md).
 */
import { drawCharts } from './drawCharts';
import type { RenderRequest, RenderResponse } from './renderProtocol';

/** The bits of DedicatedWorkerGlobalScope we use (the web app compiles with the DOM lib). */
type WorkerScope = {
  postMessage(message: RenderResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<RenderRequest>) => void): void;
};
const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  const { id, graph, charts, grid } = event.data;
  const started = performance.now();
  drawCharts(graph, charts, grid)
    .then((drawing) =>
      scope.postMessage({ id, ok: true, ...drawing, ms: performance.now() - started }),
    )
    .catch((err: unknown) =>
      scope.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
});
