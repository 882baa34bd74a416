import type { FlowGraph, FlowNode } from '@codeflow/engine';

/** Most lines a block grows to (taller blocks would not say more). */
const MAX_ROWS = 8;
/** A blank that still has a width in the chart font (a space would be trimmed). */
const BLANK = '\u2800'.repeat(10);

/** How tall a node's block is: one row per source line it covers. */
function rows(node: FlowNode): number {
  const r = node.range;
  return r ? Math.min(MAX_ROWS, Math.max(1, r.endLine - r.startLine + 1)) : 1;
}

/**
 * The overview (decision 043): the same chart with every node's code text taken out and its
 * block as tall as the lines it covers, so a long function reads as its shape. Ids and ranges
 * stay, so a click still finds the code; Start shows the word, not the signature.
 */
export function overviewGraph(graph: FlowGraph): FlowGraph {
  return {
    ...graph,
    nodes: graph.nodes.map((n) => {
      if (n.kind === 'end') return n;
      if (n.kind === 'start') return { ...n, label: 'Start' };
      if (n.kind === 'join') return n;
      return { ...n, label: Array.from({ length: rows(n) }, () => BLANK).join('\n') };
    }),
  };
}
