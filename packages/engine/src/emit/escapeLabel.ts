/** Longest label line drawn; the full text stays in the FlowGraph. */
export const MAX_LABEL_CHARS = 60;
/** Most lines drawn for a multi-line (compacted) label. */
export const MAX_LABEL_LINES = 8;

const ENTITIES: Record<string, string> = {
  '"': '#quot;',
  '#': '#35;',
  '<': '#lt;',
  '>': '#gt;',
  '&': '#amp;',
  '`': '#96;',
  // Mermaid turns a backslash-n inside a label into a line break: `printf("%d\n")` must show as written
  '\\': '#92;',
};

function truncate(line: string): string {
  const chars = Array.from(line);
  return chars.length > MAX_LABEL_CHARS ? `${chars.slice(0, MAX_LABEL_CHARS).join('')}...` : line;
}

/** One display line, Mermaid-escaped: entity codes for the characters Mermaid would parse. */
function escapeLine(line: string): string {
  // control characters (other than the newline handled by the caller) break the parser
  // eslint-disable-next-line no-control-regex
  const clean = line.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return truncate(clean).replace(/["#<>&`\\]/g, (c) => ENTITIES[c] ?? c);
}

/**
 * A label as the contents of a quoted Mermaid string: truncated for display, every character
 * Mermaid treats specially replaced by its entity code, lines joined with `<br>`.
 */
export function escapeLabel(text: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const shown =
    lines.length > MAX_LABEL_LINES ? [...lines.slice(0, MAX_LABEL_LINES), '...'] : lines;
  const body = shown.map(escapeLine).join('<br>');
  return body.trim() === '' ? ' ' : body;
}
