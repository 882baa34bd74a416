import { MAX_THUMBNAIL_CHARS } from '@codeflow/contracts';
import type { FlowGraph } from '@codeflow/engine';
import type { DrawnChart } from '../../components/flowchart/FlowchartView';
import { renderWorkerClient } from '../../components/flowchart/RenderWorkerClient';
import { chartPage, standaloneSvg } from '../export/standaloneSvg';

/**
 * The chart a dashboard card shows: the one in focus, unless that is the file's top-level chart
 * and the file has others (a file of functions would show a list of definitions): then the
 * largest chart, the one that says most about the code. Null for an empty graph.
 */
export function thumbnailChart(graph: FlowGraph, focus: string | null): string | null {
  const focused = graph.charts.find((c) => c.id === focus);
  if (focused && (focused.kind !== 'module' || graph.charts.length === 1)) return focused.id;
  const size = new Map<string, number>();
  for (const n of graph.nodes) size.set(n.chart, (size.get(n.chart) ?? 0) + 1);
  let best: string | null = null;
  for (const c of graph.charts) {
    if (best === null || (size.get(c.id) ?? 0) > (size.get(best) ?? 0)) best = c.id;
  }
  return best;
}

/** A drawing too large to keep is no thumbnail: the save then clears the old picture. */
const capped = (svg: string) => (svg.length <= MAX_THUMBNAIL_CHARS ? svg : '');

/** The drawing on screen as a file (the fallback where there is no renderer worker). */
function fromScreen(drawn: DrawnChart | null, chart: string | null): string {
  if (!drawn) return '';
  const file = standaloneSvg(drawn.svg);
  const block =
    drawn.blocks.length > 1
      ? (drawn.blocks.find((b) => b.chart === chart) ?? drawn.blocks[0])
      : undefined;
  return capped(block ? chartPage(file, block).text : file.text);
}

/**
 * The dashboard card's picture of a flowchart (docs/decisions/021-dashboard-thumbnails.md):
 * `thumbnailChart` drawn by the editor's own renderer worker (Graphviz layout, our SVG), without
 * an embedded font (a card shows it small). Where the worker cannot draw it, the drawing on
 * screen. '' when there is nothing to show.
 */
export async function thumbnailFor(
  graph: FlowGraph | null,
  focus: string | null,
  drawn: DrawnChart | null,
): Promise<string> {
  const chart = graph ? thumbnailChart(graph, focus) : null;
  const client = renderWorkerClient();
  if (graph && chart && client) {
    try {
      return capped((await client.render(graph, [chart])).svg);
    } catch {
      // the drawing on screen is the same renderer's; use it
    }
  }
  return fromScreen(drawn, chart ?? focus);
}
