/**
 * Aligns the nodes of two versions of one chart, like a line diff aligns lines: nodes are taken in
 * the order the build made them (the walk of the statements, so source order), keyed by kind and
 * label. The longest common subsequence of keys is the unchanged nodes; between two consecutive
 * unchanged pairs, the remaining nodes are paired by a small alignment that prefers the same kind
 * and similar labels (an edited statement: one changed node), and what stays unpaired is added or
 * removed (an inserted statement: one added node). Nothing is paired across an unchanged pair, so
 * an edit never cascades into the rest of the chart.
 *
 * A node that declares another chart (`def f(x)` in the module, a method's line in its class)
 * follows the chart match instead of its label: declarations of matched charts are anchored to
 * each other (a renamed function's `def` line is one changed node), and a declaration of an
 * added or removed chart never pairs with another one.
 */
import type { FlowNode, NodeKind } from '../graph/types';
import { commonSubsequence } from './sequence';
import { labelSimilarity } from './similarity';

/** Statement kinds a node may change between (a call becomes plain once its callee is gone). */
const STATEMENTS = new Set<NodeKind>(['process', 'io', 'call']);
/** Cross-kind pairs need labels at least this alike. */
const CROSS_KIND_SIMILARITY = 0.5;
/** Gaps larger than this (old × new nodes) are paired in order by kind instead. */
const MAX_GAP_CELLS = 250_000;

export type NodePair = { old: FlowNode; new: FlowNode; same: boolean };

/**
 * Declaration nodes by node id, on each side: the key that pairs them (the matched chart's id),
 * or null for the declaration of a chart without counterpart.
 */
export type Declarations = ReadonlyMap<string, string | null>;

export function nodeKey(n: FlowNode): string {
  return `${n.kind}\u0000${n.label}`;
}

function keyOf(n: FlowNode, declarations: Declarations, side: string): string {
  const decl = declarations.get(n.id);
  if (decl === undefined) return nodeKey(n);
  // an unmatched declaration gets a key nothing else has
  return decl === null ? `\u0001${side}\u0000${n.id}` : `\u0001decl\u0000${decl}`;
}

const NONE: Declarations = new Map();

/** Pairs of matched nodes (unchanged: `same`), in order. Unpaired nodes are added/removed. */
export function alignNodes(
  oldNodes: readonly FlowNode[],
  newNodes: readonly FlowNode[],
  oldDeclarations: Declarations = NONE,
  newDeclarations: Declarations = NONE,
): NodePair[] {
  const anchors = commonSubsequence(
    oldNodes.map((n) => keyOf(n, oldDeclarations, 'old')),
    newNodes.map((n) => keyOf(n, newDeclarations, 'new')),
  );
  const freeOld = (n: FlowNode): boolean => !oldDeclarations.has(n.id);
  const freeNew = (n: FlowNode): boolean => !newDeclarations.has(n.id);
  const pairs: NodePair[] = [];
  let i = 0;
  let j = 0;
  for (const [ai, aj] of [...anchors, [oldNodes.length, newNodes.length] as [number, number]]) {
    pairs.push(
      ...pairGap(oldNodes.slice(i, ai).filter(freeOld), newNodes.slice(j, aj).filter(freeNew)),
    );
    const o = oldNodes[ai];
    const n = newNodes[aj];
    if (o && n) pairs.push({ old: o, new: n, same: o.kind === n.kind && o.label === n.label });
    i = ai + 1;
    j = aj + 1;
  }
  return pairs;
}

function pairScore(a: FlowNode, b: FlowNode): number {
  const sim = labelSimilarity(a.label, b.label);
  // same kind: always worth pairing (1..2), most alike first; else only alike statements
  if (a.kind === b.kind) return 1 + sim;
  if (STATEMENTS.has(a.kind) && STATEMENTS.has(b.kind) && sim >= CROSS_KIND_SIMILARITY) return sim;
  return 0;
}

/** The best-scoring order-preserving pairing of the nodes of one gap. */
function pairGap(a: readonly FlowNode[], b: readonly FlowNode[]): NodePair[] {
  if (a.length === 0 || b.length === 0) return [];
  if (a.length * b.length > MAX_GAP_CELLS) return pairInOrder(a, b);
  const w = b.length + 1;
  // score[i * w + j]: best pairing of a[i..] with b[j..]
  const score = new Float64Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const ai = a[i];
      const bj = b[j];
      const s = ai && bj ? pairScore(ai, bj) : 0;
      const take = s > 0 ? s + (score[(i + 1) * w + j + 1] ?? 0) : 0;
      score[i * w + j] = Math.max(take, score[(i + 1) * w + j] ?? 0, score[i * w + j + 1] ?? 0);
    }
  }
  const pairs: NodePair[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ai = a[i];
    const bj = b[j];
    if (!ai || !bj) break;
    const here = score[i * w + j] ?? 0;
    const s = pairScore(ai, bj);
    if (s > 0 && here === s + (score[(i + 1) * w + j + 1] ?? 0)) {
      pairs.push({ old: ai, new: bj, same: false });
      i++;
      j++;
    } else if (here === (score[(i + 1) * w + j] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

/** Huge gaps (a rewritten body): the k-th node of a kind pairs with the k-th of that kind. */
function pairInOrder(a: readonly FlowNode[], b: readonly FlowNode[]): NodePair[] {
  const byKind = new Map<NodeKind, FlowNode[]>();
  for (const n of b) {
    const list = byKind.get(n.kind);
    if (list) list.push(n);
    else byKind.set(n.kind, [n]);
  }
  const pairs: NodePair[] = [];
  let last = -1;
  const index = new Map(b.map((n, k) => [n, k]));
  for (const o of a) {
    const list = byKind.get(o.kind);
    // keep the pairs in order in both versions
    while (list?.length && (index.get(list[0] as FlowNode) ?? 0) <= last) list.shift();
    const n = list?.shift();
    if (!n) continue;
    last = index.get(n) ?? last;
    pairs.push({ old: o, new: n, same: false });
  }
  return pairs;
}
