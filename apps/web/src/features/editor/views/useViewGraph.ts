import type { FlowGraph } from '@codeflow/engine';
import { useMemo } from 'react';
import type { ChartViewId } from './chartViews';
import { overviewGraph } from './overviewGraph';

/** The graph the flowchart area draws in this view: the overview's blocks, else the graph. */
export function useViewGraph(view: ChartViewId, graph: FlowGraph | null): FlowGraph | null {
  return useMemo(
    () => (view === 'overview' && graph ? overviewGraph(graph) : graph),
    [view, graph],
  );
}
