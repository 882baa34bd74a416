/** How a label is shown: at most MAX_LINES lines of at most MAX_CHARS characters. */

/** Longest line drawn; the full text stays in the FlowGraph and in the node's tooltip. */
export const MAX_CHARS = 60;
/** Most lines drawn for a multi-line (compacted) label. */
export const MAX_LINES = 8;

export type DisplayText = { lines: string[]; cut: boolean };

/** Splits, cleans (tabs and control characters as spaces) and cuts a label for display. */
export function displayLines(label: string): DisplayText {
  let cut = false;
  const all = label.split(/\r\n|\r|\n/);
  const kept = all.length > MAX_LINES ? all.slice(0, MAX_LINES) : all;
  if (kept.length < all.length) cut = true;
  const lines = kept.map((line) => {
    // eslint-disable-next-line no-control-regex
    const chars = Array.from(line.replace(/\t/g, '    ').replace(/[\u0000-\u001f\u007f]/g, ' '));
    if (chars.length <= MAX_CHARS) return chars.join('').trimEnd();
    cut = true;
    return `${chars.slice(0, MAX_CHARS).join('').trimEnd()}…`;
  });
  if (kept.length < all.length) lines.push('…');
  // a blank label still needs a line so the node has a height
  if (lines.every((l) => l.trim() === '')) return { lines: [''], cut };
  return { lines, cut };
}
