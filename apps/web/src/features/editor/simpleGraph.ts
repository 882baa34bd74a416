import type { FlowGraph } from '@codeflow/engine';

/**
 * The FlowGraph of the per-line chart for "other" languages (docs/product.md#constants-and-limits):
 * Start, one process node per non-blank line, End. The engine sends no graph for them, and the
 * renderer draws FlowGraphs only.
 */
export function simpleGraph(code: string): FlowGraph | null {
  const lines = code
    .split(/\r\n|\r|\n/)
    .map((text, i) => ({ text: text.trim(), line: i + 1 }))
    .filter((l) => l.text !== '');
  const first = lines[0];
  const last = lines.at(-1);
  if (!first || !last) return null;
  const chart = 'module';
  const nodes: FlowGraph['nodes'] = [
    { id: 'start', chart, kind: 'start', label: 'Start' },
    ...lines.map((l) => ({
      id: `L${l.line}`,
      chart,
      kind: 'process' as const,
      label: l.text,
      range: { startLine: l.line, endLine: l.line },
    })),
    { id: 'end', chart, kind: 'end', label: 'End' },
  ];
  const edges = nodes
    .slice(1)
    .map((n, i) => ({ from: nodes[i]?.id ?? 'start', to: n.id, kind: 'flow' as const }));
  return {
    version: 1,
    language: 'other',
    charts: [
      {
        id: chart,
        name: 'module',
        kind: 'module',
        range: { startLine: first.line, endLine: last.line },
        start: 'start',
        end: 'end',
      },
    ],
    nodes,
    edges,
  };
}
