/**
 * The structogram (decision 043) in the drawn formats, in Node: SVG with the text as glyph
 * outlines (like a flowchart export), PNG through resvg, PDF through pdfkit, one page per chart
 * or the whole file on one page.
 */
import type { Program } from '../../ir/types';
import { layoutStructogram, viewCharts, writeStructogramSvg } from '../../views/index';
import { createOutliner } from './outlineText';
import { writePng } from './writePng';
import { writeStructogramPdf } from './writeStructogramPdf';

export type StructogramImageOptions = {
  format: 'svg' | 'png' | 'pdf';
  chart?: string | undefined;
  scale?: number | undefined;
  background?: 'white' | 'transparent' | undefined;
  pages?: 'chart' | 'file' | undefined;
};

export async function renderStructogram(
  program: Program,
  opts: StructogramImageOptions,
): Promise<string | Buffer> {
  const charts = viewCharts(program, opts.chart);
  const background = opts.background === 'white' ? '#ffffff' : undefined;
  if (opts.format === 'pdf') {
    const scenes =
      opts.pages === 'file'
        ? [layoutStructogram(charts)]
        : charts.map((c) => layoutStructogram([c]));
    return writeStructogramPdf(scenes);
  }
  const scene = layoutStructogram(charts);
  const title = `Structogram of ${charts.map((c) => c.heading).join(', ')}`;
  if (opts.format === 'png') {
    return writePng(writeStructogramSvg(scene, { title }), {
      scale: opts.scale ?? 1,
      ...(background ? { background } : {}),
    });
  }
  const outliner = createOutliner();
  const svg = writeStructogramSvg(scene, {
    title,
    drawText: outliner.drawText,
    finish: outliner.defs,
    ...(background ? { background } : {}),
  });
  return Promise.resolve(`${svg}\n`);
}
