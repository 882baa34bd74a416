import type { GenerateResult, SourceDiff } from '@codeflow/engine';

/** A chart diff and, when a chart was drawn, its combined drawing (decision 030). */
export type DiffAnswer = { diff: SourceDiff; chart: string | null; svg: string | null };

/** Main thread -> engine worker. */
export type EngineWorkerRequest =
  | { id: number; type: 'generate'; code: string; language: string; compact: boolean }
  | {
      id: number;
      type: 'diff';
      oldCode: string;
      newCode: string;
      language: string;
      /** the chart to draw; null: the first chart that is not unchanged (else the first) */
      chart: string | null;
    };

/** What each request kind answers. */
export type EngineWorkerAnswer = GenerateResult | DiffAnswer;

/** Engine worker -> main thread: the engine's result, or why the worker could not produce one. */
export type EngineWorkerResponse =
  { id: number; ok: true; result: EngineWorkerAnswer } | { id: number; ok: false; error: string };
