/**
 * Text width in the chart font, without a DOM or canvas: the renderer runs in Node and in a Web
 * Worker, and Graphviz's own estimate (Times/Arial/Courier tables) does not know DejaVu Sans.
 */
import { WIDTH_BLOCKS } from './fontMetrics';

const table = new Map<number, number>();
for (const [from, widths] of WIDTH_BLOCKS) {
  widths.split(',').forEach((w, i) => {
    const n = Number(w);
    if (n >= 0) table.set(from + i, n);
  });
}

/** Width (1/1000 em) of a character the table lacks: wide for CJK and emoji, else average. */
function fallbackWidth(cp: number): number {
  if (cp < 0x20) return 0;
  if ((cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf)) return 1000;
  if ((cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0xf900 && cp <= 0xfaff)) return 1000;
  if ((cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60)) return 1000;
  if (cp >= 0x1f300 && cp <= 0x1faff) return 1000;
  if (cp >= 0x20000 && cp <= 0x3fffd) return 1000;
  // combining marks take no room
  if (cp >= 0x300 && cp <= 0x36f) return 0;
  return 640;
}

/** Width of `text` in px at `fontSize` px. */
export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    units += table.get(cp) ?? fallbackWidth(cp);
  }
  return (units * fontSize) / 1000;
}
