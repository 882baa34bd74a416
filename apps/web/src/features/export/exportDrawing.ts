import type { ExportFormat } from '@codeflow/contracts';
import { loadChartFont, toBase64 } from './chartFont';
import { downloadBlob } from '../../lib/downloadBlob';
import { exportFileName } from './exportFileName';
import { rasterizeSvg } from './rasterizeSvg';
import { chartPage, standaloneSvg } from './standaloneSvg';
import type { ChartBlock } from '../../components/flowchart/stackCharts';
import { svgToPdf } from './svgToPdf';

export type ExportSettings = {
  /** PNG/JPEG: 1, 2 or 4 device pixels per chart pixel */
  scale: 1 | 2 | 4;
  /** PNG/SVG: no background (JPEG is always on white) */
  transparent: boolean;
  /** PDF: one page per chart, or the whole drawing on one page */
  pdfPages: 'per-chart' | 'whole';
};

export const DEFAULT_EXPORT_SETTINGS: ExportSettings = {
  scale: 2,
  transparent: false,
  pdfPages: 'per-chart',
};

/** @font-face rules that make a file carry the chart font (no installed font needed). */
function fontFaceCss(regular: string, bold: string): string {
  const face = (data: string, weight: string) =>
    `@font-face{font-family:'DejaVu Sans';font-weight:${weight};src:url(data:font/ttf;base64,${data}) format('truetype')}`;
  return face(regular, 'normal') + face(bold, 'bold');
}

/**
 * Builds the file for `format` from the chart on screen (the renderer's SVG) and downloads it.
 * SVG, PNG and JPEG embed the chart font; the PDF embeds it through jsPDF.
 */
export async function exportDrawing(
  { svg, blocks }: { svg: SVGSVGElement; blocks: readonly ChartBlock[] },
  format: ExportFormat,
  title: string,
  settings: ExportSettings = DEFAULT_EXPORT_SETTINGS,
): Promise<void> {
  const font = await loadChartFont();
  const background = settings.transparent && format !== 'jpeg' ? undefined : '#ffffff';
  switch (format) {
    case 'svg':
    case 'png':
    case 'jpeg': {
      const file = standaloneSvg(svg, {
        css: fontFaceCss(toBase64(font.regular), toBase64(font.bold)),
        ...(background ? { background } : {}),
      });
      if (format === 'svg') {
        downloadBlob(
          new Blob([file.text], { type: 'image/svg+xml;charset=utf-8' }),
          exportFileName(title, 'svg'),
        );
        return;
      }
      const type = format === 'png' ? 'image/png' : 'image/jpeg';
      downloadBlob(
        await rasterizeSvg(file.text, file.width, file.height, type, {
          scale: settings.scale,
          background: background ?? null,
        }),
        exportFileName(title, format === 'png' ? 'png' : 'jpg'),
      );
      return;
    }
    case 'pdf': {
      const file = standaloneSvg(svg, { background: '#ffffff' });
      const pages =
        settings.pdfPages === 'per-chart' && blocks.length > 1
          ? blocks.map((b) => chartPage(file, b))
          : [file];
      downloadBlob(
        await svgToPdf(
          pages.map((p) => ({ svg: p.element, width: p.width, height: p.height })),
          font,
        ),
        exportFileName(title, 'pdf'),
      );
      return;
    }
  }
}

export function downloadMermaidText(text: string, title: string): void {
  downloadBlob(
    new Blob([text], { type: 'text/plain;charset=utf-8' }),
    exportFileName(title, 'mmd'),
  );
}
