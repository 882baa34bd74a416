import type { GraphWriter } from './graphWriter';

/**
 * Flags every node no path from its chart's Start reaches (code after return/break/throw, handlers
 * of a try whose body cannot raise). End nodes are left alone: an End that cannot be reached just
 * means the chart never returns normally.
 */
export function markUnreachable(w: GraphWriter): void {
  const out = new Map<string, string[]>();
  for (const e of w.edges) {
    let list = out.get(e.from);
    if (!list) out.set(e.from, (list = []));
    list.push(e.to);
  }
  const seen = new Set<string>();
  const stack = w.charts.map((c) => c.start);
  while (stack.length > 0) {
    const id = stack.pop();
    if (id === undefined || seen.has(id)) continue;
    seen.add(id);
    for (const next of out.get(id) ?? []) if (!seen.has(next)) stack.push(next);
  }
  for (const n of w.nodes) if (!seen.has(n.id) && n.kind !== 'end') n.unreachable = true;
}
