import {
  PDF_MARGIN,
  planPdfPages,
  type PdfLayout,
  type PdfPaper,
  type PdfPlan,
} from '@codeflow/engine';
import type { jsPDF } from 'jspdf';
import type { svg2pdf } from 'svg2pdf.js';
import { toBinaryString, type ChartFont } from './chartFont';
import { culledSvg, drawnParts } from './cullSvg';

/** The family name the renderer writes first in its font-family list. */
const CHART_FONT_FAMILY = 'DejaVu Sans';

/** One page: a standalone SVG and its size. */
export type PdfPage = { svg: SVGSVGElement; width: number; height: number };

/** The paper and, on A4 / Letter, one page per chart or tiles (planPdfPages). */
export type PdfOptions = { paper: PdfPaper; layout: PdfLayout };

type Svg2pdf = typeof svg2pdf;
type Rect = { x: number; y: number; width: number; height: number };

/** Draws the pages of one plan; `holder` keeps the SVG in the document while svg2pdf reads it. */
class PlanDrawer {
  private started = false;
  constructor(
    private readonly doc: jsPDF,
    private readonly svg2pdf: Svg2pdf,
    private readonly holder: HTMLElement,
  ) {}

  private page(width: number, height: number): void {
    const orientation = width >= height ? 'landscape' : 'portrait';
    // the document was created with the first page's size: that page is used, then new ones
    if (this.started) this.doc.addPage([width, height], orientation);
    this.started = true;
  }

  private async drawSvg(svg: SVGSVGElement, at: Rect, clip?: Rect): Promise<void> {
    this.holder.replaceChildren(svg);
    if (!clip) {
      await this.svg2pdf(svg, this.doc, at);
      return;
    }
    this.doc.saveGraphicsState();
    this.doc.rect(clip.x, clip.y, clip.width, clip.height, null);
    this.doc.clip();
    this.doc.discardPath();
    await this.svg2pdf(svg, this.doc, at);
    this.doc.restoreGraphicsState();
  }

  private caption(text: string, x: number, y: number, size: number): void {
    this.doc.setFont(CHART_FONT_FAMILY, 'normal');
    this.doc.setFontSize(size);
    this.doc.setTextColor('#334155');
    this.doc.text(text, x, y, { baseline: 'middle' });
  }

  async draw(svg: SVGSVGElement, width: number, height: number, plan: PdfPlan): Promise<void> {
    if (plan.kind === 'single') {
      const { page } = plan;
      this.page(page.pageWidth, page.pageHeight);
      await this.drawSvg(svg, page);
      return;
    }
    const { map, pageWidth, pageHeight } = plan;
    this.page(pageWidth, pageHeight);
    this.caption(map.heading, PDF_MARGIN, PDF_MARGIN + 6, 9);
    if (plan.note) {
      this.doc.setFontSize(7.5);
      const lines = this.doc.splitTextToSize(plan.note, pageWidth - 2 * PDF_MARGIN) as string[];
      this.doc.text(lines, PDF_MARGIN, PDF_MARGIN + 20, { baseline: 'middle' });
    }
    await this.drawSvg(svg, map.chart);
    this.doc.setLineWidth(1);
    this.doc.setDrawColor('#4f46e5');
    for (const cell of map.cells) {
      this.doc.rect(cell.x, cell.y, cell.width, cell.height, 'S');
      const size = Math.max(6, Math.min(14, cell.width / 4, cell.height / 3));
      this.doc.setFontSize(size);
      this.doc.setTextColor('#4f46e5');
      this.doc.text(String(cell.number), cell.x + cell.width / 2, cell.y + cell.height / 2, {
        align: 'center',
        baseline: 'middle',
      });
    }
    // each tile draws only the parts it shows (the clip cuts the rest), not the whole drawing
    const parts = drawnParts(svg);
    for (const tile of plan.tiles) {
      this.page(pageWidth, pageHeight);
      const k = plan.scale;
      const at = {
        x: tile.at.x - tile.region.x * k,
        y: tile.at.y - tile.region.y * k,
        width: width * k,
        height: height * k,
      };
      await this.drawSvg(culledSvg(svg, parts, tile.region), at, tile.at);
      this.caption(tile.label, tile.at.x, tile.at.y / 2, 8);
      this.doc.setLineWidth(0.75);
      this.doc.setDrawColor('#64748b');
      for (const m of tile.marks) this.doc.line(m.x1, m.y1, m.x2, m.y2);
    }
  }
}

/**
 * A vector PDF of standalone SVGs, each drawn as `planPdfPages` plans it: one page sized to its
 * drawing (1 CSS px = 1 pt keeps the proportions), fitted to A4 / Letter, or tiled over several
 * sheets after a page map; its text in the chart font embedded with its real widths: the same
 * widths the renderer sized the boxes with. jsPDF and svg2pdf.js load only when someone exports
 * a PDF. (pdfNote says when a fit was refused as unreadable and the chart was tiled instead.)
 */
export async function svgToPdf(
  pages: readonly PdfPage[],
  font: ChartFont,
  options: PdfOptions = { paper: 'chart', layout: 'fit' },
): Promise<Blob> {
  const plans = pages.map((p) => planPdfPages(p.width, p.height, options.paper, options.layout));
  const first = plans[0];
  if (!first) throw new Error('Nothing to export');
  const [{ jsPDF: JsPdf }, { svg2pdf: convert }] = await Promise.all([
    import('jspdf'),
    import('svg2pdf.js'),
  ]);
  const size =
    first.kind === 'single'
      ? [first.page.pageWidth, first.page.pageHeight]
      : [first.pageWidth, first.pageHeight];
  const [w = 1, h = 1] = size;
  const doc = new JsPdf({
    orientation: w >= h ? 'landscape' : 'portrait',
    unit: 'pt',
    format: [w, h],
    compress: true,
  });
  doc.addFileToVFS('DejaVuSans.ttf', toBinaryString(font.regular));
  doc.addFont('DejaVuSans.ttf', CHART_FONT_FAMILY, 'normal');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', toBinaryString(font.bold));
  doc.addFont('DejaVuSans-Bold.ttf', CHART_FONT_FAMILY, 'bold');
  doc.setFont(CHART_FONT_FAMILY, 'normal');
  // svg2pdf reads computed styles, so the copy must be in the document while it is converted
  const holder = document.createElement('div');
  holder.style.cssText = 'position:fixed;left:-100000px;top:0;visibility:hidden';
  document.body.append(holder);
  try {
    const drawer = new PlanDrawer(doc, convert, holder);
    for (const [i, page] of pages.entries()) {
      const plan = plans[i];
      if (plan) await drawer.draw(page.svg, page.width, page.height, plan);
    }
  } finally {
    holder.remove();
  }
  return doc.output('blob');
}

/** What to tell the user about a PDF of pages this size: why a fit became tiles (null: nothing). */
export function pdfNote(
  sizes: readonly { width: number; height: number }[],
  options: PdfOptions,
): string | null {
  for (const { width, height } of sizes) {
    const { note } = planPdfPages(width, height, options.paper, options.layout);
    if (note) return note;
  }
  return null;
}
