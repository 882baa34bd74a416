import { useId } from 'react';
import type { PdfPaper } from './pdfPageLayout';

/** The PDF's page size: the chart's own, or A4 / Letter with the chart fitted inside margins. */
export function PdfPaperSelect({
  value,
  onChange,
}: {
  value: PdfPaper;
  onChange: (paper: PdfPaper) => void;
}) {
  const id = useId();
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        PDF page size
      </label>
      <select
        id={id}
        className="rounded border border-gray-300 bg-white px-1 py-1 text-sm"
        value={value}
        data-testid="export-pdf-paper"
        title="PDF page size: the chart's own, or A4 / Letter with the chart fitted inside margins"
        onChange={(e) => onChange(e.target.value as PdfPaper)}
      >
        <option value="chart">PDF: chart size</option>
        <option value="a4">PDF: A4</option>
        <option value="letter">PDF: Letter</option>
      </select>
    </>
  );
}
