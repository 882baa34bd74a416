import type { FlowGraph } from '@codeflow/engine';

/** Past this many nodes a file is drawn one chart at a time (Mermaid slows down, charts shrink). */
export const DRAW_ALL_MAX_NODES = 150;
export const DRAW_ALL_MAX_CHARTS = 8;

export function canDrawAll(graph: FlowGraph | null): boolean {
  if (!graph) return true;
  return graph.nodes.length <= DRAW_ALL_MAX_NODES && graph.charts.length <= DRAW_ALL_MAX_CHARTS;
}

/**
 * The chart to draw: the user's pick while it still exists and is allowed; otherwise all charts
 * when the file is small, else the chart holding the editor cursor (falling back to the first
 * chart, the top-level code), so a large file always shows the code being edited.
 */
export function effectiveChart(
  graph: FlowGraph | null,
  picked: string | null,
  all: string,
  cursorChart: string | null = null,
): string {
  if (!graph || graph.charts.length < 2) return all;
  const drawAll = canDrawAll(graph);
  if (picked === all && drawAll) return all;
  if (picked && picked !== all && graph.charts.some((c) => c.id === picked)) return picked;
  if (drawAll) return all;
  if (cursorChart && graph.charts.some((c) => c.id === cursorChart)) return cursorChart;
  return graph.charts[0]?.id ?? all;
}
