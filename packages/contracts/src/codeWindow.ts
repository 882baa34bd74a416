import { MAX_CODE_BYTES } from './plans';

/** Lines as an editor shows them: a final newline does not start another line; '' has none. */
export function countLines(code: string): number {
  if (code === '') return 0;
  let lines = 1;
  for (let i = code.indexOf('\n'); i >= 0; i = code.indexOf('\n', i + 1)) lines++;
  return code.endsWith('\n') ? lines - 1 : lines;
}

/**
 * Bytes a plan allows per line of its max_code_lines: far above real code (about 30–40 bytes a
 * line), so only code squeezed onto few lines meets it. A plan's byte allowance is
 * max_code_lines × this, capped by MAX_CODE_BYTES.
 */
export const MAX_BYTES_PER_LINE = 80;

/** The bytes of code a plan allowing `maxLines` lines accepts. */
export function codeBytesAllowance(maxLines: number): number {
  return Math.min(MAX_CODE_BYTES, maxLines * MAX_BYTES_PER_LINE);
}

/** The part of a file the editor draws when the whole file is over the plan's limits. */
export type CodeWindow = {
  /** lines 1..`lines` of the file */
  code: string;
  lines: number;
  /** the file's own line count */
  totalLines: number;
};

/**
 * Whether `text` takes at most `maxBytes` bytes in UTF-8 (the editor asks on every keystroke:
 * encoding a 600 KB file to measure it was 2 ms a key). A UTF-16 unit takes 1 to 3 bytes (a
 * surrogate pair 4 for its 2), so the length alone often answers; else the bytes are counted,
 * stopping once past the limit.
 */
export function fitsUtf8(text: string, maxBytes: number): boolean {
  if (text.length > maxBytes) return false;
  if (text.length * 3 <= maxBytes) return true;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3; // a lone surrogate is written as U+FFFD
    if (bytes > maxBytes) return false;
  }
  return true;
}

const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** A window ends at a function's end only when that keeps at least this share of the allowance. */
const BOUNDARY_MIN_SHARE = 0.5;

/**
 * One rule for code over a plan's line (or byte) limit, the same on every path that draws it
 * (decision 037): the editor draws the file's first lines — as many as the plan allows, ending
 * before the last top-level definition (a line at column 0) or blank line that starts past them,
 * so the window does not stop half-way into a function. Null when the whole file is allowed (the
 * server's checkCodeSize accepts it); a window always passes it.
 */
export function codeWindow(code: string, maxLines: number): CodeWindow | null {
  const maxBytes = codeBytesAllowance(maxLines);
  const totalLines = countLines(code);
  if (totalLines <= maxLines && fitsUtf8(code, maxBytes)) return null;
  const lines = code.split('\n');
  // the longest prefix within both limits (a line's bytes plus its newline)
  const encoder = new TextEncoder();
  let fit = 0;
  let bytes = 0;
  while (fit < Math.min(maxLines, lines.length)) {
    bytes += encoder.encode(lines[fit] ?? '').length + 1;
    if (bytes > maxBytes) break;
    fit++;
  }
  // prefer to stop where the next line starts a top-level definition, else at a blank line
  const startsTopLevel = (line: string | undefined) =>
    line !== undefined && /^[^\s})\]]/.test(line);
  const isBlank = (line: string | undefined) => line !== undefined && line.trim() === '';
  const floor = Math.floor(fit * BOUNDARY_MIN_SHARE);
  const boundary = (test: (line: string | undefined) => boolean) => {
    for (let n = fit; n > floor; n--) if (test(lines[n])) return n;
    return null;
  };
  const end = boundary(startsTopLevel) ?? boundary(isBlank) ?? fit;
  return { code: lines.slice(0, end).join('\n'), lines: end, totalLines };
}

/** The editor's note while it draws a window of a file over the plan's limit. */
export function codeWindowMessage(window: CodeWindow, maxLines: number): string {
  const n = (v: number) => v.toLocaleString('en-US');
  return `This file has ${n(window.totalLines)} lines; your plan draws up to ${n(maxLines)}, so the chart shows lines 1–${n(window.lines)}. Upgrade to draw the whole file.`;
}
