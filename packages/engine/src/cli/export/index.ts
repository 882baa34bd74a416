/** Node-only exporters: glyph-outlined SVG, PNG (resvg), PDF (pdfkit), and renderImage over them. */
export { renderImage, type ImageOptions } from './renderImage';
export { createOutliner, type Outliner } from './outlineText';
export { writePng, type PngOptions } from './writePng';
export { writePdf } from './writePdf';
export { FONT_REGULAR, FONT_BOLD } from './fonts';
