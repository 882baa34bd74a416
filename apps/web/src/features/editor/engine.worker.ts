/**
 * The engine in a Web Worker: the same generateFlowchart the server runs, so the editor keeps
 * drawing full flowcharts when the server is slow or unreachable, without blocking typing.
 */
import { configureEngine, generateFlowchart } from '@codeflow/engine';
import { GRAMMAR_URLS, RUNTIME_WASM_URL } from './engineAssets';
import type { EngineWorkerRequest, EngineWorkerResponse } from './engineWorkerProtocol';

/** The bits of DedicatedWorkerGlobalScope we use (the web app compiles with the DOM lib). */
type WorkerScope = {
  postMessage(message: EngineWorkerResponse): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<EngineWorkerRequest>) => void,
  ): void;
};
const scope = globalThis as unknown as WorkerScope;

// Absolute URLs: the worker's own location is under /assets, and fetch needs no guessing.
const absolute = (url: string) => new URL(url, globalThis.location.href).href;

configureEngine({
  loadGrammar: (name) => Promise.resolve(absolute(GRAMMAR_URLS[name])),
  locateRuntime: () => absolute(RUNTIME_WASM_URL),
});

scope.addEventListener('message', (event) => {
  const request = event.data;
  if (request.type !== 'generate') return;
  generateFlowchart({ code: request.code, language: request.language, compact: request.compact })
    .then((result) => scope.postMessage({ id: request.id, ok: true, result }))
    .catch((err: unknown) =>
      // generateFlowchart never throws by contract; this covers a broken worker environment
      scope.postMessage({
        id: request.id,
        ok: false,
        error: err instanceof Error ? err.message : String(err),
      }),
    );
});
