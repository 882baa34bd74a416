import type { ExportFormat } from '@codeflow/contracts';
import { downloadBlob } from './downloadBlob';
import { exportFileName } from './exportFileName';
import { rasterizeSvg } from './rasterizeSvg';
import { standaloneSvg } from './standaloneSvg';
import { svgToPdf } from './svgToPdf';

/** Builds the file for `format` from the drawn SVG and downloads it. */
export async function exportDrawing(
  svg: SVGSVGElement,
  format: ExportFormat,
  title: string,
): Promise<void> {
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
