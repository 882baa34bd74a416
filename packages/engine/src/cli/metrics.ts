/**
 * `codeflow --metrics`: one row per function of every input (decision 043), sorted by
 * cyclomatic complexity (highest first), then file and line: the functions to read, test or
 * split first. Rows are functions and methods; a file's top level is listed too (as `(module)`)
 * when it branches.
 */
import type { FlowGraph } from '../graph/types';
import { chartComplexity } from '../metrics/complexity';

export type MetricsRow = {
  file: string;
  function: string;
  line: number;
  lines: number;
  nodes: number;
  complexity: number;
};

/** The rows of one file's FlowGraph. */
export function metricsRows(file: string, graph: FlowGraph): MetricsRow[] {
  const complexity = chartComplexity(graph);
  const nodes = new Map<string, number>();
  for (const n of graph.nodes) {
    if (n.kind !== 'start' && n.kind !== 'end') nodes.set(n.chart, (nodes.get(n.chart) ?? 0) + 1);
  }
  const rows: MetricsRow[] = [];
  for (const c of graph.charts) {
    const value = complexity.get(c.id) ?? 1;
    if (c.kind === 'class' || (c.kind === 'module' && value <= 1)) continue;
    rows.push({
      file,
      function: c.kind === 'module' ? '(module)' : c.name,
      line: c.range.startLine,
      lines: c.range.endLine - c.range.startLine + 1,
      nodes: nodes.get(c.id) ?? 0,
      complexity: value,
    });
  }
  return rows;
}

export function sortRows(rows: readonly MetricsRow[]): MetricsRow[] {
  return [...rows].sort(
    (a, b) => b.complexity - a.complexity || a.file.localeCompare(b.file) || a.line - b.line,
  );
}

/** The table: numbers right-aligned, names left, a header line; `no functions` when empty. */
export function formatMetrics(rows: readonly MetricsRow[]): string {
  if (rows.length === 0) return 'no functions\n';
  const header = ['complexity', 'lines', 'nodes', 'function', 'file'];
  const cells = sortRows(rows).map((r) => [
    String(r.complexity),
    String(r.lines),
    String(r.nodes),
    r.function,
    `${r.file}:${r.line}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: readonly string[]): string =>
    c
      .map((v, i) => (i < 3 ? v.padStart(widths[i] ?? 0) : i === 4 ? v : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...cells.map(line)].join('\n')}\n`;
}
