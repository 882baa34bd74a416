import type { FlowGraph } from '@codeflow/engine';
import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Size } from './minimap';
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
  /** the overview's grid: the viewport's size (CSS px) to lay the charts out in rows for; undefined stacks one column */
  grid: Size | undefined,
  callbacks: RefObject<{ onRenderError?: ((message: string | null) => void) | undefined }>,
): WorkerDrawing {
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [loading, setLoading] = useState(false);
  const [queue] = useState(() =>
    createRenderQueue(
      () => {
        const client = renderWorkerClient();
        return client ? (job) => client.render(job.graph, job.charts, job.grid) : null;
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
  const [gridW, gridH] = [grid?.w ?? 0, grid?.h ?? 0];
  useEffect(() => {
    if (!graph || chartsKey === '') {
      queue.request(null);
      setRendered(null);
      return;
    }
    queue.request({
      graph,
      charts: chartsKey.split('\n'),
      ...(gridW > 0 ? { grid: { w: gridW, h: gridH } } : {}),
    });
  }, [graph, chartsKey, gridW, gridH, queue]);

  return { rendered, loading };
}
