/** Public API of the engine (isomorphic: no node: imports here or below). */
export type * from './graph/types';
export type * from './ir/types';
export { configureEngine, type EngineHost, type WasmSource } from './parse/parser';
export {
  LANGUAGES,
  GRAMMARS,
  EXTENSIONS,
  isLanguageTag,
  parseLanguage,
  unsupportedLanguageMessage,
} from './parse/languages';
export type { LanguageTag, GrammarName } from './parse/languages';
export { generateFlowchart, type GenerateRequest, type GenerateResult } from './generate';
export { simpleFlowchart, simpleGraph, type SimpleFlowchartResult } from './fallback';
export { buildGraph } from './build/index';
export { compactGraph } from './compact/index';
export { emitMermaid, omittedCharts, type EmitOptions } from './emit/index';
export { describeEdges, type EdgeNotation } from './graph/describeEdges';
export {
  diffSources,
  diffGraphs,
  indexNodeDiffs,
  unionGraph,
  selectChartDiffs,
  GHOST_PREFIX,
  type DiffDrawing,
  type NodeMark,
  type DiffOptions,
  type SourceDiff,
  type ChartDiff,
  type DiffStatus,
  type EdgeCounts,
  type EdgeDiff,
  type EdgeDiffStatus,
  type GraphDiff,
  type NodeCounts,
  type NodeDiff,
  type NodeDiffIndex,
  type NodeSide,
} from './diff/index';
export {
  EXPORT_FORMAT_REGISTRY,
  exportContentType,
  exportFormat,
  isExportFormatId,
  createExporter,
  mermaidPerChart,
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
  type ExportFormatId,
  type ExportFormatKind,
  type ExportFormatNeeds,
  type ExportFormatSpec,
  type Encoder,
  type ExportAdapter,
  type Exporter,
} from './export/index';
// what a tile of a tiled PDF draws: the CLI's scene and the web app's drawn SVG (issue 23 item 7)
export { mayShow, pointsBox, type SceneRect } from './render/cullScene';
export {
  lowerSource,
  pseudocode,
  chartPseudocode,
  viewCharts,
  structogram,
  layoutStructogram,
  writeStructogramSvg,
  type LoweredSource,
  type PseudocodeOptions,
  type ViewChart,
  type ViewNode,
  type StructogramScene,
  type StructogramBox,
  type StructogramText,
  type StructogramConstruct,
  type StructogramSvgOptions,
} from './views/index';
export { chartComplexity, complexityOf } from './metrics/complexity';
export { createIncrementalEngine, type IncrementalEngine } from './incremental/incrementalEngine';
export {
  parseCoverage,
  overlayCoverage,
  applyCoverage,
  matchFile,
  checkFits,
  coverageSummary,
  CoverageError,
  CoverageFileChoiceError,
  COVERAGE_FORMATS_TEXT,
  type CoverageFormat,
  type CoverageReport,
  type FileCoverage,
} from './coverage/index';
export * from './explore/index';
