import { emitMermaid, type FlowGraph } from '@codeflow/engine';

/**
 * The Mermaid text of what is drawn (`drawnCharts` charts, `focus` in view; for Copy Mermaid and .mmd): the whole file's text when every
 * chart is drawn (or there is no graph), else the text of the chart in view alone. '' while
 * there is no chart.
 */
export function mermaidOfPlan(
  flowchart: string | null,
  graph: FlowGraph | null,
  drawnCharts: number,
  focus: string | null,
): string {
  if (flowchart === null) return '';
  const drawsAll = graph !== null && drawnCharts === graph.charts.length;
  if (!graph || drawsAll || !focus) return flowchart;
  return emitMermaid(graph, { chart: focus });
}
