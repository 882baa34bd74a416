/** A queued item with the user it belongs to. */
export type Owned = { owner: string };

/**
 * A queue shared fairly between owners: each owner's items wait in their own order, and owners
 * take turns (round-robin), so one user's hundred tasks delay another user's single task by at
 * most one task per other owner, never by the whole backlog.
 */
export class FairQueue<T extends Owned> {
  // Map keeps insertion order: the owner at the front is next; served owners move to the back
  private byOwner = new Map<string, T[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(item: T): void {
    const list = this.byOwner.get(item.owner);
    if (list) list.push(item);
    else this.byOwner.set(item.owner, [item]);
    this.count++;
  }

  /** Items taken back (a reclaimed batch) go to the head of their owners' lists, owners first. */
  unshiftAll(items: readonly T[]): void {
    if (items.length === 0) return;
    const front = new Map<string, T[]>();
    for (const item of items) {
      const list = front.get(item.owner);
      if (list) list.push(item);
      else front.set(item.owner, [item]);
    }
    for (const [owner, list] of this.byOwner) {
      const head = front.get(owner);
      if (head) head.push(...list);
      else front.set(owner, list);
    }
    this.byOwner = front;
    this.count += items.length;
  }

  /**
   * The next item in turn. With `accept`: the first accepted item, searching every owner's list
   * in turn order (`headOnly`: looking only at the next owner's first item).
   */
  take(accept?: (item: T) => boolean, headOnly = false): T | undefined {
    for (const [owner, list] of this.byOwner) {
      const index = accept ? list.findIndex(accept) : 0;
      if (index < 0 || (headOnly && index > 0)) {
        if (headOnly) return undefined;
        continue;
      }
      const [item] = list.splice(index, 1) as [T];
      this.byOwner.delete(owner);
      if (list.length > 0) this.byOwner.set(owner, list);
      this.count--;
      return item;
    }
    return undefined;
  }

  remove(item: T): boolean {
    const list = this.byOwner.get(item.owner);
    const index = list ? list.indexOf(item) : -1;
    if (!list || index < 0) return false;
    list.splice(index, 1);
    if (list.length === 0) this.byOwner.delete(item.owner);
    this.count--;
    return true;
  }

  drain(): T[] {
    const all = [...this.byOwner.values()].flat();
    this.byOwner.clear();
    this.count = 0;
    return all;
  }
}
