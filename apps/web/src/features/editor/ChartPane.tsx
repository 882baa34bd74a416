import type { ExportFormat, FlowchartLanguage } from '@codeflow/contracts';
import type { Chart } from '@codeflow/engine';
import { useState } from 'react';
import { FlowchartView, type DrawnChart } from '../../components/flowchart/FlowchartView';
import { ChartOutline } from './ChartOutline';
import { ChartPaneFooter } from './ChartPaneFooter';
import { ChartToolbar } from './ChartToolbar';
import type { CoverageOverlay } from './coverage/useCoverageOverlay';
import { DiagnosticsList } from './DiagnosticsList';
import { EmptyChartPrompt } from './EmptyChartPrompt';
import { ChartTextOutline } from './explore/ChartTextOutline';
import type { CodeSearchMarks } from './codeSearchMarks';
import { ExploreBar } from './explore/ExploreBar';
import { ExploreTrail } from './explore/ExploreTrail';
import { useSearchMarksInCode } from './explore/useSearchMarksInCode';
import { useExploreChart } from './explore/useExploreChart';
import { GenerationNotes, UpdatingNote } from './GenerationNotes';
import type { ChartSelection } from './useChartSelection';
import type { FlowchartGeneration } from './useFlowchartGeneration';
import { LogicView, isLogicView, useChartView, useViewGraph } from './views';

type ChartPaneProps = {
  /** the phone shows the code instead (PhoneViewToggle) */
  hiddenOnPhone?: boolean;
  selection: ChartSelection;
  generation: FlowchartGeneration;
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
  /** the chart's graph (with coverage counts) and Import coverage beside the export buttons */
  coverage: CoverageOverlay;
};

/**
 * The chart side of the editor: the chart picker, notes and errors of the generation, the chart
 * itself (or what to do while there is none), the syntax errors and the export buttons.
 */
export function ChartPane({
  hiddenOnPhone = false,
  selection,
  generation,
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
  coverage,
}: ChartPaneProps) {
  const [renderError, setRenderError] = useState<string | null>(null);
  // the graph with the imported coverage's counts (features/editor/coverage)
  const graph = coverage.graph;
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
  // in the zoom buttons' row of a drawn chart (a row of its own costs the chart its height), in
  // the toolbar for pseudocode and the structogram
  const exploreBar = exploring && (
    <ExploreBar
      explore={explore}
      searchRef={searchRef}
      outlineOpen={outlineOpen}
      onToggleOutline={toggleOutline}
    />
  );
  return (
    <section
      aria-label="Flowchart"
      className={`${hiddenOnPhone ? 'hidden lg:flex' : 'flex'} h-[92vh] min-h-0 min-w-0 flex-col gap-2 lg:h-auto`}
    >
      <ChartToolbar
        selection={selection}
        chartView={chartView}
        graph={graph}
        onShowChart={onShowChart}
        explore={logic && exploreBar}
      />
      <ExploreTrail explore={explore} />
      <GenerationNotes generation={generation} renderError={renderError} />
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
          data-testid="chart-area"
        >
          <UpdatingNote pending={generation.pending} />
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
            toolbarStart={!logic && exploreBar}
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
      <ChartPaneFooter
        showExports={!logic}
        drawn={drawn}
        mermaidText={mermaidText}
        title={exportTitle}
        allowedExports={allowedExports}
        graph={graph}
        coverage={coverage}
      />
    </section>
  );
}
