/**
 * SVG -> PNG with resvg (its prebuilt binary comes in the @resvg/resvg-js npm package; nothing is
 * downloaded or loaded from the system: the chart font is passed in, system fonts are off).
 */
import { Resvg } from '@resvg/resvg-js';
import { FONT_BOLD, FONT_REGULAR } from './fonts';

export type PngOptions = {
  /** 1, 2 or 4 (any positive number works) */
  scale?: number;
  /** a CSS colour, or undefined for a transparent background */
  background?: string;
};

export function writePng(svg: string, options: PngOptions = {}): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: options.scale ?? 1 },
    ...(options.background ? { background: options.background } : {}),
    font: {
      fontFiles: [FONT_REGULAR, FONT_BOLD],
      loadSystemFonts: false,
      defaultFontFamily: 'DejaVu Sans',
    },
  });
  return resvg.render().asPng();
}
