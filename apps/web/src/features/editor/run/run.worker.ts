/**
 * The Run worker (decision 041): runs Python with Pyodide, loaded from our origin on the first
 * Python run, under the tracer (tracer.py), with the network taken away first; and instruments
 * JavaScript/TypeScript from its syntax tree for the program's own worker (jsRuntime.ts). A run
 * that must end early (Stop, a limit the tracer cannot see) terminates this worker.
 */
import { configureEngine } from '@codeflow/engine';
import { instrument, stripTypes } from '@codeflow/engine/trace';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import type { PyProxy } from 'pyodide/ffi';
import { GRAMMAR_URLS, RUNTIME_WASM_URL } from '../../../lib/engineAssets';
import { disableNetwork } from './disableNetwork';
import { PYODIDE_PATH } from './pyodideAssets';
import { fetchBuiltSnapshot, loadSnapshot, saveSnapshot } from './pyodideSnapshot';
import type { RunChunk, RunEnd, RunRequest } from './runProtocol';
import type { RunWorkerAnswer, RunWorkerRequest } from './runWorkerProtocol';
import TRACER from './tracer.py?raw';

type WorkerScope = {
  postMessage(message: RunWorkerAnswer): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<RunWorkerRequest>) => void,
  ): void;
};
const scope = globalThis as unknown as WorkerScope;
const absolute = (url: string) => new URL(url, globalThis.location.href).href;

configureEngine({
  loadGrammar: (name) => Promise.resolve(absolute(GRAMMAR_URLS[name])),
  locateRuntime: () => absolute(RUNTIME_WASM_URL),
});

type Tracer = (
  code: string,
  stdin: string,
  maxSteps: number,
  maxMs: number,
  flush: (json: string) => void,
) => string;

let python: Promise<{ pyodide: PyodideAPI; run: Tracer; loadMs: number }> | null = null;
let loaded = false;

/**
 * Loads Pyodide by restoring a memory snapshot of a fresh interpreter (decision 041, "Update"):
 * the one the web build made, else one this browser kept; starting Python instead (it imports
 * some 190 modules: most of a load's time) only when neither is there or accepted, and then
 * keeping its snapshot in Cache Storage. A snapshot is taken before any program runs, so it holds
 * no user's code or data.
 */
async function loadPython() {
  const started = performance.now();
  const indexURL = absolute(PYODIDE_PATH);
  const options = {
    indexURL,
    // `import js` sees this object, not the worker's globals: no fetch from Python
    jsglobals: {},
    checkAPIVersion: true,
  };
  let pyodide: PyodideAPI | null = null;
  for (const snapshot of [fetchBuiltSnapshot, loadSnapshot]) {
    const bytes = await snapshot(indexURL);
    if (bytes) pyodide = await loadPyodide({ ...options, _loadSnapshot: bytes }).catch(() => null);
    if (pyodide) break;
  }
  if (!pyodide) {
    pyodide = await loadPyodide({ ...options, _makeSnapshot: true });
    saveSnapshot(indexURL, pyodide.makeMemorySnapshot());
  }
  // the program runs only after everything Pyodide needs is loaded: no network from here on
  disableNetwork();
  const namespace = pyodide.toPy({}) as PyProxy & { get(name: string): Tracer };
  pyodide.runPython(TRACER, { globals: namespace });
  const run = namespace.get('run');
  return { pyodide, run, loadMs: performance.now() - started };
}

async function runPython(request: RunRequest): Promise<void> {
  python ??= loadPython();
  const { run, loadMs } = await python;
  scope.postMessage({ type: 'ready', loadMs: loaded ? 0 : loadMs });
  loaded = true;
  const flush = (json: string) => {
    scope.postMessage({ type: 'chunk', chunk: JSON.parse(json) as RunChunk });
  };
  const end = JSON.parse(
    run(request.code, request.stdin, request.limits.maxSteps, request.limits.maxMs, flush),
  ) as RunEnd;
  scope.postMessage({ type: 'end', end });
}

async function instrumentProgram(request: RunRequest): Promise<void> {
  try {
    const js = request.language === 'typescript' ? await stripTypes(request.code) : request.code;
    const { code, functions } = await instrument(js);
    scope.postMessage({
      type: 'instrumented',
      code,
      functions: functions.map((f) => ({ id: f.id, startLine: f.startLine })),
    });
  } catch (error) {
    scope.postMessage({
      type: 'instrument-failed',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message.type === 'warm') {
    // a failed load is reported by the run that waits for it
    python ??= loadPython();
    python.catch(() => {
      python = null;
    });
    return;
  }
  const done =
    message.type === 'python' ? runPython(message.request) : instrumentProgram(message.request);
  done.catch((error: unknown) => {
    const text = error instanceof Error ? error.message : String(error);
    scope.postMessage({
      type: 'end',
      end: { kind: 'exception', error: { message: text, line: null, traceback: text } },
    });
  });
});
