/**
 * Keeps every range of a lowered program inside the input: a wrapper's closing line (snippet
 * support) or a parser's error recovery can end a node past the last line of the file.
 */
import type { Program, Range } from '../../ir/types';

function isRange(value: object): value is Range {
  return (
    typeof (value as Range).startLine === 'number' && typeof (value as Range).endLine === 'number'
  );
}

function clamp(value: unknown, lines: number): void {
  if (Array.isArray(value)) {
    for (const item of value) clamp(item, lines);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (isRange(value)) {
    value.startLine = Math.min(Math.max(value.startLine, 1), lines);
    value.endLine = Math.min(Math.max(value.endLine, value.startLine), lines);
    return;
  }
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'object' && field !== null) clamp(field, lines);
  }
}

/** Number of lines of `code` (a trailing newline starts one more, empty, line). */
export function lineCount(code: string): number {
  let lines = 1;
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) lines++;
  return lines;
}

/** Clamps every range in `program.body` to lines 1..lineCount(code), in place. */
export function clampRanges(program: Program, code: string): Program {
  clamp(program.body, lineCount(code));
  return program;
}
