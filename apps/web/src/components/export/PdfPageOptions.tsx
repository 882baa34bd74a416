import type { PdfLayout, PdfPaper } from '@codeflow/engine';
import { useId } from 'react';

const SELECT = 'rounded border border-gray-300 bg-white px-1 py-1 text-sm';

/**
 * The PDF's pages: the chart's own size, or A4 / Letter; on a sheet, the chart fitted to one page
 * (never below a readable text size: past it the export tiles and says so) or tiled pages after
 * a page map (planPdfPages, shared with the CLI's `--pdf-layout`).
 */
export function PdfPageOptions({
  paper,
  layout,
  onChange,
}: {
  paper: PdfPaper;
  layout: PdfLayout;
  onChange: (change: { pdfPaper: PdfPaper } | { pdfLayout: PdfLayout }) => void;
}) {
  const paperId = useId();
  const layoutId = useId();
  return (
    <>
      <label className="sr-only" htmlFor={paperId}>
        PDF page size
      </label>
      <select
        id={paperId}
        className={SELECT}
        value={paper}
        data-testid="export-pdf-paper"
        title="PDF page size: the chart's own, or A4 / Letter"
        onChange={(e) => onChange({ pdfPaper: e.target.value as PdfPaper })}
      >
        <option value="chart">PDF: chart size</option>
        <option value="a4">PDF: A4</option>
        <option value="letter">PDF: Letter</option>
      </select>
      {paper !== 'chart' && (
        <>
          <label className="sr-only" htmlFor={layoutId}>
            PDF layout
          </label>
          <select
            id={layoutId}
            className={SELECT}
            value={layout}
            data-testid="export-pdf-layout"
            title="A chart too big for one sheet: tiled pages with a page map first, or scaled down to one page (never below 6 pt text)"
            onChange={(e) => onChange({ pdfLayout: e.target.value as PdfLayout })}
          >
            <option value="tiles">Tiled pages</option>
            <option value="fit">Fit to one page</option>
          </select>
        </>
      )}
    </>
  );
}
