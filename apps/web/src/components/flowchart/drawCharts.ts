import type { FlowGraph } from '@codeflow/engine';
import { layoutFlowGraph, writeSvg } from '@codeflow/engine/render';
import { stackCharts, type ChartDrawing, type StackedDrawing } from './stackCharts';
import type { Size } from './minimap';
import { overviewRowWidth } from './overviewGrid';
import { WARM_UP_GRAPH } from './warmUpGraph';

/** Charts already drawn, by the part of the graph they depend on: unchanged charts cost nothing. */
const cache = new Map<string, ChartDrawing>();
const CACHE_MAX = 200;

/** What one chart's drawing depends on: the chart and its own nodes and edges. */
function chartKey(graph: FlowGraph, chartId: string): string {
  const nodes = graph.nodes.filter((n) => n.chart === chartId);
  const ids = new Set(nodes.map((n) => n.id));
  const edges = graph.edges.filter((e) => ids.has(e.from));
  return JSON.stringify([graph.charts.find((c) => c.id === chartId), nodes, edges]);
}

async function drawOne(graph: FlowGraph, chart?: string): Promise<ChartDrawing> {
  const scene = await layoutFlowGraph(graph, chart === undefined ? {} : { chart });
  return {
    chart: chart ?? '',
    svg: writeSvg(scene, { interactive: true }),
    width: scene.width,
    height: scene.height,
  };
}

/**
 * Draws `charts` of `graph` one layout each (from the cache when unchanged) and stacks them; with
 * no chart ids, the whole file in one layout.
 */
export async function drawCharts(
  graph: FlowGraph,
  charts: readonly string[],
  grid?: Size,
): Promise<StackedDrawing> {
  if (charts.length === 0) return stackCharts([await drawOne(graph)]);
  const drawings: ChartDrawing[] = [];
  for (const chart of charts) {
    const key = chartKey(graph, chart);
    let drawing = cache.get(key);
    if (drawing) {
      // most recently used last: the oldest entry is the first to go
      cache.delete(key);
    } else {
      drawing = await drawOne(graph, chart);
    }
    cache.set(key, drawing);
    drawings.push(drawing);
  }
  while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
  return grid ? stackCharts(drawings, overviewRowWidth(drawings, grid)) : stackCharts(drawings);
}

/**
 * One layout of the warm-up chart (warmUpGraph.ts), its decision's label varied by `round` so
 * that each is a real layout; not cached, nothing returned.
 */
export async function warmUpOnce(round: number): Promise<void> {
  const graph: FlowGraph = {
    ...WARM_UP_GRAPH,
    nodes: WARM_UP_GRAPH.nodes.map((n) =>
      n.kind === 'decision' ? { ...n, label: `${n.label} + ${round}` } : n,
    ),
  };
  await drawOne(graph, graph.charts[0]?.id);
}
