import { toBinaryString, type ChartFont } from './chartFont';

/** The family name the renderer writes first in its font-family list. */
const CHART_FONT_FAMILY = 'DejaVu Sans';

/**
 * A vector PDF of a standalone SVG, one page sized to the drawing (1 CSS px = 1 pt keeps the
 * proportions), its text in the chart font embedded with its real widths: the same widths the
 * renderer sized the boxes with. Every edge is a stroked path; only exception edges carry a
 * dash pattern. jsPDF and svg2pdf.js load only when someone exports a PDF.
 */
export async function svgToPdf(
  svg: SVGSVGElement,
  width: number,
  height: number,
  font: ChartFont,
): Promise<Blob> {
  const [{ jsPDF }, { svg2pdf }] = await Promise.all([import('jspdf'), import('svg2pdf.js')]);
  const doc = new jsPDF({
    orientation: width >= height ? 'landscape' : 'portrait',
    unit: 'pt',
    format: [width, height],
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
  holder.append(svg);
  document.body.append(holder);
  try {
    await svg2pdf(svg, doc, { x: 0, y: 0, width, height });
  } finally {
    holder.remove();
  }
  return doc.output('blob');
}
