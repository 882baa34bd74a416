import { EXPORT_FORMATS, type ExportFormat } from '@codeflow/contracts';
import { useId, useState } from 'react';
import { downloadMermaidText, exportDrawing } from './exportDrawing';
import { FORMAT_LABELS, upgradeHint } from './exportFormats';
import { LockIcon } from '../../components/LockIcon';
import { Button } from '../../components/ui/Button';
import { UpgradeLink } from '../../components/UpgradeLink';
import { Toast, type ToastNotice } from '../../components/ui/Toast';

export type ExportMenuProps = {
  /** the drawn chart; exports are disabled while there is none */
  svg: SVGSVGElement | null;
  mermaidText: string;
  title: string;
  allowed: ReadonlySet<ExportFormat>;
};

const COPIED_MS = 2_000;

/** An error stays long enough to be read. */
const ERROR_MS = 6_000;

/** Download the chart as SVG/PNG/JPEG/PDF (as the plan allows), copy or download the Mermaid text. */
export function ExportMenu({ svg, mermaidText, title, allowed }: ExportMenuProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [message, setMessage] = useState<ToastNotice | null>(null);
  const hintId = useId();

  const run = async (format: ExportFormat) => {
    if (!svg) return;
    setBusy(format);
    try {
      await exportDrawing(mermaidText, format, title);
    } catch (error) {
      setMessage({
        text: `Export as ${FORMAT_LABELS[format]} failed${error instanceof Error ? `: ${error.message}` : ''}`,
        tone: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(mermaidText);
      setMessage({ text: 'Copied', tone: 'success' });
    } catch {
      setMessage({ text: 'Could not copy to the clipboard', tone: 'error' });
    }
  };

  const locked = EXPORT_FORMATS.filter((f) => !allowed.has(f));
  const noChart = !svg || mermaidText === '';

  return (
    <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Export">
      <span className="text-sm font-medium text-gray-600">Export:</span>
      {EXPORT_FORMATS.map((format) => {
        const permitted = allowed.has(format);
        return (
          <Button
            key={format}
            size="sm"
            disabled={noChart || !permitted || busy !== null}
            title={permitted ? `Download as ${FORMAT_LABELS[format]}` : upgradeHint(format)}
            aria-describedby={permitted ? undefined : hintId}
            data-testid={`export-${format}`}
            onClick={() => void run(format)}
          >
            {busy === format ? `${FORMAT_LABELS[format]}…` : FORMAT_LABELS[format]}
            {!permitted && (
              <>
                {' '}
                <LockIcon />
              </>
            )}
          </Button>
        );
      })}
      <Button
        size="sm"
        disabled={mermaidText === ''}
        onClick={() => void copy()}
        data-testid="copy-mermaid"
      >
        Copy Mermaid
      </Button>
      <Button
        size="sm"
        disabled={mermaidText === ''}
        onClick={() => downloadMermaidText(mermaidText, title)}
        data-testid="export-mmd"
      >
        .mmd
      </Button>
      {locked.length > 0 && (
        <span className="text-xs text-gray-500">
          <span id={hintId}>{locked.map(upgradeHint).join('. ')}</span> <UpgradeLink />
        </span>
      )}
      <Toast
        notice={message}
        durationMs={message?.tone === 'error' ? ERROR_MS : COPIED_MS}
        onExpire={() => setMessage(null)}
        className="text-sm"
      />
    </div>
  );
}
