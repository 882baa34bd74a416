import type { ExportFormat } from '@codeflow/contracts';
import { useState, type RefObject } from 'react';
import { Button } from '../../components/ui/Button';
import { useAuth } from '../../session/useAuth';
import { exportDrawing } from '../../components/export/exportDrawing';
import {
  allowedExportFormats,
  formatLabel,
  upgradeHint,
} from '../../components/export/exportFormats';
import { DIFF_MESSAGES as M } from './diffMessages';

const FORMATS: readonly ExportFormat[] = ['svg', 'png', 'pdf'];

/**
 * Exports the combined drawing on screen through the browser's export registry (decision 025):
 * the colours and the legend are part of the SVG, so every format keeps them.
 */
export function DiffExportButtons({
  chartHost,
  title,
}: {
  chartHost: RefObject<HTMLDivElement | null>;
  title: string;
}) {
  const auth = useAuth();
  const allowed = allowedExportFormats(
    auth.features.export_formats ? { export_formats: auth.features.export_formats } : null,
  );
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (format: ExportFormat) => {
    const svg = chartHost.current?.querySelector('svg');
    if (!svg) return;
    setBusy(format);
    setError(null);
    try {
      await exportDrawing({ svg, blocks: [] }, format, title, {
        scale: 2,
        transparent: false,
        pdfPages: 'whole',
        pdfPaper: 'chart',
        pdfLayout: 'fit',
        // the combined chart is one drawing: there is nothing outside the view to leave out
        scope: 'whole',
      });
    } catch {
      setError(M.exportFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div
      className="flex flex-wrap items-center gap-1"
      role="group"
      aria-label="Export the comparison"
    >
      {FORMATS.map((format) => (
        <Button
          key={format}
          size="sm"
          busy={busy === format}
          disabled={!allowed.has(format)}
          title={
            allowed.has(format)
              ? `Export the comparison as ${formatLabel(format)}`
              : upgradeHint(format)
          }
          onClick={() => void run(format)}
        >
          {formatLabel(format)}
        </Button>
      ))}
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </div>
  );
}
