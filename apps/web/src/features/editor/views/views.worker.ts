/**
 * Pseudocode and the structogram in a Web Worker (decision 043): they read the IR, which the
 * engine worker does not hand out, so this worker parses and lowers the code itself, only while
 * one of those views is shown (it starts on first use).
 */
import {
  configureEngine,
  layoutStructogram,
  lowerSource,
  pseudocode,
  viewCharts,
  writeStructogramSvg,
} from '@codeflow/engine';
import { GRAMMAR_URLS, RUNTIME_WASM_URL } from '../../../lib/engineAssets';
import type { ViewsAnswer, ViewsRequest, ViewsResponse } from './viewsWorkerProtocol';

type WorkerScope = {
  postMessage(message: ViewsResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ViewsRequest>) => void): void;
};
const scope = globalThis as unknown as WorkerScope;
const absolute = (url: string) => new URL(url, globalThis.location.href).href;

configureEngine({
  loadGrammar: (name) => Promise.resolve(absolute(GRAMMAR_URLS[name])),
  locateRuntime: () => absolute(RUNTIME_WASM_URL),
});

async function answer({ code, language, chart }: ViewsRequest): Promise<ViewsAnswer> {
  const lowered = await lowerSource(code, language);
  if (!lowered.program) return { ok: false, error: lowered.error };
  const program = lowered.program;
  let charts = viewCharts(program);
  if (chart !== null) {
    try {
      charts = viewCharts(program, chart);
    } catch {
      // a chart the IR does not name (the per-line fallback's): the whole file
    }
  }
  const options = chart !== null && charts[0]?.name === chart ? { chart } : {};
  return {
    ok: true,
    text: pseudocode(program, options),
    markdown: pseudocode(program, { ...options, markdown: true }),
    svg: writeStructogramSvg(layoutStructogram(charts), {
      background: '#ffffff',
      title: `Structogram of ${charts.map((c) => c.heading).join(', ')}`,
    }),
    charts: charts.map((c) => c.name),
  };
}

scope.addEventListener('message', (event) => {
  const request = event.data;
  answer(request)
    .then((a) => scope.postMessage({ ...a, id: request.id }))
    .catch((err: unknown) =>
      scope.postMessage({
        id: request.id,
        ok: false,
        error: err instanceof Error ? err.message : String(err),
      }),
    );
});
