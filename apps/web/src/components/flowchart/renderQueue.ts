import type { FlowGraph } from '@codeflow/engine';
import type { Size } from './minimap';
import type { RenderAnswer } from './renderProtocol';

/** What to draw: these charts of `graph`, stacked in this order. */
export type RenderJob = {
  graph: FlowGraph;
  charts: string[];
  /** the overview: lay the charts out in rows for a viewport this size (CSS px) */
  grid?: Size;
};

/** Draws a job; null while no renderer can run (no Worker), and then the job waits. */
export type Renderer = (job: RenderJob) => Promise<RenderAnswer>;

export type RenderQueueEvents = {
  /** a job went to the renderer */
  onBusy: () => void;
  /** every answer, current or not (the benchmark measures each layout) */
  onLaidOut?: (answer: RenderAnswer) => void;
  /** the answer to the newest request */
  onAnswer: (answer: RenderAnswer, job: RenderJob) => void;
  /** the newest request failed */
  onError: (message: string) => void;
  /** nothing is being drawn and nothing waits */
  onIdle: () => void;
};

export type RenderQueue = {
  /** Asks for a drawing of `job` (null: nothing to draw, and any waiting job is dropped). */
  request: (job: RenderJob | null) => void;
};

/**
 * One drawing at a time: while one is laid out, later requests collapse into the last, and only
 * the newest request's answer (or failure) is reported.
 */
export function createRenderQueue(
  renderer: () => Renderer | null,
  events: RenderQueueEvents,
): RenderQueue {
  let busy = false;
  let next: RenderJob | null = null;
  let seq = 0;

  const pump = () => {
    const render = renderer();
    if (busy || !next || !render) return;
    const job = next;
    next = null;
    busy = true;
    const asked = seq;
    events.onBusy();
    render(job)
      .then((answer) => {
        events.onLaidOut?.(answer);
        // a newer request is queued: its answer replaces this one soon
        if (asked !== seq) return;
        events.onAnswer(answer, job);
      })
      .catch((error: unknown) => {
        if (asked !== seq) return;
        events.onError(error instanceof Error ? error.message : String(error));
      })
      .finally(() => {
        busy = false;
        if (next) pump();
        else events.onIdle();
      });
  };

  return {
    request(job) {
      seq++;
      next = job;
      if (job) pump();
    },
  };
}
