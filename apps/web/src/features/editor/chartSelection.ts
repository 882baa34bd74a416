import type { Chart, FlowGraph } from '@codeflow/engine';

/**
 * Past this many nodes or charts a file is drawn one chart at a time (the one at the cursor):
 * Graphviz lays every chart out separately (cached while unchanged), so the limit is about how
 * much drawing a person can use at once, not about speed.
 */
export const DRAW_ALL_MAX_NODES = 400;
export const DRAW_ALL_MAX_CHARTS = 24;

export function canDrawAll(graph: FlowGraph | null): boolean {
  if (!graph) return true;
  return graph.nodes.length <= DRAW_ALL_MAX_NODES && graph.charts.length <= DRAW_ALL_MAX_CHARTS;
}

/**
 * The charts in source order (by first line; the enclosing chart before the ones inside it),
 * without the empty ones (only Start and End: a Java record, a C++ file's top level of
 * definitions) unless nothing else is there: they are not worth a place in the picker.
 */
export function chartsInSourceOrder(graph: FlowGraph | null): Chart[] {
  if (!graph) return [];
  const worth = graph.charts.filter((c) => c.empty !== true);
  return [...(worth.length > 0 ? worth : graph.charts)].sort(
    (a, b) => a.range.startLine - b.range.startLine || b.range.endLine - a.range.endLine,
  );
}

export type ChartPlan = {
  /** chart ids to draw, stacked in this order */
  charts: string[];
  /** the chart brought into view */
  focus: string | null;
  /** the user pinned `focus`: it stays while the cursor moves elsewhere */
  pinned: boolean;
};

/**
 * What the editor draws: a pinned chart (the user's pick, while it exists) alone; otherwise, for
 * a file small enough, every chart in source order with the one holding the cursor brought into
 * view; for a larger file, only the chart holding the cursor (the first chart when none does).
 */
export function planCharts(
  graph: FlowGraph | null,
  picked: string | null,
  cursorChart: string | null,
): ChartPlan {
  const ordered = chartsInSourceOrder(graph);
  const exists = (id: string | null): id is string =>
    id !== null && ordered.some((c) => c.id === id);
  if (exists(picked)) return { charts: [picked], focus: picked, pinned: true };
  const focus = exists(cursorChart) ? cursorChart : (ordered[0]?.id ?? null);
  if (canDrawAll(graph)) return { charts: ordered.map((c) => c.id), focus, pinned: false };
  return { charts: focus ? [focus] : [], focus, pinned: false };
}

/**
 * The chart a freshly opened or pasted file opens on: its largest function or method (most
 * nodes; the first of equals in source order) — the file's top-level code is mostly imports and
 * declarations, a class chart lists members, and a one-line constructor says little — or the
 * first chart when the file has no function.
 */
export function landingChart(graph: FlowGraph | null): string | null {
  const ordered = chartsInSourceOrder(graph);
  const size = new Map<string, number>();
  for (const n of graph?.nodes ?? []) size.set(n.chart, (size.get(n.chart) ?? 0) + 1);
  let best: Chart | undefined;
  for (const c of ordered) {
    if (c.kind !== 'function' && c.kind !== 'method') continue;
    if (!best || (size.get(c.id) ?? 0) > (size.get(best.id) ?? 0)) best = c;
  }
  return (best ?? ordered[0])?.id ?? null;
}

/**
 * Whether a paste replaced (nearly) the whole file: then it opens like a file (landingChart);
 * a snippet pasted into existing code keeps following the cursor.
 */
export function pasteIsWholeFile(pasted: string, documentText: string): boolean {
  const doc = documentText.trim().length;
  return doc > 0 && pasted.trim().length >= 0.9 * doc;
}
