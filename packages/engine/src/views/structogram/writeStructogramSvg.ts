/**
 * A structogram scene as a self-contained SVG. Text is drawn by `drawText` when given (the CLI
 * outlines glyphs, as for flowcharts, so a file looks the same without the font), else as <text>
 * in the chart font. Every box carries `data-construct` (and `data-part`) for tests and styling.
 */
import { round } from '../../render/geometry';
import { xmlEscape, type TextRun } from '../../render/writeSvg';
import type { StructogramScene } from './layoutStructogram';
import { FONT_FAMILY, STRUCTOGRAM_STROKE, STRUCTOGRAM_TEXT, boxFill } from './structogramStyle';

export type StructogramSvgOptions = {
  drawText?: (run: TextRun) => string;
  /** markup added at the end (the glyph <defs> drawText used) */
  finish?: () => string;
  /** background colour; default transparent */
  background?: string;
  /** an accessible name for the picture (`aria-label`) */
  title?: string;
};

function textElement(run: TextRun): string {
  const anchor = run.anchor === 'middle' ? ' text-anchor="middle"' : '';
  const weight = run.bold ? ' font-weight="bold"' : '';
  return `<text x="${round(run.x)}" y="${round(run.y)}" font-size="${run.size}" fill="${run.color}"${anchor}${weight}>${xmlEscape(run.text)}</text>`;
}

export function writeStructogramSvg(
  scene: StructogramScene,
  options: StructogramSvgOptions = {},
): string {
  const draw = options.drawText ?? textElement;
  const { width, height } = scene;
  const label = options.title ? ` role="img" aria-label="${xmlEscape(options.title)}"` : '';
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="cf-structogram" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_FAMILY.replace(/"/g, "'")}"${label}>`,
  ];
  if (options.background) {
    out.push(`<rect width="100%" height="100%" fill="${options.background}"/>`);
  }
  for (const b of scene.boxes) {
    const part = b.part ? ` data-part="${b.part}"` : '';
    out.push(
      `<rect x="${round(b.x)}" y="${round(b.y)}" width="${round(b.w)}" height="${round(b.h)}" fill="${boxFill(b)}" stroke="${STRUCTOGRAM_STROKE}" stroke-width="1" data-construct="${b.construct}"${part}/>`,
    );
  }
  for (const [x1, y1, x2, y2] of scene.lines) {
    out.push(
      `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${STRUCTOGRAM_STROKE}" stroke-width="1"/>`,
    );
  }
  for (const t of scene.texts) {
    out.push(draw({ ...t, color: STRUCTOGRAM_TEXT }));
  }
  if (options.finish) out.push(options.finish());
  out.push('</svg>');
  return out.join('');
}
