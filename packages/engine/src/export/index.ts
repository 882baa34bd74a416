/** The export format registry and its encoder adapter (isomorphic; hosts inject encoders). */
export {
  EXPORT_FORMAT_REGISTRY,
  exportContentType,
  exportFormat,
  isExportFormatId,
  type ExportFormatId,
  type ExportFormatKind,
  type ExportFormatNeeds,
  type ExportFormatSpec,
} from './formats';
export { createExporter, type Encoder, type ExportAdapter, type Exporter } from './exporter';
export { mermaidPerChart } from './mermaidPerChart';
export {
  MIN_READABLE_FONT_PT,
  PDF_MARGIN,
  PDF_SHEETS,
  TILE_FONT_PT,
  TILE_OVERLAP_PT,
  pdfPageLayout,
  planPdfPages,
  type PdfLayout,
  type PdfMark,
  type PdfPageLayout,
  type PdfPageMap,
  type PdfPaper,
  type PdfPlan,
  type PdfRect,
  type PdfTile,
} from './pdfPages';
