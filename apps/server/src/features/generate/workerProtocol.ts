/** Messages between GeneratorPool (main thread) and generateWorker. */
export type WorkerTask = { id: number; code: string; language: string; compact: boolean };

/**
 * The pool sends tasks in batches (one postMessage for several small inputs that arrived
 * together); the worker runs them in order and answers each with its own `result` as it is done.
 */
export type WorkerBatch = { tasks: WorkerTask[] };

export type WorkerMessage =
  | { type: 'ready' }
  /** `json` is the engine's GenerateResult, serialised; `ok` is false when it carries an error */
  | { type: 'result'; id: number; json: string; ok: boolean };
