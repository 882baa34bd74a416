import { EXPORT_FORMATS, type ExportFormat } from '@codeflow/contracts';
import { useEffect, useId, useState } from 'react';
import { downloadMermaidText, exportDrawing } from './exportDrawing';
import { FORMAT_LABELS, upgradeHint } from './exportFormats';
import { LockIcon } from '../../components/LockIcon';

export type ExportMenuProps = {
  /** the drawn chart; exports are disabled while there is none */
  svg: SVGSVGElement | null;
  mermaidText: string;
  title: string;
  allowed: ReadonlySet<ExportFormat>;
};

const COPIED_MS = 2_000;

const buttonClass =
  'rounded border border-gray-300 bg-white px-2.5 py-1 text-sm text-gray-800 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

/** Download the chart as SVG/PNG/JPEG/PDF (as the plan allows), copy or download the Mermaid text. */
export function ExportMenu({ svg, mermaidText, title, allowed }: ExportMenuProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const hintId = useId();

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), message.error ? 6_000 : COPIED_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const run = async (format: ExportFormat) => {
    if (!svg) return;
    setBusy(format);
    try {
      await exportDrawing(mermaidText, format, title);
    } catch (error) {
      setMessage({
        text: `Export as ${FORMAT_LABELS[format]} failed${error instanceof Error ? `: ${error.message}` : ''}`,
        error: true,
      });
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(mermaidText);
      setMessage({ text: 'Copied', error: false });
    } catch {
      setMessage({ text: 'Could not copy to the clipboard', error: true });
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
          <button
            key={format}
            type="button"
            className={buttonClass}
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
          </button>
        );
      })}
      <button
        type="button"
        className={buttonClass}
        disabled={mermaidText === ''}
        onClick={() => void copy()}
        data-testid="copy-mermaid"
      >
        Copy Mermaid
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={mermaidText === ''}
        onClick={() => downloadMermaidText(mermaidText, title)}
        data-testid="export-mmd"
      >
        .mmd
      </button>
      {locked.length > 0 && (
        <span id={hintId} className="text-xs text-gray-500">
          {locked.map(upgradeHint).join('. ')}
        </span>
      )}
      <span
        role="status"
        aria-live="polite"
        className={message?.error ? 'text-sm text-red-600' : 'text-sm text-green-700'}
      >
        {message?.text ?? ''}
      </span>
    </div>
  );
}
