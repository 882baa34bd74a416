/**
 * What a Run records (decision 041): one step per executed line, columnar so a 100,000-step
 * recording stays small; each frame's local variables only when they changed; output with the
 * step it was written at. Python's tracer (pythonTracer.ts) and the JavaScript runtime
 * (jsRuntime.ts) both write this shape, in chunks, so a run stopped mid-way keeps what it did.
 */
import type { FlowchartLanguage } from '@codeflow/contracts';
import type { SentValue } from './runValues';

export type RunLanguage = Extract<FlowchartLanguage, 'python' | 'javascript' | 'typescript'>;

export const RUN_LANGUAGES: readonly RunLanguage[] = ['python', 'javascript', 'typescript'];

export function isRunLanguage(language: string): language is RunLanguage {
  return (RUN_LANGUAGES as readonly string[]).includes(language);
}

/** Defaults of the limits (configurable per run). */
export const RUN_LIMITS = { maxSteps: 1_000_000, maxMs: 10_000 } as const;
export type RunLimits = { maxSteps: number; maxMs: number };

/** A value shown in the Variables panel: its short text, type and (lists, objects) children. */
export type ShownValue = { r: string; t: string; c?: [string, ShownValue][] };

/** One call: `line` is its function's first line, `parent` the caller's frame (-1: none). */
export type RunFrame = { id: number; name: string; line: number; parent: number };

export type RunError = {
  /** e.g. "ZeroDivisionError: division by zero" */
  message: string;
  line: number | null;
  /** the traceback, innermost call last, only the program's own lines */
  traceback: string;
};

export type RunEnd =
  | { kind: 'done' }
  | { kind: 'exception'; error: RunError }
  | { kind: 'limit'; limit: 'steps' | 'time' }
  | { kind: 'stopped' };

export type RunChunk = {
  /** per step: the line and the frame */
  lines: number[];
  frames: number[];
  newFrames: RunFrame[];
  /** [step, frame, changes]: the frame's locals that changed at that step (`t: 'deleted'`: gone) */
  vars: [number, number, Record<string, SentValue>][];
  /** [step, stream, text]: written while that step ran */
  output: [number, 'out' | 'err', string][];
};

export type RunRequest = {
  language: RunLanguage;
  code: string;
  stdin: string;
  limits: RunLimits;
};

export type RunWorkerMessage =
  | { type: 'ready'; loadMs: number }
  | { type: 'chunk'; chunk: RunChunk }
  | { type: 'end'; end: RunEnd };
