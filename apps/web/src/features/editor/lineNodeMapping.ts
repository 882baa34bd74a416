import type { FlowGraph, FlowNode, Range } from '@codeflow/engine';

/**
 * The nodes whose source range contains `line`, limited to the drawn charts. When several nodes
 * cover the line (a compacted block and nothing finer), all are returned; the narrowest ranges
 * come first so callers that want one node take the most specific.
 */
export function nodesAtLine(
  graph: FlowGraph | null,
  line: number,
  drawnCharts?: ReadonlySet<string>,
): FlowNode[] {
  if (!graph) return [];
  const hits = graph.nodes.filter(
    (n) =>
      n.range !== undefined &&
      n.range.startLine <= line &&
      line <= n.range.endLine &&
      (!drawnCharts || drawnCharts.has(n.chart)),
  );
  const span = (r: Range | undefined) => (r ? r.endLine - r.startLine : 0);
  return hits.sort((a, b) => span(a.range) - span(b.range));
}

/** The source lines a drawn node stands for; for a chart's Start, the chart's own range. */
export function rangeOfNode(graph: FlowGraph | null, nodeId: string): Range | null {
  if (!graph) return null;
  const node = graph.nodes.find((n) => n.id === nodeId);
  if (!node) return null;
  if (node.range) return node.range;
  const chart = graph.charts.find((c) => c.start === nodeId);
  return chart ? { startLine: chart.range.startLine, endLine: chart.range.startLine } : null;
}

/**
 * The chart drawn by default for a line: the innermost chart whose range holds it. A chart nested
 * in another with the same range (a function that is the whole file) is the inner one.
 */
export function chartAtLine(graph: FlowGraph | null, line: number): string | null {
  if (!graph) return null;
  let best: { id: string; span: number } | null = null;
  for (const c of graph.charts) {
    if (c.range.startLine <= line && line <= c.range.endLine) {
      const span = c.range.endLine - c.range.startLine;
      if (!best || span < best.span || (span === best.span && c.parent === best.id))
        best = { id: c.id, span };
    }
  }
  return best?.id ?? null;
}
