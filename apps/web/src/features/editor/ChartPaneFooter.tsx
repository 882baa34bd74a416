import type { ExportFormat } from '@codeflow/contracts';
import type { FlowGraph } from '@codeflow/engine';
import type { DrawnChart } from '../../components/flowchart/FlowchartView';
import { useAuth } from '../../session/useAuth';
import { ExportMenu } from '../../components/export/ExportMenu';
import { CoverageBar } from './coverage/CoverageBar';
import type { CoverageOverlay } from './coverage/useCoverageOverlay';

/** Below the chart: the export buttons (not for pseudocode and structograms) and Import coverage. */
export function ChartPaneFooter({
  showExports,
  drawn,
  mermaidText,
  title,
  allowedExports,
  graph,
  coverage,
}: {
  /** the pseudocode and structogram views bring their own exports */
  showExports: boolean;
  drawn: DrawnChart | null;
  mermaidText: string;
  title: string;
  allowedExports: ReadonlySet<ExportFormat>;
  graph: FlowGraph | null;
  coverage: CoverageOverlay;
}) {
  const auth = useAuth();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      {showExports && (
        <ExportMenu
          drawn={drawn}
          mermaidText={mermaidText}
          title={title}
          allowed={allowedExports}
          graph={graph}
        />
      )}
      <CoverageBar coverage={coverage} allowed={auth.features.coverage_import === true} />
    </div>
  );
}
