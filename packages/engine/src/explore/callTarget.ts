import type { Chart, FlowGraph } from '../graph/types';

/**
 * The chart a call node opens (issue 23 item 2): the same-file function build resolved for it
 * (`FlowNode.callee`, from build/callTargets.ts); undefined for any other node.
 */
export function callTarget(graph: FlowGraph, nodeId: string): Chart | undefined {
  const node = graph.nodes.find((n) => n.id === nodeId);
  if (!node || node.kind !== 'call' || node.callee === undefined) return undefined;
  const callee = node.callee;
  return graph.charts.find((c) => c.name === callee && c.kind !== 'module');
}
