import type { FlowGraph } from '@codeflow/engine';
import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { RenderAnswer } from './renderProtocol';
import { createRenderQueue } from './renderQueue';
import { renderWorkerClient } from './RenderWorkerClient';

/** performance measure: the renderer worker's layout and SVG writing of the last drawing */
export const LAYOUT_MEASURE = 'codeflow:layout';

/** The newest drawing, with the charts it shows (joined by newlines). */
export type Rendered = RenderAnswer & { charts: string };

export type WorkerDrawing = { rendered: Rendered | null; loading: boolean };

/**
 * The drawing of `charts` of `graph`, laid out by the renderer worker: only the newest request's
 * answer is kept; while one is laid out, later ones collapse into the last. A failure is
 * reported through `onRenderError` (and the last good drawing stays); a success clears it.
 */
export function useWorkerDrawing(
  graph: FlowGraph | null,
  charts: readonly string[],
  callbacks: RefObject<{ onRenderError?: ((message: string | null) => void) | undefined }>,
): WorkerDrawing {
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [loading, setLoading] = useState(false);
  const [queue] = useState(() =>
    createRenderQueue(
      () => {
        const client = renderWorkerClient();
        return client ? (job) => client.render(job.graph, job.charts) : null;
      },
      {
        onBusy: () => setLoading(true),
        onLaidOut: (answer) => {
          // the worker's layout + SVG time, for the editor benchmark
          const now = performance.now();
          performance.clearMeasures(LAYOUT_MEASURE);
          performance.measure(LAYOUT_MEASURE, { start: now - answer.ms, end: now });
        },
        onAnswer: (answer, job) => {
          flushSync(() => setRendered({ ...answer, charts: job.charts.join('\n') }));
          callbacks.current.onRenderError?.(null);
        },
        onError: (message) => callbacks.current.onRenderError?.(message),
        onIdle: () => setLoading(false),
      },
    ),
  );

  const chartsKey = charts.join('\n');
  useEffect(() => {
    if (!graph || chartsKey === '') {
      queue.request(null);
      setRendered(null);
      return;
    }
    queue.request({ graph, charts: chartsKey.split('\n') });
  }, [graph, chartsKey, queue]);

  return { rendered, loading };
}
