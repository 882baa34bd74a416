/**
 * Text as glyph outlines, so an exported SVG looks the same everywhere without carrying a font:
 * each glyph used is defined once (<defs>) and placed with <use>. Tooltips keep the real text.
 */
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import type { TextRun } from '../../render/writeSvg';
import { FONT_BOLD, FONT_REGULAR } from './fonts';

let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;

function load(): { regular: fontkit.Font; bold: fontkit.Font } {
  fonts ??= {
    regular: fontkit.create(readFileSync(FONT_REGULAR)),
    bold: fontkit.create(readFileSync(FONT_BOLD)),
  };
  return fonts;
}

const r2 = (n: number): number => Math.round(n * 100) / 100;

export type Outliner = { drawText: (run: TextRun) => string; defs: () => string };

/** A `drawText` for writeSvg and the <defs> it needs (call `defs()` after drawing). */
export function createOutliner(): Outliner {
  const defined = new Map<string, string>();
  const drawText = (run: TextRun): string => {
    const font = run.bold ? load().bold : load().regular;
    const layout = font.layout(run.text);
    const scale = run.size / font.unitsPerEm;
    let x = run.anchor === 'middle' ? run.x - (layout.advanceWidth * scale) / 2 : run.x;
    const uses: string[] = [];
    const s = Math.round(scale * 1e6) / 1e6;
    layout.glyphs.forEach((glyph, i) => {
      const pos = layout.positions[i];
      const key = `cfg-${run.bold ? 'b' : 'r'}${glyph.id}`;
      if (!defined.has(key)) defined.set(key, glyph.path.toSVG());
      if (defined.get(key)) {
        const gx = r2(x + (pos?.xOffset ?? 0) * scale);
        const gy = r2(run.y - (pos?.yOffset ?? 0) * scale);
        // font units have y up: flip while scaling
        uses.push(
          `<use xlink:href="#${key}" transform="translate(${gx},${gy}) scale(${s},${-s})"/>`,
        );
      }
      x += (pos?.xAdvance ?? 0) * scale;
    });
    const label = run.text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return `<g class="cf-text" fill="${run.color}" aria-label="${label}">${uses.join('')}</g>`;
  };
  const defs = (): string => {
    const paths = [...defined].filter(([, d]) => d).map(([id, d]) => `<path id="${id}" d="${d}"/>`);
    return `<defs>${paths.join('')}</defs>`;
  };
  return { drawText, defs };
}
