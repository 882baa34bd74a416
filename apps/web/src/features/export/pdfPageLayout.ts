/** PDF paper: the chart's own size, or a standard sheet. */
export type PdfPaper = 'chart' | 'a4' | 'letter';

/** Standard sheets in points (portrait): ISO A4 210×297 mm, US Letter 8.5×11 in. */
const SHEETS: Record<Exclude<PdfPaper, 'chart'>, { w: number; h: number }> = {
  a4: { w: 595.28, h: 841.89 },
  letter: { w: 612, h: 792 },
};

/** White space kept around a chart on a standard sheet (half an inch). */
export const PDF_MARGIN = 36;

/** Where a chart goes on its page: the page size, and the drawing's place and size on it (pt). */
export type PdfPageLayout = {
  pageWidth: number;
  pageHeight: number;
  x: number;
  y: number;
  width: number;
  height: number;
};

/**
 * A chart `width`×`height` (1 CSS px = 1 pt) on `paper`: its own size, or a standard sheet turned
 * to the chart's orientation with the chart inside the margins, scaled down only (never
 * enlarged) and centred.
 */
export function pdfPageLayout(width: number, height: number, paper: PdfPaper): PdfPageLayout {
  if (paper === 'chart') return { pageWidth: width, pageHeight: height, x: 0, y: 0, width, height };
  const sheet = SHEETS[paper];
  const landscape = width > height;
  const pageWidth = landscape ? sheet.h : sheet.w;
  const pageHeight = landscape ? sheet.w : sheet.h;
  const k = Math.min(
    1,
    (pageWidth - 2 * PDF_MARGIN) / width,
    (pageHeight - 2 * PDF_MARGIN) / height,
  );
  const w = width * k;
  const h = height * k;
  return {
    pageWidth,
    pageHeight,
    x: (pageWidth - w) / 2,
    y: (pageHeight - h) / 2,
    width: w,
    height: h,
  };
}
