import type { ExportFormat } from '@codeflow/contracts';
import { exportContentType, exportFormat } from '@codeflow/engine';
import { BROWSER_EXPORTER, type BrowserDrawing, type ExportSettings } from './browserExporter';
import { downloadBlob } from '../../lib/downloadBlob';
import { exportFileName } from './exportFileName';

export type { ExportSettings };

export const DEFAULT_EXPORT_SETTINGS: ExportSettings = {
  scale: 2,
  transparent: false,
  pdfPages: 'per-chart',
};

/**
 * Builds the file for `format` from the chart on screen (the renderer's SVG) with the browser's
 * encoder, and downloads it under the registry's extension.
 */
export async function exportDrawing(
  drawing: BrowserDrawing,
  format: ExportFormat,
  title: string,
  settings: ExportSettings = DEFAULT_EXPORT_SETTINGS,
): Promise<void> {
  const file = await BROWSER_EXPORTER.encode(format, drawing, settings);
  downloadBlob(file, exportFileName(title, exportFormat(format).extension));
}

export function downloadMermaidText(text: string, title: string): void {
  const mermaid = exportFormat('mermaid');
  downloadBlob(
    new Blob([text], { type: exportContentType(mermaid) }),
    exportFileName(title, mermaid.extension),
  );
}
