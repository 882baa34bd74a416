import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { fontFaceCss } from './browserExporter';
import { subsetFont } from './subsetFont';

const require = createRequire(import.meta.url);
const dejavu = new Uint8Array(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
const text = 'def classify(x, y): if x == 10: return "é ≥ 中" — Yes No';

describe('the exports carry only the glyphs a chart uses (issue 23 item 7)', () => {
  it('cuts DejaVu Sans to the characters of the drawing, with the same advance widths', async () => {
    const subset = await subsetFont(dejavu, text);
    // the whole font is ~740 KB (~1 MB as base64, twice with the bold): the subset a few KB
    expect(dejavu.byteLength).toBeGreaterThan(700_000);
    expect(subset.byteLength).toBeLessThan(10_000);
    const original = opentype.parse(dejavu.slice().buffer);
    const font = opentype.parse(subset.slice().buffer);
    for (const ch of new Set('classify(x, y): == 10 "é ≥"')) {
      const glyph = font.charToGlyph(ch);
      expect(glyph.index, ch).toBeGreaterThan(0);
      expect(glyph.advanceWidth, ch).toBe(original.charToGlyph(ch).advanceWidth);
    }
    expect(font.getAdvanceWidth('classify', 13)).toBeCloseTo(
      original.getAdvanceWidth('classify', 13),
      6,
    );
    // a character the drawing does not use is not carried
    expect(font.charToGlyph('Q').index).toBe(0);
  });

  it('declares the subset fonts as OpenType in the file', () => {
    const css = fontFaceCss('AAAA', 'BBBB');
    expect(css).toContain("src:url(data:font/otf;base64,AAAA) format('opentype')");
    expect(css).toContain('font-weight:bold');
  });
});
