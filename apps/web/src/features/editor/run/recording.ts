import type { RunChunk, RunEnd, RunFrame, ShownValue } from './runProtocol';
import { shownValue } from './runValues';

export type Variables = Record<string, ShownValue>;

/**
 * A run's recording as the replay reads it: the steps, each frame (by id), each frame's full
 * locals from each step they changed at (merged from the runs' deltas, so a step's variables are
 * one binary search away) and the output.
 */
export type Recording = {
  lines: number[];
  frames: number[];
  frameInfo: RunFrame[];
  /** per frame id: the steps its locals changed at, and the locals from then on */
  varSteps: number[][];
  varValues: Variables[][];
  /** per frame id: its first step (the caller is paused on its own last step before it) */
  firstStep: number[];
  output: [number, 'out' | 'err', string][];
  end: RunEnd | null;
  /** Pyodide's load time of this run (0 when already loaded) */
  loadMs: number | null;
};

export function emptyRecording(): Recording {
  return {
    lines: [],
    frames: [],
    frameInfo: [],
    varSteps: [],
    varValues: [],
    firstStep: [],
    output: [],
    end: null,
    loadMs: null,
  };
}

/** Adds a chunk (in place: a recording grows to a million steps; the caller re-wraps it). */
export function appendChunk(rec: Recording, chunk: RunChunk): Recording {
  for (const line of chunk.lines) rec.lines.push(line);
  for (const frame of chunk.frames) {
    if (rec.firstStep[frame] === undefined) rec.firstStep[frame] = rec.frames.length;
    rec.frames.push(frame);
  }
  for (const f of chunk.newFrames) {
    rec.frameInfo[f.id] = f;
    rec.varSteps[f.id] = [];
    rec.varValues[f.id] = [];
  }
  for (const [step, frame, changes] of chunk.vars) {
    const steps = (rec.varSteps[frame] ??= []);
    const values = (rec.varValues[frame] ??= []);
    const merged: Variables = { ...(values[values.length - 1] ?? {}) };
    for (const [name, sent] of Object.entries(changes)) {
      const value = shownValue(sent);
      if (value.t === 'deleted') Reflect.deleteProperty(merged, name);
      else merged[name] = value;
    }
    steps.push(step);
    values.push(merged);
  }
  for (const o of chunk.output) rec.output.push(o);
  return { ...rec };
}

/** How many of the sorted `steps` are ≤ `step`. */
export function countUpTo(steps: readonly number[], step: number): number {
  let lo = 0;
  let hi = steps.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((steps[mid] ?? 0) <= step) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export type StackFrame = { frame: RunFrame; line: number; variables: Variables };

/** The call stack at a step, innermost first, each frame with its locals at that step. */
export function stackAt(rec: Recording, step: number): StackFrame[] {
  const stack: StackFrame[] = [];
  let id = rec.frames[step] ?? -1;
  let line = rec.lines[step] ?? 0;
  while (id >= 0) {
    const frame = rec.frameInfo[id];
    if (!frame) break;
    const at = countUpTo(rec.varSteps[id] ?? [], step) - 1;
    stack.push({ frame, line, variables: at >= 0 ? (rec.varValues[id]?.[at] ?? {}) : {} });
    // the caller is paused on the line of its last step before this call began
    const callerSteps = lastStepOf(rec, frame.parent, (rec.firstStep[id] ?? step + 1) - 1);
    line = callerSteps >= 0 ? (rec.lines[callerSteps] ?? 0) : 0;
    id = frame.parent;
  }
  return stack;
}

function lastStepOf(rec: Recording, frame: number, before: number): number {
  for (let i = before; i >= 0; i--) if (rec.frames[i] === frame) return i;
  return -1;
}

/** The output written before `step` ran (all of it at the last step). */
export function outputAt(rec: Recording, step: number): { stream: 'out' | 'err'; text: string }[] {
  const last = step >= rec.lines.length - 1 && rec.end !== null;
  const parts: { stream: 'out' | 'err'; text: string }[] = [];
  for (const [at, stream, text] of rec.output) {
    if (!last && at > step) break;
    const previous = parts[parts.length - 1];
    if (previous && previous.stream === stream) previous.text += text;
    else parts.push({ stream, text });
  }
  return parts;
}
