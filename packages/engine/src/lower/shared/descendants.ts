/**
 * An index of the nodes of a few types in a whole tree, built once per lowering. Asking each
 * statement for its descendants (`descendantsOfType`) costs a scan of the grammar's whole symbol
 * table and a wasm walk every time; this asks once per type and answers "which of them lie inside
 * this node" with a binary search.
 */
import type { SyntaxNode } from '../common';

export type Found = { node: SyntaxNode; type: string; start: number; end: number };

export class Descendants {
  /** every indexed node, in document order */
  readonly items: Found[] = [];

  constructor(root: SyntaxNode, types: readonly string[]) {
    // one walk for all the types (each call scans the grammar's symbol table and the whole tree)
    for (const node of root.descendantsOfType([...types])) {
      this.items.push({ node, type: node.type, start: node.startIndex, end: node.endIndex });
    }
    // document order (already so); an outer node before the inner ones starting at the same place
    this.items.sort((a, b) => a.start - b.start || b.end - a.end);
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
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.items[mid]!.start < start) lo = mid + 1;
      else hi = mid;
    }
    const end = node.endIndex; // a call into wasm: read once
    if (lo === this.items.length || this.items[lo]!.start >= end) return [];
    const out: Found[] = [];
    for (let i = lo; i < this.items.length; i++) {
      const item = this.items[i]!;
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
