/**
 * DOT string escaping. Every label, tooltip and id goes into a double-quoted DOT string, where
 * `\` starts an escape (`\n`, `\l`, `\N`...), `"` ends the string, and Graphviz decodes HTML
 * entities (`&amp;`); `<` `>` `{` `}` `|` are syntax in record and HTML labels. All of them are
 * written so that Graphviz shows exactly the original text, whatever the node's shape.
 */
const ENTITIES: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '{': '&#123;',
  '}': '&#125;',
  '|': '&#124;',
};

/** One line of text as DOT string contents: no line breaks, control characters as spaces. */
export function escapeDotLine(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .replace(/[\\"&<>{}|]/g, (c) => ENTITIES[c] ?? c)
  );
}

/** Text of any number of lines as DOT string contents, lines centred (`\n`). */
export function escapeDotString(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(escapeDotLine)
    .join('\\n');
}

/** A complete quoted DOT string. */
export function dotString(text: string): string {
  return `"${escapeDotString(text)}"`;
}

/**
 * Text inside an HTML-like label (`label=<...>`), where only `&` `<` `>` `"` matter; lines are
 * joined with `<br/>`. Used for labels whose box we size ourselves (a fixed-size table cell).
 */
export function escapeDotHtml(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) =>
      line
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`),
    )
    .join('<br/>');
}

/** An HTML-like label of exactly `width` x `height` points showing `text`. */
export function fixedSizeHtmlLabel(text: string, width: number, height: number): string {
  const cell = `<td fixedsize="true" width="${Math.ceil(width)}" height="${Math.ceil(height)}">${escapeDotHtml(text)}</td>`;
  return `<<table border="0" cellborder="0" cellpadding="0" cellspacing="0"><tr>${cell}</tr></table>>`;
}
