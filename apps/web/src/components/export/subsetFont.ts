/**
 * The chart font cut down to the characters a drawing uses, for the exports' @font-face (issue 23
 * item 7): the whole of DejaVu Sans and its bold, as base64, made every SVG export ~2 MB and
 * slow to write and to load; a chart's few dozen characters make a font of a few KB. The glyphs
 * keep their outlines and advance widths (the widths the renderer measured labels with), written
 * as an OpenType (CFF) font by opentype.js, loaded only when an export needs it. Decision 046.
 */
import type * as OpenTypeModule from 'opentype.js';
import type { Font, Glyph } from 'opentype.js';

type OpenType = typeof OpenTypeModule;

let library: Promise<OpenType> | undefined;
const parsed = new WeakMap<Uint8Array, Font>();

function loadLibrary(): Promise<OpenType> {
  // the package is CommonJS-shaped: its API is the default export once bundled
  library ??= import('opentype.js').then((m) => ('default' in m ? m.default : m));
  return library;
}

function parse(opentype: OpenType, bytes: Uint8Array): Font {
  let font = parsed.get(bytes);
  if (!font) {
    const copy = bytes.slice().buffer;
    font = opentype.parse(copy);
    parsed.set(bytes, font);
  }
  return font;
}

/** An OpenType font holding `font`'s glyphs for the characters of `text` (and .notdef). */
export async function subsetFont(bytes: Uint8Array, text: string): Promise<Uint8Array> {
  const opentype = await loadLibrary();
  const font = parse(opentype, bytes);
  const glyphs: Glyph[] = [font.glyphs.get(0)];
  const seen = new Set<number>([0]);
  for (const ch of new Set(text)) {
    const glyph = font.charToGlyph(ch);
    if (seen.has(glyph.index)) continue;
    seen.add(glyph.index);
    glyphs.push(glyph);
  }
  const names = font.names;
  const subset = new opentype.Font({
    familyName: names.fontFamily.en ?? 'DejaVu Sans',
    styleName: names.fontSubfamily.en ?? 'Book',
    unitsPerEm: font.unitsPerEm,
    ascender: font.ascender,
    descender: font.descender,
    glyphs,
  });
  return new Uint8Array(subset.toArrayBuffer());
}
