import { toBinaryString, type ChartFont } from './chartFont';
import { pdfPageLayout, type PdfPaper } from './pdfPageLayout';

/** The family name the renderer writes first in its font-family list. */
const CHART_FONT_FAMILY = 'DejaVu Sans';

/** One page: a standalone SVG and its size. */
export type PdfPage = { svg: SVGSVGElement; width: number; height: number };

/**
 * A vector PDF of standalone SVGs, one page each, sized to its drawing (1 CSS px = 1 pt keeps the
 * proportions) or on A4 / Letter paper within margins, scaled down only (pdfPageLayout), its text in the chart font embedded with its real widths: the same widths the
 * renderer sized the boxes with. Every edge is a stroked path; only exception edges carry a
 * dash pattern. jsPDF and svg2pdf.js load only when someone exports a PDF.
 */
export async function svgToPdf(
  pages: readonly PdfPage[],
  font: ChartFont,
  paper: PdfPaper = 'chart',
): Promise<Blob> {
  const [first, ...rest] = pages;
  if (!first) throw new Error('Nothing to export');
  const [{ jsPDF }, { svg2pdf }] = await Promise.all([import('jspdf'), import('svg2pdf.js')]);
  const layout = (page: PdfPage) => pdfPageLayout(page.width, page.height, paper);
  const start = layout(first);
  const doc = new jsPDF({
    orientation: start.pageWidth >= start.pageHeight ? 'landscape' : 'portrait',
    unit: 'pt',
    format: [start.pageWidth, start.pageHeight],
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
    for (const page of [first, ...rest]) {
      const at = layout(page);
      if (page !== first) {
        doc.addPage(
          [at.pageWidth, at.pageHeight],
          at.pageWidth >= at.pageHeight ? 'landscape' : 'portrait',
        );
      }
      holder.replaceChildren(page.svg);
      await svg2pdf(page.svg, doc, { x: at.x, y: at.y, width: at.width, height: at.height });
    }
  } finally {
    holder.remove();
  }
  return doc.output('blob');
}
