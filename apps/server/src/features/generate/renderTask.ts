import type { FlowGraph } from '@codeflow/engine';
import type { RenderOutcome, RenderRequest } from './workerProtocol';

/**
 * A render task of the generation worker: the engine's FlowGraph drawn by the Node renderer the
 * CLI uses (`@codeflow/engine/render/node`, loaded on the first picture only), on a white
 * background, picture only: no tooltips or data attributes (nothing of the code beyond what the
 * chart shows). The bytes are a fresh buffer the worker can transfer.
 */
export async function renderTask(
  graph: FlowGraph | null,
  request: RenderRequest,
): Promise<{ outcome: RenderOutcome; bytes?: Uint8Array }> {
  if (!graph || graph.charts.length === 0) return { outcome: { error: 'not_drawn' } };
  const [{ renderImage }, { largestChart, selectChartIds }] = await Promise.all([
    import('@codeflow/engine/render/node'),
    import('@codeflow/engine/render'),
  ]);
  let chart: string | undefined;
  if (request.chart === 'largest') {
    chart = largestChart(graph) ?? undefined;
  } else if (request.chart) {
    const { name } = request.chart;
    // by name only: a chart's id is the engine's, not something a README writer knows
    const named = graph.charts.find((c) => c.name === name);
    if (!named || selectChartIds(graph, named.id).length === 0) {
      return { outcome: { error: 'no_such_chart' } };
    }
    chart = named.id;
  }
  const image = await renderImage(graph, {
    format: request.format,
    chart,
    background: 'white',
    pictureOnly: true,
    maxSize: request.maxSize,
  });
  const bytes = typeof image === 'string' ? Buffer.from(image, 'utf8') : image;
  // a copy that owns its whole ArrayBuffer (Buffers may share a pooled one)
  return { outcome: { error: null }, bytes: new Uint8Array(bytes) };
}
