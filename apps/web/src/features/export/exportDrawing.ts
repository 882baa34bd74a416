import type { ExportFormat } from '@codeflow/contracts';
import { downloadBlob } from './downloadBlob';
import { exportFileName } from './exportFileName';
import { rasterizeSvg } from './rasterizeSvg';
import { decodeLabelEntities } from '../../components/mermaid/decodeEntities';
import { renderMermaid } from '../../components/mermaid/loadMermaid';
import { parseSvg, standaloneSvg } from './standaloneSvg';
import { svgToPdf } from './svgToPdf';

/**
 * Builds the file for `format` and downloads it. The chart is drawn again with SVG text labels:
 * the screen's HTML labels (foreignObject) would taint the canvas and are lost by svg2pdf.
 */
export async function exportDrawing(
  mermaidText: string,
  format: ExportFormat,
  title: string,
): Promise<void> {
  const svg = parseSvg((await renderMermaid(mermaidText, 'svg')).svg);
  decodeLabelEntities(svg);
  const file = standaloneSvg(svg);
  switch (format) {
    case 'svg':
      downloadBlob(
        new Blob([file.text], { type: 'image/svg+xml;charset=utf-8' }),
        exportFileName(title, 'svg'),
      );
      return;
    case 'png':
      downloadBlob(
        await rasterizeSvg(file.text, file.width, file.height, 'image/png'),
        exportFileName(title, 'png'),
      );
      return;
    case 'jpeg':
      downloadBlob(
        await rasterizeSvg(file.text, file.width, file.height, 'image/jpeg'),
        exportFileName(title, 'jpg'),
      );
      return;
    case 'pdf':
      downloadBlob(
        await svgToPdf(file.element, file.width, file.height),
        exportFileName(title, 'pdf'),
      );
      return;
  }
}

export function downloadMermaidText(text: string, title: string): void {
  downloadBlob(
    new Blob([text], { type: 'text/plain;charset=utf-8' }),
    exportFileName(title, 'mmd'),
  );
}
