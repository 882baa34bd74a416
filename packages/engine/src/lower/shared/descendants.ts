/**
 * An index of the nodes of a few types in a whole tree, built once per lowering. Asking each
 * statement for its descendants (`descendantsOfType`) costs a scan of the grammar's whole symbol
 * table and a wasm walk every time; this asks once per type and answers "which of them lie inside
 * this node" with a binary search.
 */
import type { SyntaxNode } from '../common';

export type Found = { node: SyntaxNode; type: string; start: number; end: number };

/** top-level nodes lowered anew with an index of their own, before one of the whole tree */
const NODES_ALONE = 8;

export class Descendants {
  private found: Found[] | undefined;

  /** Indexes `root`'s nodes of `types` when first asked (see `perNode`). */
  constructor(
    private readonly root: SyntaxNode,
    private readonly types: readonly string[],
  ) {}

  /** every indexed node, in document order */
  get items(): Found[] {
    if (this.found) return this.found;
    const items: Found[] = [];
    // one walk for all the types (each call scans the grammar's symbol table and the whole tree)
    for (const node of this.root.descendantsOfType([...this.types])) {
      items.push({ node, type: node.type, start: node.startIndex, end: node.endIndex });
    }
    // document order (already so); an outer node before the inner ones starting at the same place
    items.sort((a, b) => a.start - b.start || b.end - a.end);
    this.found = items;
    return items;
  }

  /**
   * The index each top-level node of the tree is lowered with, when the incremental engine reuses
   * the others' IR: an index of the node alone for the first few lowered (a keystroke lowers one
   * again, and indexing a 20,000-line file for it cost more than lowering it: 15 ms in Go), this
   * one, of the whole tree, once more are (a file opened: one walk is cheaper than many).
   */
  perNode(): (node: SyntaxNode) => Descendants {
    let alone = 0;
    return (node) => (alone++ < NODES_ALONE ? new Descendants(node, this.types) : this);
  }

  private readonly memos = new Map<string, Map<number, unknown>>();

  /**
   * `compute()` for `node`, once per node and `kind`: a statement's effects are asked for by
   * several steps of its lowering (its node, its calls, whether it panics), and each answer costs
   * a search of the index and the callee texts. Only for answers that depend on nothing but the
   * node (and the file).
   */
  remember<T>(kind: string, node: SyntaxNode, compute: () => T): T {
    let memo = this.memos.get(kind);
    if (!memo) this.memos.set(kind, (memo = new Map<number, unknown>()));
    const id = node.id;
    const known = memo.get(id);
    if (known !== undefined || memo.has(id)) return known as T;
    const value = compute();
    memo.set(id, value);
    return value;
  }

  /** The indexed nodes inside `node` (itself included, as `descendantsOfType` does). */
  within(node: SyntaxNode): Found[] {
    const start = node.startIndex;
    const items = this.items;
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (items[mid]!.start < start) lo = mid + 1;
      else hi = mid;
    }
    const end = node.endIndex; // a call into wasm: read once
    if (lo === items.length || items[lo]!.start >= end) return [];
    const out: Found[] = [];
    for (let i = lo; i < items.length; i++) {
      const item = items[i]!;
      if (item.start >= end) break;
      if (item.end <= end) out.push(item);
    }
    return out;
  }
}

/** The found nodes that are not fences and not inside a fence (lambda bodies, class bodies). */
export function outsideFences(found: Found[], isFence: (f: Found) => boolean): Found[] {
  const fences: Found[] = [];
  const rest: Found[] = [];
  for (const f of found) (isFence(f) ? fences : rest).push(f);
  if (fences.length === 0) return rest;
  return rest.filter((n) => !fences.some((f) => f.start <= n.start && n.end <= f.end));
}

/** The found nodes not inside another of them (the outermost ones). */
export function outermost(found: Found[]): Found[] {
  const out: Found[] = [];
  for (const f of found) {
    const last = out[out.length - 1];
    if (!last || f.start >= last.end || f.end > last.end) out.push(f);
  }
  return out;
}
