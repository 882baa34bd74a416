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
