import type { Chart, FlowGraph } from '@codeflow/engine';
import { useCallback, type RefObject } from 'react';
import type { CodeEditorHandle } from './CodeEditor';
import { rangeOfNode } from './lineNodeMapping';
import type { ChartSelection } from './useChartSelection';

export type ChartNavigation = {
  /** a node of the chart was clicked: select its lines in the code */
  onNodeClick: (nodeId: string) => void;
  /** a node was found (search): select its lines in the code, leaving the focus where it is */
  onRevealNode: (nodeId: string) => void;
  /** an outline entry was chosen: show its chart, the code follows */
  onShowChart: (chart: Chart) => void;
  /** a diagnostic's line */
  onGoToLine: (line: number) => void;
};

/** Moves between the chart and the code: node clicks, the outline, diagnostics. */
export function useChartNavigation(
  editorRef: RefObject<CodeEditorHandle | null>,
  graph: FlowGraph | null,
  selection: ChartSelection,
): ChartNavigation {
  const onNodeClick = useCallback(
    (nodeId: string) => {
      const range = rangeOfNode(graph, nodeId);
      if (range) editorRef.current?.selectLines(range.startLine, range.endLine);
    },
    [graph, editorRef],
  );
  const onRevealNode = useCallback(
    (nodeId: string) => {
      const range = rangeOfNode(graph, nodeId);
      if (range) editorRef.current?.selectLines(range.startLine, range.endLine, { focus: false });
    },
    [graph, editorRef],
  );
  const { show } = selection;
  const onShowChart = useCallback(
    (chart: Chart) => {
      show(chart.id);
      // the code follows: the chart's first line, without taking the focus from the outline
      const line = chart.range.startLine;
      editorRef.current?.selectLines(line, line, { focus: false });
    },
    [show, editorRef],
  );
  const onGoToLine = useCallback(
    (line: number) => editorRef.current?.selectLines(line, line),
    [editorRef],
  );
  return { onNodeClick, onRevealNode, onShowChart, onGoToLine };
}
