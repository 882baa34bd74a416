/**
 * The drawn formats (dot, svg, png, pdf) of a FlowGraph in Node, with the same renderer as the
 * web app: THE Node renderer, used by the CLI (cliExporter.ts) and by the server's chart images
 * (embeds and dashboard thumbnails, docs/decisions/029-embeds-and-server-thumbnails.md). Loaded
 * only when such a format is asked for, so Mermaid and JSON output never load Graphviz, resvg or
 * pdfkit.
 */
import type { FlowGraph } from '../../graph/types';
import { emitDot, layoutFlowGraph, selectChartIds, writeSvg } from '../../render/index';
import { createOutliner } from './outlineText';
import { writePdf } from './writePdf';
import { writePng } from './writePng';

export type ImageOptions = {
  format: 'dot' | 'svg' | 'png' | 'pdf';
  /** one chart (by id, else by name); every chart of the file when left out */
  chart?: string | undefined;
  /** PNG: 1, 2 or 4 (any positive number works); default 1 */
  scale?: number | undefined;
  /** PNG/SVG background: white, or transparent (default) */
  background?: 'white' | 'transparent' | undefined;
  /** PDF: one page per chart (default) or the whole file on one page */
  pages?: 'chart' | 'file' | undefined;
  /**
   * PNG: at most this many pixels wide and high (the scale shrinks to fit; thumbnails)
   */
  maxSize?: { width: number; height: number } | undefined;
  /** SVG: only what is drawn, no tooltips or data attributes (writeSvg's `pictureOnly`) */
  pictureOnly?: boolean | undefined;
};

export async function renderImage(graph: FlowGraph, opts: ImageOptions): Promise<string | Buffer> {
  const chart = opts.chart !== undefined ? { chart: opts.chart } : {};
  if (opts.format === 'dot') return `${emitDot(graph, chart)}\n`;
  const background = opts.background === 'white' ? '#ffffff' : undefined;
  if (opts.format === 'pdf') {
    const scenes =
      opts.pages === 'file'
        ? [await layoutFlowGraph(graph, chart)]
        : await Promise.all(
            selectChartIds(graph, opts.chart).map((id) => layoutFlowGraph(graph, { chart: id })),
          );
    return writePdf(scenes);
  }
  const scene = await layoutFlowGraph(graph, chart);
  const pictureOnly = opts.pictureOnly === true;
  if (opts.format === 'png') {
    let scale = opts.scale ?? 1;
    if (opts.maxSize) {
      const fit = Math.min(opts.maxSize.width / scene.width, opts.maxSize.height / scene.height);
      scale = Math.min(scale, fit);
    }
    return writePng(writeSvg(scene, { pictureOnly }), {
      scale,
      ...(background ? { background } : {}),
    });
  }
  const outliner = createOutliner();
  const svg = writeSvg(scene, {
    drawText: outliner.drawText,
    finish: outliner.defs,
    pictureOnly,
    ...(background ? { background } : {}),
  });
  return `${svg}\n`;
}
