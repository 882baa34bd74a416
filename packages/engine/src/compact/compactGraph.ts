import type { FlowGraph } from '../graph/types';

/** Placeholder: returns the graph unchanged until compaction lands. */
export function compactGraph(graph: FlowGraph): FlowGraph {
  return graph;
}
