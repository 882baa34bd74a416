/**
 * The export format registry: every file format Codeflow writes a chart to, once (decision 025).
 * The web app's export menu and the CLI's `--format` list are the entries their encoders cover
 * (createExporter), in this order. Plain data, isomorphic: no encoder lives here.
 */

export type ExportFormatId =
  'mermaid' | 'json' | 'dot' | 'svg' | 'png' | 'jpeg' | 'pdf' | 'pseudocode';

/** text: a UTF-8 text file; vector: scalable drawing; raster: pixels (the host picks the scale). */
export type ExportFormatKind = 'text' | 'vector' | 'raster';

/**
 * What a format is made from: the generation's answer (every language, `other` included), the
 * FlowGraph (no graph for `other` or an error), the FlowGraph laid out and drawn by Graphviz, or
 * the IR of the source (pseudocode, decision 043; no IR for `other`).
 */
export type ExportFormatNeeds = 'result' | 'graph' | 'drawing' | 'program';

export type ExportFormatSpec = {
  readonly id: ExportFormatId;
  /** what menus and messages call it ("Export as PNG") */
  readonly label: string;
  /** the file name's extension, without the dot */
  readonly extension: string;
  readonly mimeType: string;
  readonly kind: ExportFormatKind;
  readonly needs: ExportFormatNeeds;
};

export const EXPORT_FORMAT_REGISTRY = [
  {
    id: 'mermaid',
    label: 'Mermaid',
    extension: 'mmd',
    mimeType: 'text/plain',
    kind: 'text',
    needs: 'result',
  },
  {
    id: 'json',
    label: 'JSON',
    extension: 'json',
    mimeType: 'application/json',
    kind: 'text',
    needs: 'result',
  },
  {
    id: 'dot',
    label: 'DOT',
    extension: 'dot',
    mimeType: 'text/vnd.graphviz',
    kind: 'text',
    needs: 'graph',
  },
  {
    id: 'svg',
    label: 'SVG',
    extension: 'svg',
    mimeType: 'image/svg+xml',
    kind: 'vector',
    needs: 'drawing',
  },
  {
    id: 'png',
    label: 'PNG',
    extension: 'png',
    mimeType: 'image/png',
    kind: 'raster',
    needs: 'drawing',
  },
  {
    id: 'jpeg',
    label: 'JPEG',
    extension: 'jpg',
    mimeType: 'image/jpeg',
    kind: 'raster',
    needs: 'drawing',
  },
  {
    id: 'pdf',
    label: 'PDF',
    extension: 'pdf',
    mimeType: 'application/pdf',
    kind: 'vector',
    needs: 'drawing',
  },
  {
    // structured text (decision 043): a Markdown file, one section per chart; the CLI prints
    // the plain text, the editor also saves it as .txt
    id: 'pseudocode',
    label: 'Pseudocode',
    extension: 'md',
    mimeType: 'text/markdown',
    kind: 'text',
    needs: 'program',
  },
] as const satisfies readonly ExportFormatSpec[];

const BY_ID = new Map<string, ExportFormatSpec>(EXPORT_FORMAT_REGISTRY.map((f) => [f.id, f]));

export function isExportFormatId(value: string): value is ExportFormatId {
  return BY_ID.has(value);
}

export function exportFormat(id: ExportFormatId): ExportFormatSpec {
  const spec = BY_ID.get(id);
  if (!spec) throw new Error(`no export format ${id}`);
  return spec;
}

/** The Content-Type of a file in this format: text (SVG included) is written as UTF-8. */
export function exportContentType(spec: ExportFormatSpec): string {
  const textual = spec.kind === 'text' || spec.id === 'svg';
  return textual ? `${spec.mimeType};charset=utf-8` : spec.mimeType;
}
