/**
 * The coverage half of the correctness rule (docs/architecture.md#correctness-rule), checked
 * against a compiler's line table: every executable line inside a function must be covered by a
 * node of that function's chart.
 */
import type { Chart, FlowGraph } from '../../src/graph/types';

const span = (c: Chart): number => c.range.endLine - c.range.startLine;

/**
 * The charts a line belongs to: the innermost ones whose range holds it (several when nested
 * definitions share the line, e.g. a one-line class and its method).
 */
function chartsOf(graph: FlowGraph, line: number): Chart[] {
  const holding = graph.charts.filter((c) => c.range.startLine <= line && line <= c.range.endLine);
  const smallest = Math.min(...holding.map(span));
  return holding.filter((c) => span(c) === smallest);
}

/** Line of the body's opening brace: the header lines up to it are the Start node's. */
function openingBraceLine(lines: string[], chart: Chart): number {
  for (let l = chart.range.startLine; l <= chart.range.endLine; l++) {
    if ((lines[l - 1] ?? '').includes('{')) return l;
  }
  return chart.range.startLine;
}

/**
 * javac gives a line of its own to a block's lone closing brace when it compiles an implicit
 * jump or cleanup there (a loop's back jump, leaving a finally, monitorexit, closing resources).
 * No statement stands there: the chart draws that as the edge out of the block, not as a node.
 */
const LONE_CLOSING_BRACE = /^\s*}\s*(\/\/.*)?$/;

function coveredBy(graph: FlowGraph, chart: Chart, line: number, lines: string[]): boolean {
  if (LONE_CLOSING_BRACE.test(lines[line - 1] ?? '')) return true;
  if (chart.kind !== 'module') {
    // prologue (header up to `{`) is the Start node; the closing `}` (epilogue) is End
    if (line <= openingBraceLine(lines, chart) || line === chart.range.endLine) return true;
  }
  return graph.nodes.some(
    (n) => n.chart === chart.id && n.range && n.range.startLine <= line && line <= n.range.endLine,
  );
}

/** Executable lines no node covers, as readable messages (empty = all covered). */
export function uncoveredLines(graph: FlowGraph, code: string, executable: Set<number>): string[] {
  const lines = code.split('\n');
  const missing: string[] = [];
  for (const line of [...executable].sort((a, b) => a - b)) {
    const charts = chartsOf(graph, line);
    if (!charts.some((c) => coveredBy(graph, c, line, lines))) {
      const where = charts.map((c) => c.name).join(' / ') || 'no chart';
      missing.push(`line ${line} (${where}): ${(lines[line - 1] ?? '').trim()}`);
    }
  }
  return missing;
}
