/**
 * The drawn formats (dot, svg, png, pdf) of a FlowGraph or of a chart diff in Node, with the same
 * renderer as the web app: THE Node renderer, used by the CLI (cliExporter.ts, `codeflow diff`)
 * and by the server's chart images (embeds and dashboard thumbnails,
 * docs/decisions/029-embeds-and-server-thumbnails.md). Loaded only when such a format is asked
 * for, so Mermaid and JSON output never load Graphviz, resvg or pdfkit.
 */
import { selectChartDiffs } from '../../diff/unionGraph';
import type { GraphDiff } from '../../diff/types';
import type { FlowGraph } from '../../graph/types';
import {
  emitDiffDot,
  emitDot,
  layoutDiff,
  layoutFlowGraph,
  selectChartIds,
  writeSvg,
  type Scene,
} from '../../render/index';
import { createOutliner } from './outlineText';
import { writePdf } from './writePdf';
import type { PdfLayout, PdfPaper } from '../../export/pdfPages';
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
  /** PDF: each page the chart's own size (default), or A4 / Letter sheets */
  pdfPaper?: PdfPaper | undefined;
  /** PDF on A4 / Letter: tiled pages after a page map (default), or fitted to one page */
  pdfLayout?: PdfLayout | undefined;
  /**
   * PNG: at most this many pixels wide and high (the scale shrinks to fit; thumbnails)
   */
  maxSize?: { width: number; height: number } | undefined;
  /** SVG: only what is drawn, no tooltips or data attributes (writeSvg's `pictureOnly`) */
  pictureOnly?: boolean | undefined;
};

/** Something drawn: its DOT, and its layout whole or one chart (page) at a time. */
type Drawable = {
  dot: () => string;
  layout: () => Promise<Scene>;
  pages: () => Promise<Scene>[];
};

/** A self-contained SVG: text as glyph outlines, so it looks the same without the font. */
export function outlinedSvg(scene: Scene, background?: string, pictureOnly = false): string {
  const outliner = createOutliner();
  return writeSvg(scene, {
    drawText: outliner.drawText,
    finish: outliner.defs,
    pictureOnly,
    ...(background ? { background } : {}),
  });
}

async function encodeDrawing(source: Drawable, opts: ImageOptions): Promise<string | Buffer> {
  if (opts.format === 'dot') return `${source.dot()}\n`;
  const background = opts.background === 'white' ? '#ffffff' : undefined;
  if (opts.format === 'pdf') {
    const scenes =
      opts.pages === 'file' ? [await source.layout()] : await Promise.all(source.pages());
    return writePdf(scenes, undefined, {
      paper: opts.pdfPaper ?? 'chart',
      layout: opts.pdfLayout ?? 'tiles',
    });
  }
  const scene = await source.layout();
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
  return `${outlinedSvg(scene, background, pictureOnly)}\n`;
}

export function renderImage(graph: FlowGraph, opts: ImageOptions): Promise<string | Buffer> {
  const chart = opts.chart !== undefined ? { chart: opts.chart } : {};
  return encodeDrawing(
    {
      dot: () => emitDot(graph, chart),
      layout: () => layoutFlowGraph(graph, chart),
      pages: () =>
        selectChartIds(graph, opts.chart).map((id) => layoutFlowGraph(graph, { chart: id })),
    },
    opts,
  );
}

/** The combined drawing of a chart diff (colours and legend) in a drawn format. */
export function renderDiffImage(diff: GraphDiff, opts: ImageOptions): Promise<string | Buffer> {
  const chart = opts.chart !== undefined ? { chart: opts.chart } : {};
  return encodeDrawing(
    {
      dot: () => emitDiffDot(diff, chart),
      layout: () => layoutDiff(diff, chart),
      pages: () => selectChartDiffs(diff, opts.chart).map((c) => layoutDiff(diff, { chart: c })),
    },
    opts,
  );
}
