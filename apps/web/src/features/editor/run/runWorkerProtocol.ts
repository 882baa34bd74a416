import type { TracedFunction } from '@codeflow/engine/trace';
import type { RunRequest, RunWorkerMessage } from './runProtocol';

/**
 * To run.worker.ts: run Python, or instrument JavaScript/TypeScript for jsRuntime.ts; `warm`
 * loads Pyodide ahead of the first Python run (the user focused Run).
 */
export type RunWorkerRequest =
  | { type: 'python'; request: RunRequest }
  | { type: 'instrument'; request: RunRequest }
  | { type: 'warm' };

export type InstrumentAnswer =
  | { type: 'instrumented'; code: string; functions: Pick<TracedFunction, 'id' | 'startLine'>[] }
  | { type: 'instrument-failed'; message: string };

export type RunWorkerAnswer = RunWorkerMessage | InstrumentAnswer;
