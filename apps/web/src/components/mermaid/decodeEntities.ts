const NAMED: Record<string, string> = {
  quot: '"',
  amp: '&',
  lt: '<',
  gt: '>',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Mermaid turns label escapes like `#quot;` into `&quot;` and, with SVG (non-HTML) labels, writes
 * that text into <tspan> as is, so users would read `print(&quot;x&quot;)`. This decodes the
 * entities left in label text. Text is set with textContent afterwards, so nothing becomes markup.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Decodes entities in every text node of the drawing's labels. */
export function decodeLabelEntities(svg: SVGSVGElement): void {
  for (const el of svg.querySelectorAll('text, tspan')) {
    for (const node of el.childNodes) {
      if (node.nodeType === 3 && node.textContent?.includes('&')) {
        node.textContent = decodeEntities(node.textContent);
      }
    }
  }
}
