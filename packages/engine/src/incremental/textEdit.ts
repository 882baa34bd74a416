/**
 * The one edit that turns `before` into `after`, as tree-sitter's `Tree.edit` wants it: the
 * common prefix and suffix are kept, the middle is replaced. Indexes and columns are UTF-16 code
 * units, as web-tree-sitter counts them when it parses a JavaScript string.
 */
import type { Point } from 'web-tree-sitter';

export type TextEdit = {
  startIndex: number;
  oldEndIndex: number;
  newEndIndex: number;
  startPosition: Point;
  oldEndPosition: Point;
  newEndPosition: Point;
};

/** characters compared at once while looking for the edit */
const CHUNK = 512;

const isHigh = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** Row and column (0-based) of `index` in `text`, counting from a known point before it. */
function pointAt(text: string, index: number, from: Point & { index: number }): Point {
  let row = from.row;
  let lineStart = from.index - from.column;
  for (let i = text.indexOf('\n', from.index); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) {
    row++;
    lineStart = i + 1;
  }
  return { row, column: index - lineStart };
}

/** null when the texts are equal. */
export function textEdit(before: string, after: string): TextEdit | null {
  if (before === after) return null;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  // whole chunks first (a native comparison), then one character at a time: a keystroke in a
  // 600 KB file was 1.8 ms of character loops
  while (
    start + CHUNK <= shorter &&
    before.slice(start, start + CHUNK) === after.slice(start, start + CHUNK)
  )
    start += CHUNK;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  // never split a surrogate pair: the edit starts at the pair
  if (start > 0 && isHigh(before.charCodeAt(start - 1))) start--;
  let tail = 0;
  const room = shorter - start;
  while (
    tail + CHUNK <= room &&
    before.slice(before.length - tail - CHUNK, before.length - tail) ===
      after.slice(after.length - tail - CHUNK, after.length - tail)
  )
    tail += CHUNK;
  while (
    tail < room &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  )
    tail++;
  if (tail > 0 && isLow(before.charCodeAt(before.length - tail))) tail--;
  const oldEnd = before.length - tail;
  const newEnd = after.length - tail;
  const origin = { row: 0, column: 0, index: 0 };
  const startPosition = pointAt(before, start, origin);
  const from = { ...startPosition, index: start };
  return {
    startIndex: start,
    oldEndIndex: oldEnd,
    newEndIndex: newEnd,
    startPosition,
    oldEndPosition: pointAt(before, oldEnd, from),
    newEndPosition: pointAt(after, newEnd, from),
  };
}
