/** Messages between GeneratorPool (main thread) and generateWorker. */

/**
 * A picture instead of the engine's answer (chart images: embeds and dashboard thumbnails,
 * apps/server/src/chartImages/): `chart` names one chart (`null`: the whole file), or
 * `'largest'` picks the chart with the most nodes (thumbnails).
 */
export type RenderRequest = {
  format: 'svg' | 'png';
  chart: { name: string } | null | 'largest';
  /** PNG only: at most this many pixels wide and high */
  maxSize?: { width: number; height: number };
};

export type WorkerTask = {
  id: number;
  code: string;
  language: string;
  compact: boolean;
  render?: RenderRequest | undefined;
};

/**
 * The pool sends tasks in batches (one postMessage for several small inputs that arrived
 * together); the worker runs them in order and answers each with its own `result` as it is done.
 */
export type WorkerBatch = { tasks: WorkerTask[] };

export type WorkerMessage =
  | { type: 'ready' }
  /**
   * `json` is the engine's GenerateResult, serialised; `ok` is false when it carries an error.
   * A render task answers `json` as RenderOutcome and, when `ok`, the picture in `bytes`.
   */
  | { type: 'result'; id: number; json: string; ok: boolean; bytes?: Uint8Array };

/** What a render task says beside its picture: why there is none, when there is none. */
export type RenderOutcome = { error: null } | { error: 'not_drawn' | 'no_such_chart' };
