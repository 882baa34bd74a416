import type { ExportFormat } from '@codeflow/contracts';
import { exportContentType, exportFormat } from '@codeflow/engine';
import {
  BROWSER_EXPORTER,
  perChartPages,
  type BrowserDrawing,
  type ExportSettings,
} from './browserExporter';
import { downloadBlob } from '../../lib/downloadBlob';
import { exportFileName } from './exportFileName';
import type { ChartBlock } from '../../components/flowchart/stackCharts';
import { chartOnly } from './standaloneSvg';
import { reducedScaleNote, viewBoxSize } from './svgDimensions';
import { pdfNote } from './svgToPdf';

export type { ExportSettings };

export const DEFAULT_EXPORT_SETTINGS: ExportSettings = {
  scale: 2,
  transparent: false,
  pdfPages: 'per-chart',
  pdfPaper: 'chart',
  pdfLayout: 'tiles',
  scope: 'in-view',
};

/**
 * What an export holds: the chart in view alone (the default: what is on screen), or every
 * chart drawn (`whole`).
 */
export function scopedDrawing(
  drawing: BrowserDrawing,
  scope: ExportSettings['scope'],
  inView: ChartBlock | null,
): BrowserDrawing {
  if (scope === 'whole' || !inView || drawing.blocks.length <= 1) return drawing;
  return { svg: chartOnly(drawing.svg, inView), blocks: [{ ...inView, x: 0, y: 0 }] };
}

/** The size of what an export holds (the chart in view, or the whole drawing), in chart pixels. */
export function exportedSize(
  drawing: BrowserDrawing,
  scope: ExportSettings['scope'],
  inView: ChartBlock | null,
): { width: number; height: number } {
  if (scope === 'whole' || !inView || drawing.blocks.length <= 1) return drawingSize(drawing);
  return { width: inView.width, height: inView.height };
}

/** The size of what a drawing exports, in chart pixels. */
function drawingSize(drawing: BrowserDrawing): { width: number; height: number } {
  return (
    viewBoxSize(drawing.svg.getAttribute('viewBox')) ?? {
      width: Number(drawing.svg.getAttribute('width')) || 1,
      height: Number(drawing.svg.getAttribute('height')) || 1,
    }
  );
}

/**
 * Builds the file for `format` from the chart on screen (the renderer's SVG; `inView`, the
 * chart in view, unless the settings ask for the whole file) with the browser's encoder, and
 * downloads it under the registry's extension. Returns a note when the browser's canvas limit
 * lowered a PNG/JPEG's scale, or when a PDF fitted to one page would have been unreadable and
 * was tiled instead.
 */
export async function exportDrawing(
  drawing: BrowserDrawing,
  format: ExportFormat,
  title: string,
  settings: ExportSettings = DEFAULT_EXPORT_SETTINGS,
  inView: ChartBlock | null = null,
): Promise<{ note: string | null }> {
  const scoped = scopedDrawing(drawing, settings.scope, inView);
  const file = await BROWSER_EXPORTER.encode(format, scoped, settings);
  downloadBlob(file, exportFileName(title, exportFormat(format).extension));
  const size = drawingSize(scoped);
  if (format === 'pdf') {
    const sizes = perChartPages(settings, scoped.blocks) ? scoped.blocks : [size];
    return { note: pdfNote(sizes, { paper: settings.pdfPaper, layout: settings.pdfLayout }) };
  }
  if (format !== 'png' && format !== 'jpeg') return { note: null };
  return { note: reducedScaleNote(size.width, size.height, settings.scale) };
}

export function downloadMermaidText(text: string, title: string): void {
  const mermaid = exportFormat('mermaid');
  downloadBlob(
    new Blob([text], { type: exportContentType(mermaid) }),
    exportFileName(title, mermaid.extension),
  );
}
