/**
 * What a screen reader hears for a node (issue 23 item 5): its kind, its text and its ways out,
 * e.g. "Decision: n > 1. Yes: return n * fact(n - 1). No: return 1".
 */
import type { FlowEdge, FlowGraph, FlowNode, NodeKind } from '../graph/types';

const KIND_NAMES: Record<NodeKind, string> = {
  start: 'Start',
  end: 'End',
  process: 'Step',
  decision: 'Decision',
  loop: 'Loop',
  io: 'Input/output',
  call: 'Call',
  return: 'Return',
  break: 'Break',
  continue: 'Continue',
  throw: 'Throw',
  goto: 'Go to',
  label: 'Label',
  join: 'Join',
  try: 'Try',
  catch: 'Handler',
  finally: 'Finally',
  with: 'With',
};

/** The kind of a node as said aloud ("Decision", "Folded block"). */
export function kindName(node: FlowNode): string {
  return node.folded ? 'Folded block' : KIND_NAMES[node.kind];
}

/** A node's drawn ways out, in a stable order (Yes before No, cases in source order). */
export function waysOut(graph: FlowGraph, nodeId: string): FlowEdge[] {
  return graph.edges.filter((e) => e.from === nodeId && !e.inTryRegion);
}

/** What a way out is called: its label, else by kind ("Next", "Back", "On error"). */
export function wayName(edge: FlowEdge): string {
  if (edge.label) return edge.label;
  if (edge.kind === 'back') return 'Back';
  if (edge.kind === 'exception') return 'On error';
  return 'Next';
}

/** A node's text as a sentence: its label, or the kind alone for Start/End. */
function spoken(node: FlowNode | undefined): string {
  if (!node) return 'nothing';
  if (node.kind === 'end') return 'End';
  if (node.kind === 'start') return `Start ${node.label}`.trim();
  return node.label;
}

export function describeNode(graph: FlowGraph, nodeId: string): string {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const node = byId.get(nodeId);
  if (!node) return '';
  const head = node.kind === 'end' ? 'End' : `${kindName(node)}: ${node.label}`;
  const ways = waysOut(graph, nodeId).map((e) => `${wayName(e)}: ${spoken(byId.get(e.to))}`);
  const parts = [head, ...ways];
  if (node.folded) parts.push('Press Enter to unfold');
  if (node.kind === 'call' && node.callee) parts.push(`Press Enter to open ${node.callee}`);
  return `${parts.join('. ')}`;
}
