import type { TracedFunction } from '@codeflow/engine/trace';
import type { RunRequest, RunWorkerMessage } from './runProtocol';

/** To run.worker.ts: run Python, or instrument JavaScript/TypeScript for jsRuntime.ts. */
export type RunWorkerRequest =
  { type: 'python'; request: RunRequest } | { type: 'instrument'; request: RunRequest };

export type InstrumentAnswer =
  | { type: 'instrumented'; code: string; functions: Pick<TracedFunction, 'id' | 'startLine'>[] }
  | { type: 'instrument-failed'; message: string };

export type RunWorkerAnswer = RunWorkerMessage | InstrumentAnswer;
