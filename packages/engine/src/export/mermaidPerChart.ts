import { emitMermaid } from '../emit/index';
import type { FlowGraph } from '../graph/types';

/**
 * Every chart of a file as its own Mermaid diagram in one Markdown file (a heading and a
 * ```mermaid block each): for a file past Mermaid's limits in one diagram (500 edges, 50,000
 * characters), which a diagram cannot raise itself — `maxEdges` and `maxTextSize` are among
 * Mermaid's secure keys, ignored in `%%{init}` (decision 037). Charts in the graph's order.
 */
export function mermaidPerChart(graph: FlowGraph): string {
  return graph.charts
    .map((c) => {
      const name = c.kind === 'module' ? 'Top-level code' : c.name;
      const heading = `## ${name} (${c.kind}, line ${c.range.startLine})`;
      return `${heading}\n\n\`\`\`mermaid\n${emitMermaid(graph, { chart: c.id })}\n\`\`\`\n`;
    })
    .join('\n');
}
