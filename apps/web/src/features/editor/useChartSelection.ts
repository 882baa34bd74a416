import type { Chart, FlowGraph } from '@codeflow/engine';
import { useCallback, useMemo, useState } from 'react';
import { mermaidOfPlan } from './chartMermaid';
import { chartsInSourceOrder, landingChart, planCharts, type ChartPlan } from './chartSelection';
import { chartAtLine, nodesAtLine } from './lineNodeMapping';

/**
 * Which chart is shown instead of the cursor's: `auto` (a file just opened or pasted: its
 * landingChart, once drawn) or one chart the user chose in the outline. Cleared when the user
 * moves the cursor.
 */
type Landing = { chart: 'auto' } | { chart: string } | null;

export type ChartSelection = {
  /** the file's charts in source order */
  orderedCharts: Chart[];
  /** what is drawn and which chart is brought into view */
  plan: ChartPlan;
  /**
   * the chart in view was chosen (a file just opened, an outline entry, a pinned chart), not
   * reached by the cursor: it is fitted whole into the view
   */
  fitFocus: boolean;
  /** the Mermaid text of what is drawn ('' while there is no chart) */
  mermaidText: string;
  /** the cursor's 1-based line (the default fold keeps its block open) */
  cursorLine: number;
  /** the nodes of the cursor's line, outlined */
  highlighted: ReadonlySet<string>;
  /** every chart at once, fitted, with a minimap (docs/product.md#editor) */
  overview: boolean;
  toggleOverview: () => void;
  /** pins a chart (null: follow the cursor again) */
  pick: (chartId: string | null) => void;
  /** shows a chart (the outline) until the user moves the cursor; unpins */
  show: (chartId: string) => void;
  /** a whole file arrived (opened, pasted, a sample): open on its first function */
  land: () => void;
  /** the cursor's 1-based line moved (`byUser`: the user moved it, which ends a landing) */
  setCursorLine: (line: number, byUser?: boolean) => void;
};

/**
 * Which charts the editor draws and which one is in view: the chart holding the cursor, unless
 * one is picked, a file just arrived (its first function) or the overview shows them all; the
 * nodes of the cursor's line are outlined.
 */
export function useChartSelection(
  graph: FlowGraph | null,
  flowchart: string | null,
): ChartSelection {
  const [cursorLine, setLine] = useState(1);
  const [picked, setPicked] = useState<string | null>(null);
  const [overview, setOverview] = useState(false);
  // a saved flowchart opens like a file: on its first function
  const [landing, setLanding] = useState<Landing>({ chart: 'auto' });

  const orderedCharts = useMemo(() => chartsInSourceOrder(graph), [graph]);
  const landed = useMemo(() => {
    if (!landing) return null;
    if (landing.chart === 'auto') return landingChart(graph);
    return orderedCharts.some((c) => c.id === landing.chart) ? landing.chart : null;
  }, [landing, graph, orderedCharts]);
  const plan = useMemo(() => {
    const cursorChart = landed ?? chartAtLine(graph, cursorLine);
    if (overview) {
      return { charts: orderedCharts.map((c) => c.id), focus: cursorChart, pinned: false };
    }
    return planCharts(graph, picked, cursorChart);
  }, [graph, picked, cursorLine, overview, orderedCharts, landed]);
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

  const setCursorLine = useCallback((line: number, byUser = true) => {
    setLine(line);
    if (byUser) setLanding(null);
  }, []);
  const show = useCallback((chartId: string) => {
    setPicked(null);
    setLanding({ chart: chartId });
  }, []);
  const land = useCallback(() => setLanding({ chart: 'auto' }), []);

  return {
    orderedCharts,
    plan,
    fitFocus: !overview && (plan.pinned || landed !== null),
    mermaidText,
    cursorLine,
    highlighted,
    overview,
    toggleOverview: () => setOverview((o) => !o),
    pick: setPicked,
    show,
    land,
    setCursorLine,
  };
}
