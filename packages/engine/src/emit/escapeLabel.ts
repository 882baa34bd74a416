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
  // Mermaid reads `%%{…}%%` anywhere in the text as a configuration directive (themeCSS could hide
  // every node) and `%%` anywhere as a comment to the end of the line: every `%` followed by
  // another is written as an entity, so no `%%` reaches it (a lone `%`, as in `%d`, is harmless)
  '%': '#37;',
};

/**
 * Mermaid encodes its entities as `ﬂ°…¶ß` and decodes those sequences back, more than once (an
 * entity for `ﬂ` is decoded into a `ﬂ` that the next pass turns into `&`): typed ones would
 * become `&`, `&#` and `;`, and could spell entities. A word joiner (U+2060, invisible) between
 * the two characters is the one change to the text that survives every pass.
 */
const MARKERS = /([\uFB02\u00B6])(?=[\u00B0\u00DF])/g;

/**
 * Mermaid's entity pass first drops the last `;` of any line where `style` or `classDef` is
 * followed by `:`, something and `#` (meant for its own `style n1 fill:#f00;`): a label
 * `style = "fill:#f00"` was drawn as `fill:#f00#quot`. An entity for their first letter keeps
 * those words out of its sight.
 */
const KEYWORDS = /style|classDef/g;

/** Anything escapeLine would change, truncation aside (a line of <= 60 UTF-16 units is never cut). */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[\u0000-\u001f\u007f"#<>&`\\%\uFB02\u00B6]|style|classDef/;

function truncate(line: string): string {
  // UTF-16 units are never fewer than characters: a short line needs no split into characters
  if (line.length <= MAX_LABEL_CHARS) return line;
  // the end of the first MAX_LABEL_CHARS characters (code points, as Array.from counts them: a
  // surrogate pair is one, a lone surrogate one), without splitting a long line into an array
  let at = 0;
  for (let n = 0; n < MAX_LABEL_CHARS; n++) {
    if (at >= line.length) return line;
    const c = line.charCodeAt(at);
    const pair = c >= 0xd800 && c <= 0xdbff && isLowSurrogate(line.charCodeAt(at + 1));
    at += pair ? 2 : 1;
  }
  return at < line.length ? `${line.slice(0, at)}...` : line;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/**
 * One display line, Mermaid-escaped: entity codes for the characters Mermaid would parse. In a
 * label of several lines Mermaid draws every backslash-n as a line break, even one written as an
 * entity: there a word joiner (U+2060, invisible) goes between the two characters.
 */
function escapeLine(line: string, multiLine: boolean): string {
  // most labels need nothing: one test instead of five replaces (the CLI emits every chart)
  if (line.length <= MAX_LABEL_CHARS && !NEEDS_ESCAPE.test(line)) return line;
  let out = entities(truncate(line));
  // the rare passes only when their characters are there (each replace scans the whole line)
  if (out.includes('\uFB02') || out.includes('\u00B6')) out = out.replace(MARKERS, '$1\u2060');
  if (multiLine && out.includes('#92;n')) out = out.replace(/#92;(?=n)/g, '#92;\u2060');
  if (out.includes('style') || out.includes('classDef')) {
    out = out.replace(KEYWORDS, (word) => `#${word.charCodeAt(0)};${word.slice(1)}`);
  }
  return out;
}

/**
 * One scan of a (truncated) line: control characters (other than the newline handled by the
 * caller; they break Mermaid's parser) become spaces, and `"#<>&\`\\` and a `%` followed by
 * another become their entities. The same as a replace of each, in one pass and without a
 * callback per match (labels with quotes are common: string literals, Rust's macros).
 */
function entities(line: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    let entity: string;
    if (c < 0x20 || c === 0x7f) entity = ' ';
    else if (c === 0x25) {
      if (line.charCodeAt(i + 1) !== 0x25) continue;
      entity = '#37;';
    } else if (
      c === 0x22 ||
      c === 0x23 ||
      c === 0x3c ||
      c === 0x3e ||
      c === 0x26 ||
      c === 0x60 ||
      c === 0x5c
    ) {
      entity = ENTITIES[line[i]!]!;
    } else continue;
    out += line.slice(from, i) + entity;
    from = i + 1;
  }
  return from === 0 ? line : out + line.slice(from);
}

/**
 * A label as the contents of a quoted Mermaid string: truncated for display, every character
 * Mermaid treats specially replaced by its entity code, lines joined with `<br>`.
 */
export function escapeLabel(text: string): string {
  if (!text.includes('\n') && !text.includes('\r')) {
    const line = escapeLine(text, false);
    return line.trim() === '' ? ' ' : line;
  }
  const lines = text.split(/\r\n|\r|\n/);
  const shown =
    lines.length > MAX_LABEL_LINES ? [...lines.slice(0, MAX_LABEL_LINES), '...'] : lines;
  const body = shown.map((line) => escapeLine(line, shown.length > 1)).join('<br>');
  return body.trim() === '' ? ' ' : body;
}
