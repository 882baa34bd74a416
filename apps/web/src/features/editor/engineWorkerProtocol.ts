import type { GenerateResult } from '@codeflow/engine';

/** Main thread -> engine worker. */
export type EngineWorkerRequest = {
  id: number;
  type: 'generate';
  code: string;
  language: string;
  compact: boolean;
};

/** Engine worker -> main thread: the engine's result, or why the worker could not produce one. */
export type EngineWorkerResponse =
  { id: number; ok: true; result: GenerateResult } | { id: number; ok: false; error: string };
