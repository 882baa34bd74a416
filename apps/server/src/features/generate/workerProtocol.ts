/** Messages between GeneratorPool (main thread) and generateWorker. */
export type WorkerTask = { id: number; code: string; language: string; compact: boolean };

export type WorkerMessage =
  | { type: 'ready' }
  /** `json` is the engine's GenerateResult, serialised; `ok` is false when it carries an error */
  | { type: 'result'; id: number; json: string; ok: boolean };
