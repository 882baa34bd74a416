import type { GraphWriter } from './graphWriter';

/**
 * Flags every node no path from its chart's Start reaches (code after return/break/throw, handlers
 * of a try whose body cannot raise). End nodes are left alone: an End that cannot be reached just
 * means the chart never returns normally.
 */
export function markUnreachable(w: GraphWriter, starts: readonly number[]): void {
  const n = w.nodes.length;
  // adjacency in compressed rows: the successors of node i are succ[first[i] .. first[i + 1])
  const first = new Int32Array(n + 1);
  for (const f of w.edgeFrom) first[f + 1]!++;
  for (let i = 0; i < n; i++) first[i + 1]! += first[i]!;
  const fill = first.slice(0, n);
  const succ = new Int32Array(w.edgeFrom.length);
  for (let e = 0; e < w.edgeFrom.length; e++) succ[fill[w.edgeFrom[e]!]!++] = w.edgeTo[e]!;
  const seen = new Uint8Array(n);
  const stack: number[] = [];
  for (const s of starts) {
    seen[s] = 1;
    stack.push(s);
  }
  while (stack.length > 0) {
    const i = stack.pop()!;
    for (let k = first[i]!; k < first[i + 1]!; k++) {
      const next = succ[k]!;
      if (!seen[next]) {
        seen[next] = 1;
        stack.push(next);
      }
    }
  }
  w.nodes.forEach((node, i) => {
    if (!seen[i] && node.kind !== 'end') node.unreachable = true;
  });
}
