/**
 * Binary data pasted or opened as code (issue 23 item 7: 20 KB of it took 24 s to chart). Every
 * grammar's error recovery turns it into thousands of one-fragment statements (C: 2,337 nodes in
 * one chart from 20 KB), which the parse, the lowering and above all the layout then pay for, to
 * draw nothing anyone can read. Text is refused as binary when it is long enough to judge and at
 * least BINARY_SHARE of its characters are control characters (C0 other than tab, line feed,
 * vertical tab, form feed and carriage return; DEL; C1) or U+FFFD (bytes that were not UTF-8).
 * Real source holds almost none: a stray NUL or escape in a file stays well under it.
 */

/** Shorter text is always drawn: too little to tell a stray byte from binary. */
export const BINARY_MIN_LENGTH = 256;

/** The share of control characters from which text counts as binary. */
export const BINARY_SHARE = 0.1;

function isControl(c: number): boolean {
  if (c < 0x20) return c < 0x09 || c > 0x0d;
  return c === 0x7f || (c >= 0x80 && c < 0xa0) || c === 0xfffd;
}

/** Any character isControl accepts: real source has none, and one regex scan takes half the time of the loop */
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ufffd]/;

/** The share of control characters in `code` when it counts as binary; null when it is text. */
export function binaryShare(code: string): number | null {
  if (code.length < BINARY_MIN_LENGTH || !ANY_CONTROL.test(code)) return null;
  let controls = 0;
  for (let i = 0; i < code.length; i++) if (isControl(code.charCodeAt(i))) controls++;
  const share = controls / code.length;
  return share >= BINARY_SHARE ? share : null;
}

/** What the user is told about binary text. */
export function binaryMessage(share: number): string {
  return `This looks like binary data, not source code (${Math.round(share * 100)}% of its characters are control characters): nothing to draw.`;
}
