/**
 * The per-line fallback chart of docs/product.md#constants-and-limits, for languages the engine
 * has no lowering for (`other`): top-down, Start, one process node per non-blank line, End. One
 * builder (`simpleGraph`, the FlowGraph the web app draws) and its Mermaid text
 * (`simpleFlowchart`, the API's `flowchart` for `other`: text cut to 50 characters plus `...`,
 * double quotes replaced by single quotes, angle brackets escaped).
 */
import type { FlowGraph, FlowNode } from './graph/types';

export type SimpleFlowchartResult = { flowchart: string; error: string | null };

const MAX_CHARS = 50;

function nodeText(line: string): string {
  const trimmed = line.trim();
  const chars = Array.from(trimmed);
  const cut = chars.length > MAX_CHARS ? `${chars.slice(0, MAX_CHARS).join('')}...` : trimmed;
  // `#` and backticks would still be parsed by Mermaid inside the quoted label
  return cut
    .replace(/"/g, "'")
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/#/g, '#35;')
    .replace(/`/g, "'");
}

/**
 * The FlowGraph of the per-line chart: node ids `L<line>` (the source line), Start `start`, End
 * `end`; null for blank code. generateFlowchart answers `graph: null` for `other` (the FlowGraph
 * contract), so a host that draws FlowGraphs builds this one itself.
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
  const nodes: FlowNode[] = [
    { id: 'start', chart, kind: 'start', label: 'Start' },
    ...lines.map((l): FlowNode => ({
      id: `L${l.line}`,
      chart,
      kind: 'process',
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

/**
 * The Mermaid text of simpleGraph's chart. Its ids are numbered in order (`L1`, `L2`, …) and End
 * is `stop` (`end` is a Mermaid keyword): the API's text has always read that way.
 */
export function simpleFlowchart(code: string): SimpleFlowchartResult {
  const graph = simpleGraph(code);
  if (!graph) return { flowchart: '', error: 'No code provided' };
  const out = ['flowchart TD', '  start(["Start"])'];
  let prev = 'start';
  graph.nodes
    .filter((n) => n.kind === 'process')
    .forEach((node, i) => {
      const id = `L${i + 1}`;
      out.push(`  ${id}["${nodeText(node.label)}"]`);
      out.push(`  ${prev} --> ${id}`);
      prev = id;
    });
  out.push('  stop(["End"])', `  ${prev} --> stop`);
  return { flowchart: out.join('\n'), error: null };
}
