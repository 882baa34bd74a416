import type { Chart, FlowGraph } from '@codeflow/engine';
import { useMemo, useState } from 'react';
import { mermaidOfPlan } from './chartMermaid';
import { chartsInSourceOrder, planCharts, type ChartPlan } from './chartSelection';
import { chartAtLine, nodesAtLine } from './lineNodeMapping';

export type ChartSelection = {
  /** the file's charts in source order */
  orderedCharts: Chart[];
  /** what is drawn and which chart is brought into view */
  plan: ChartPlan;
  /** the Mermaid text of what is drawn ('' while there is no chart) */
  mermaidText: string;
  /** the nodes of the cursor's line, outlined */
  highlighted: ReadonlySet<string>;
  /** every chart at once, fitted, with a minimap (docs/product.md#editor) */
  overview: boolean;
  toggleOverview: () => void;
  /** pins a chart (null: follow the cursor again) */
  pick: (chartId: string | null) => void;
  /** the cursor's 1-based line moved */
  setCursorLine: (line: number) => void;
};

/**
 * Which charts the editor draws and which one is in view: the chart holding the cursor, unless
 * one is picked or the overview shows them all; the nodes of the cursor's line are outlined.
 */
export function useChartSelection(
  graph: FlowGraph | null,
  flowchart: string | null,
): ChartSelection {
  const [cursorLine, setCursorLine] = useState(1);
  const [picked, setPicked] = useState<string | null>(null);
  const [overview, setOverview] = useState(false);

  const orderedCharts = useMemo(() => chartsInSourceOrder(graph), [graph]);
  const plan = useMemo(() => {
    const cursorChart = chartAtLine(graph, cursorLine);
    if (overview) {
      return { charts: orderedCharts.map((c) => c.id), focus: cursorChart, pinned: false };
    }
    return planCharts(graph, picked, cursorChart);
  }, [graph, picked, cursorLine, overview, orderedCharts]);
  const drawnCount = plan.charts.length;
  const focus = plan.focus;
  const mermaidText = useMemo(
    () => mermaidOfPlan(flowchart, graph, drawnCount, focus),
    [flowchart, graph, drawnCount, focus],
  );

  const drawnCharts = useMemo(() => new Set(plan.charts), [plan.charts]);
  const highlighted = useMemo(
    () => new Set(nodesAtLine(graph, cursorLine, drawnCharts).map((n) => n.id)),
    [graph, cursorLine, drawnCharts],
  );

  return {
    orderedCharts,
    plan,
    mermaidText,
    highlighted,
    overview,
    toggleOverview: () => setOverview((o) => !o),
    pick: setPicked,
    setCursorLine,
  };
}
