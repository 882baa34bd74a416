import type { ExportFormat } from '@codeflow/contracts';
import { useId, useMemo, useState } from 'react';
import { PdfPageOptions } from './PdfPageOptions';
import type { FlowGraph } from '@codeflow/engine';
import {
  DEFAULT_EXPORT_SETTINGS,
  exportDrawing,
  exportedSize,
  type ExportSettings,
} from './exportDrawing';
import { reducedScaleNote } from './svgDimensions';
import { MermaidActions } from './MermaidActions';
import { chartInView } from '../../components/flowchart/chartInView';
import { BROWSER_EXPORTER } from './browserExporter';
import { formatLabel, upgradeHint } from './exportFormats';
import type { DrawnChart } from '../../components/flowchart/FlowchartView';
import { LockIcon } from '../../components/LockIcon';
import { Button } from '../../components/ui/Button';
import { UpgradeLink } from '../../components/UpgradeLink';
import { Toast, type ToastNotice } from '../../components/ui/Toast';

export type ExportMenuProps = {
  /** the drawn charts; exports are disabled while there are none */
  drawn: DrawnChart | null;
  mermaidText: string;
  title: string;
  allowed: ReadonlySet<ExportFormat>;
  /** the file's charts, for Mermaid past its limits (every chart as its own diagram) */
  graph?: FlowGraph | null;
};

const COPIED_MS = 2_000;

/** An error or a warning (a PDF tiled instead of fitted: a long sentence) stays long enough to be read. */
const ERROR_MS = 6_000;

/**
 * Download the drawn chart as SVG/PNG/JPEG/PDF (as the plan allows; PNG and JPEG at 1×/2×/4×,
 * PNG and SVG optionally transparent), copy or download the Mermaid text.
 */
export function ExportMenu({ drawn, mermaidText, title, allowed, graph }: ExportMenuProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [message, setMessage] = useState<ToastNotice | null>(null);
  const [settings, setSettings] = useState<ExportSettings>(DEFAULT_EXPORT_SETTINGS);
  const hintId = useId();
  const scaleId = useId();
  const scopeId = useId();

  const run = async (format: ExportFormat) => {
    if (!drawn) return;
    setBusy(format);
    try {
      const { note } = await exportDrawing(drawn, format, title, settings, chartInView(drawn));
      if (note) setMessage({ text: note, tone: 'warning' });
    } catch (error) {
      setMessage({
        text: `Export as ${formatLabel(format)} failed${error instanceof Error ? `: ${error.message}` : ''}`,
        tone: 'error',
      });
    } finally {
      setBusy(null);
    }
  };

  const locked = BROWSER_EXPORTER.ids.filter((f) => !allowed.has(f));
  // said before the click, not only after: the scale asked for does not fit the browser's canvas
  const scaleNote = useMemo(
    () => (drawn ? scaleNoteFor(drawn, settings) : null),
    [drawn, settings],
  );
  const noChart = !drawn || mermaidText === '';

  return (
    <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Export">
      <span className="text-sm font-medium text-gray-600">Export:</span>
      {BROWSER_EXPORTER.ids.map((format) => {
        const permitted = allowed.has(format);
        return (
          <Button
            key={format}
            size="sm"
            disabled={noChart || !permitted || busy !== null}
            title={permitted ? `Download as ${formatLabel(format)}` : upgradeHint(format)}
            aria-describedby={permitted ? undefined : hintId}
            data-testid={`export-${format}`}
            onClick={() => void run(format)}
          >
            {busy === format ? `${formatLabel(format)}…` : formatLabel(format)}
            {!permitted && (
              <>
                {' '}
                <LockIcon />
              </>
            )}
          </Button>
        );
      })}
      <label className="sr-only" htmlFor={scaleId}>
        Image scale
      </label>
      <select
        id={scaleId}
        className="rounded border border-gray-300 bg-white px-1 py-1 text-sm"
        value={settings.scale}
        data-testid="export-scale"
        title="PNG and JPEG resolution"
        onChange={(e) =>
          setSettings((s) => ({ ...s, scale: Number(e.target.value) as ExportSettings['scale'] }))
        }
      >
        <option value={1}>1×</option>
        <option value={2}>2×</option>
        <option value={4}>4×</option>
      </select>
      {scaleNote && (
        <span
          className="basis-full text-xs text-amber-800"
          data-testid="export-scale-note"
          role="status"
        >
          {scaleNote}
        </span>
      )}
      {drawn && drawn.blocks.length > 1 && (
        <>
          <label className="sr-only" htmlFor={scopeId}>
            What to export
          </label>
          <select
            id={scopeId}
            className="rounded border border-gray-300 bg-white px-1 py-1 text-sm"
            value={settings.scope}
            data-testid="export-scope"
            title="Export the chart in view, or every chart of the file"
            onChange={(e) =>
              setSettings((s) => ({ ...s, scope: e.target.value as ExportSettings['scope'] }))
            }
          >
            <option value="in-view">Chart in view</option>
            <option value="whole">Whole file</option>
          </select>
        </>
      )}
      {drawn && drawn.blocks.length > 1 && allowed.has('pdf') && settings.scope === 'whole' && (
        <label className="flex items-center gap-1 text-sm text-gray-700">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={settings.pdfPages === 'per-chart'}
            data-testid="export-pdf-per-chart"
            onChange={(e) =>
              setSettings((s) => ({ ...s, pdfPages: e.target.checked ? 'per-chart' : 'whole' }))
            }
          />
          PDF page per chart
        </label>
      )}
      {allowed.has('pdf') && (
        <PdfPageOptions
          paper={settings.pdfPaper}
          layout={settings.pdfLayout}
          onChange={(change) => setSettings((s) => ({ ...s, ...change }))}
        />
      )}
      <label className="flex items-center gap-1 text-sm text-gray-700">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={settings.transparent}
          data-testid="export-transparent"
          onChange={(e) => setSettings((s) => ({ ...s, transparent: e.target.checked }))}
        />
        Transparent
      </label>
      <MermaidActions
        mermaidText={mermaidText}
        graph={graph ?? null}
        title={title}
        onMessage={setMessage}
      />
      {locked.length > 0 && (
        <span className="text-xs text-gray-500">
          <span id={hintId}>{locked.map(upgradeHint).join('. ')}</span> <UpgradeLink />
        </span>
      )}
      <Toast
        notice={message}
        durationMs={message?.tone === 'success' ? COPIED_MS : ERROR_MS}
        onExpire={() => setMessage(null)}
        className="text-sm"
      />
    </div>
  );
}

/**
 * The note for a scale the chart to export does not fit at. The whole drawing bounds every chart
 * in it, so when it fits no chart is measured: finding the chart in view asks the browser for
 * its layout, which cost ~13 ms on each of the editor's renders while typing.
 */
function scaleNoteFor(drawn: DrawnChart, settings: ExportSettings): string | null {
  const whole = exportedSize(drawn, 'whole', null);
  if (reducedScaleNote(whole.width, whole.height, settings.scale) === null) return null;
  const size = exportedSize(drawn, settings.scope, chartInView(drawn));
  return reducedScaleNote(size.width, size.height, settings.scale);
}
