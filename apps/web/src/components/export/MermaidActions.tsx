import {
  exportContentType,
  exportFormat,
  mermaidPerChart,
  omittedCharts,
  type FlowGraph,
} from '@codeflow/engine';
import { Button } from '../../components/ui/Button';
import type { ToastNotice } from '../../components/ui/Toast';
import { downloadBlob } from '../../lib/downloadBlob';
import { downloadMermaidText } from './exportDrawing';
import { exportFileName } from './exportFileName';

/** The warning when the Mermaid text leaves charts out (Mermaid's limits in one diagram). */
export function mermaidLimitWarning(omitted: number, charts: number): string {
  return `This Mermaid text holds ${charts - omitted} of ${charts} charts: one Mermaid diagram draws at most 500 edges and 50,000 characters, and a diagram cannot raise these limits itself. Download every chart as its own diagram instead.`;
}

/**
 * Copy Mermaid and .mmd. Past Mermaid's limits the text leaves charts out: both say so visibly
 * (never a bare "Copied") and offer every chart as its own diagram in a Markdown file.
 */
export function MermaidActions({
  mermaidText,
  graph,
  title,
  onMessage,
}: {
  mermaidText: string;
  graph: FlowGraph | null;
  title: string;
  onMessage: (notice: ToastNotice) => void;
}) {
  const omitted = omittedCharts(mermaidText);
  const charts = graph?.charts.length ?? 0;
  const partial = omitted > 0 && graph !== null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(mermaidText);
      onMessage(
        partial
          ? { text: `Copied ${charts - omitted} of ${charts} charts`, tone: 'warning' }
          : { text: 'Copied', tone: 'success' },
      );
    } catch {
      onMessage({ text: 'Could not copy to the clipboard', tone: 'error' });
    }
  };
  const downloadPerChart = () => {
    if (!graph) return;
    downloadBlob(
      new Blob([mermaidPerChart(graph)], { type: 'text/markdown' }),
      exportFileName(title, 'md'),
    );
  };

  return (
    <>
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
        title={`Download as .${exportFormat('mermaid').extension} (${exportContentType(exportFormat('mermaid'))})`}
      >
        .mmd
      </Button>
      {partial && (
        <p
          role="alert"
          className="basis-full text-sm text-amber-800"
          data-testid="mermaid-limit-warning"
        >
          {mermaidLimitWarning(omitted, charts)}{' '}
          <Button size="sm" onClick={downloadPerChart} data-testid="export-mermaid-per-chart">
            Every chart (.md)
          </Button>
        </p>
      )}
    </>
  );
}
