/**
 * The engine in a Web Worker: the same generateFlowchart the server runs, so the editor keeps
 * drawing full flowcharts when the server is slow or unreachable, without blocking typing; and
 * the chart diff (decision 030) with its combined drawing, for the Compare view.
 */
import {
  configureEngine,
  createIncrementalEngine,
  diffSources,
  type SourceDiff,
} from '@codeflow/engine';
import { renderDiffSvg } from '@codeflow/engine/render';
import { GRAMMAR_URLS, RUNTIME_WASM_URL } from '../../lib/engineAssets';
import { encodeGraph, type SentGraph } from './graphDelta';
import type {
  DiffAnswer,
  GenerateAnswer,
  EngineWorkerAnswer,
  EngineWorkerRequest,
  EngineWorkerResponse,
} from './engineWorkerProtocol';

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

/** The chart a Compare view opens on: the first that changed, else the first. */
function defaultChart(diff: SourceDiff): string | null {
  const first = diff.charts.find((c) => c.status !== 'unchanged') ?? diff.charts[0];
  return first ? first.name : null;
}

async function diffAndDraw(request: Extract<EngineWorkerRequest, { type: 'diff' }>) {
  const diff = await diffSources(request.oldCode, request.newCode, request.language);
  const known = request.chart !== null && diff.charts.some((c) => c.name === request.chart);
  const chart = known ? request.chart : defaultChart(diff);
  const svg = chart === null ? null : await renderDiffSvg(diff, { chart, interactive: true });
  return { diff, chart, svg } satisfies DiffAnswer;
}

/**
 * The editor's document changes a keystroke at a time: the incremental engine re-parses only what
 * each edit touched (decision 045), with generateFlowchart's answers.
 */
const engine = createIncrementalEngine();

/** The last graph posted: the next one is sent as what changed since it (graphDelta.ts). */
let sent: SentGraph | null = null;

async function generate(
  request: Extract<EngineWorkerRequest, { type: 'generate' }>,
): Promise<GenerateAnswer> {
  const result = await engine.generate({
    code: request.code,
    language: request.language,
    compact: request.compact,
  });
  if (!result.graph) return result;
  const version = (sent?.version ?? 0) + 1;
  const graph = encodeGraph(sent, result.graph, version);
  sent = { version, graph: result.graph };
  return { ...result, graph, graphVersion: version };
}

function answer(request: EngineWorkerRequest): Promise<EngineWorkerAnswer> {
  if (request.type === 'diff') return diffAndDraw(request);
  return generate(request);
}

scope.addEventListener('message', (event) => {
  const request = event.data;
  answer(request)
    .then((result) => scope.postMessage({ id: request.id, ok: true, result }))
    .catch((err: unknown) =>
      // the engine never throws by contract; this covers a broken worker environment
      scope.postMessage({
        id: request.id,
        ok: false,
        error: err instanceof Error ? err.message : String(err),
      }),
    );
});
