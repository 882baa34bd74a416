/** Finding a node's diff entry from either version's node id (a click on either chart). */
import type { GraphDiff, NodeDiff } from './types';

export type NodeDiffIndex = { old: Map<string, NodeDiff>; new: Map<string, NodeDiff> };

export function indexNodeDiffs(diff: Pick<GraphDiff, 'charts'>): NodeDiffIndex {
  const index: NodeDiffIndex = { old: new Map(), new: new Map() };
  for (const c of diff.charts) {
    for (const d of c.nodeMap) {
      if (d.old) index.old.set(d.old.id, d);
      if (d.new) index.new.set(d.new.id, d);
    }
  }
  return index;
}
