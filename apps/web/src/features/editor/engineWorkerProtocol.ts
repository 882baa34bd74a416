import type { FlowGraph, GenerateResult, SourceDiff } from '@codeflow/engine';
import type { GraphDelta } from './graphDelta';

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

/**
 * A generation as the worker posts it: its graph numbered, and sent as what changed since the
 * previous graph it sent (graphDelta.ts); the client turns it back into a GenerateResult.
 */
export type GenerateAnswer = Omit<GenerateResult, 'graph'> & {
  graph: FlowGraph | GraphDelta | null;
  graphVersion?: number;
};

/** What each request kind answers. */
export type EngineWorkerAnswer = GenerateAnswer | DiffAnswer;

/** Engine worker -> main thread: the engine's result, or why the worker could not produce one. */
export type EngineWorkerResponse =
  { id: number; ok: true; result: EngineWorkerAnswer } | { id: number; ok: false; error: string };
