/**
 * A vector PDF of a standalone SVG, one page sized to the drawing (in points, 1 CSS px = 1 pt
 * keeps the proportions). jsPDF and svg2pdf.js load only when someone exports a PDF.
 */
export async function svgToPdf(svg: SVGSVGElement, width: number, height: number): Promise<Blob> {
  const [{ jsPDF }, { svg2pdf }] = await Promise.all([import('jspdf'), import('svg2pdf.js')]);
  const doc = new jsPDF({
    orientation: width >= height ? 'landscape' : 'portrait',
    unit: 'pt',
    format: [width, height],
    compress: true,
  });
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
