import type { ExportFormat, FlowchartLanguage } from '@codeflow/contracts';
import type { Chart, FlowGraph } from '@codeflow/engine';
import { useState } from 'react';
import { FlowchartView, type DrawnChart } from '../../components/flowchart/FlowchartView';
import { ExportMenu } from '../export/ExportMenu';
import { ChartOutline } from './ChartOutline';
import { ChartPaneHeader } from './ChartPaneHeader';
import { DiagnosticsList } from './DiagnosticsList';
import { EmptyChartPrompt } from './EmptyChartPrompt';
import { ChartTextOutline } from './explore/ChartTextOutline';
import type { CodeSearchMarks } from './codeSearchMarks';
import { ExploreBar } from './explore/ExploreBar';
import { useSearchMarksInCode } from './explore/useSearchMarksInCode';
import { useExploreChart } from './explore/useExploreChart';
import { GenerationNotes } from './GenerationNotes';
import type { ChartSelection } from './useChartSelection';
import type { FlowchartGeneration } from './useFlowchartGeneration';
import { ChartViewBar, LogicView, isLogicView, useChartView, useViewGraph } from './views';

type ChartPaneProps = {
  /** the phone shows the code instead (PhoneViewToggle) */
  hiddenOnPhone?: boolean;
  selection: ChartSelection;
  generation: FlowchartGeneration;
  graph: FlowGraph | null;
  code: string;
  language: FlowchartLanguage;
  readOnly: boolean;
  drawn: DrawnChart | null;
  onDrawn: (drawn: DrawnChart | null) => void;
  onNodeClick: (nodeId: string) => void;
  /** show a node's code without taking the focus (search) */
  onRevealNode: (nodeId: string) => void;
  onGoToLine: (line: number) => void;
  /** an outline entry was chosen */
  onShowChart: (chart: Chart) => void;
  onInsertSample: () => void;
  onOpenFile: (name: string, text: string) => void;
  exportTitle: string;
  allowedExports: ReadonlySet<ExportFormat>;
  /** the search's matches to mark in the code */
  onSearchMarks: (marks: CodeSearchMarks | null) => void;
};

/**
 * The chart side of the editor: the chart picker, notes and errors of the generation, the chart
 * itself (or what to do while there is none), the syntax errors and the export buttons.
 */
export function ChartPane({
  hiddenOnPhone = false,
  selection,
  generation,
  graph,
  code,
  language,
  readOnly,
  drawn,
  onDrawn,
  onNodeClick,
  onRevealNode,
  onGoToLine,
  onShowChart,
  onInsertSample,
  onOpenFile,
  exportTitle,
  allowedExports,
  onSearchMarks,
}: ChartPaneProps) {
  const [renderError, setRenderError] = useState<string | null>(null);
  const { mermaidText, plan } = selection;
  const chartView = useChartView();
  const logic = isLogicView(chartView.view) ? chartView.view : null;
  const drawable = mermaidText === '' ? null : graph;
  const { explore, searchRef, outlineOpen, toggleOutline, onChartKeyDown, focusChart } =
    useExploreChart({
      graph: drawable,
      charts: plan.charts,
      focusChart: plan.focus,
      cursorLine: selection.cursorLine,
      onSelectNode: onNodeClick,
      onRevealNode,
      onShowChart,
    });
  // the overview view draws the folded chart without its code text
  const viewGraph = useViewGraph(chartView.view, explore.folding.drawnGraph);
  const exploring = drawable !== null && !selection.overview;
  useSearchMarksInCode(drawable, explore.search, exploring, onSearchMarks);
  return (
    <section
      aria-label="Flowchart"
      className={`${hiddenOnPhone ? 'hidden lg:flex' : 'flex'} h-[92vh] min-h-0 min-w-0 flex-col gap-2 lg:h-auto`}
    >
      <ChartPaneHeader selection={selection} pending={generation.pending} />
      <ChartViewBar
        chartView={chartView}
        graph={graph}
        focus={plan.focus}
        onShowChart={onShowChart}
      />
      <GenerationNotes generation={generation} renderError={renderError} />
      {drawable && !selection.overview && (
        <ExploreBar
          explore={explore}
          searchRef={searchRef}
          outlineOpen={outlineOpen}
          onToggleOutline={toggleOutline}
        />
      )}
      <p className="sr-only" aria-live="polite" data-testid="chart-announcer">
        {explore.announcement}
      </p>
      <div className="flex min-h-0 flex-1 flex-col gap-2 md:flex-row">
        {/* the text outline shows the chart's structure: the functions list makes room for it */}
        {!selection.overview && !outlineOpen && (
          <ChartOutline charts={selection.orderedCharts} focus={plan.focus} onShow={onShowChart} />
        )}
        <div
          className="relative flex min-h-64 flex-1 flex-col overflow-hidden rounded border border-gray-300"
          onKeyDown={onChartKeyDown}
        >
          {mermaidText === '' && !generation.pending && (
            <EmptyChartPrompt
              codeEmpty={code.trim() === ''}
              readOnly={readOnly}
              language={language}
              onInsertSample={onInsertSample}
              onOpenFile={onOpenFile}
            />
          )}
          {mermaidText === '' && generation.pending && (
            <p className="absolute inset-0 flex items-center justify-center text-sm text-gray-500">
              Drawing the flowchart…
            </p>
          )}
          {logic && mermaidText !== '' && (
            <LogicView
              view={logic}
              code={code}
              language={language}
              graph={graph}
              focus={plan.focus}
              title={exportTitle}
              allowedExports={allowedExports}
              mermaidText={mermaidText}
            />
          )}
          <FlowchartView
            className={logic ? 'hidden' : 'flex-1'}
            graph={viewGraph}
            charts={plan.charts}
            focusChart={plan.focus}
            fitFocus={selection.fitFocus}
            overview={selection.overview}
            label="Flowchart of the code"
            highlighted={selection.highlighted}
            onNodeClick={explore.onNodeClick}
            marks={explore.marks}
            walk={explore.walk}
            onNodeFocus={explore.onNodeFocus}
            onDrawn={onDrawn}
            onRenderError={setRenderError}
            onRendered={generation.noteDrawn}
          />
        </div>
        {outlineOpen && drawable && focusChart && !selection.overview && (
          <ChartTextOutline
            graph={drawable}
            chartId={focusChart.id}
            title={focusChart.kind === 'module' ? 'Top-level code' : focusChart.name}
            onSelectNode={onNodeClick}
          />
        )}
      </div>
      <DiagnosticsList diagnostics={generation.diagnostics} onGoToLine={onGoToLine} />
      {!logic && (
        <ExportMenu
          drawn={drawn}
          mermaidText={mermaidText}
          title={exportTitle}
          allowed={allowedExports}
          graph={graph}
        />
      )}
    </section>
  );
}
