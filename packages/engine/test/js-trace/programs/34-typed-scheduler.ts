// A task scheduler: readonly tuples, labeled loops, do-while, non-null, and a generic priority queue.
export {};

interface Task {
  readonly id: number;
  priority: number;
  deps: number[];
}

class PriorityQueue<T> {
  private heap: T[] = [];

  constructor(private readonly before: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.heap.length;
  }

  push(value: T): void {
    this.heap.push(value);
    let i = this.heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(this.heap[i]!, this.heap[parent]!)) break;
      [this.heap[i], this.heap[parent]] = [this.heap[parent]!, this.heap[i]!];
      i = parent;
    }
  }

  pop(): T | undefined {
    const top = this.heap[0];
    const last = this.heap.pop();
    if (this.heap.length > 0 && last !== undefined) {
      this.heap[0] = last;
      let i = 0;
      do {
        const l = 2 * i + 1;
        const r = l + 1;
        let best = i;
        if (l < this.heap.length && this.before(this.heap[l]!, this.heap[best]!)) best = l;
        if (r < this.heap.length && this.before(this.heap[r]!, this.heap[best]!)) best = r;
        if (best === i) break;
        [this.heap[i], this.heap[best]] = [this.heap[best]!, this.heap[i]!];
        i = best;
      } while (i < this.heap.length);
    }
    return top;
  }
}

function schedule(tasks: readonly Task[]): number[] {
  const done = new Set<number>();
  const order: number[] = [];
  const queue = new PriorityQueue<Task>((a, b) => a.priority > b.priority);
  let pending = [...tasks];
  rounds: while (pending.length > 0) {
    for (const t of pending) {
      if (t.deps.every((d) => done.has(d))) queue.push(t);
    }
    if (queue.size === 0) {
      console.log('cycle among', pending.map((t) => t.id).join(','));
      break rounds;
    }
    while (queue.size > 0) {
      const next = queue.pop()!;
      done.add(next.id);
      order.push(next.id);
    }
    pending = pending.filter((t) => !done.has(t.id));
  }
  return order;
}

console.log(
  schedule([
    { id: 1, priority: 1, deps: [] },
    { id: 2, priority: 5, deps: [1] },
    { id: 3, priority: 3, deps: [] },
    { id: 4, priority: 9, deps: [2, 3] },
  ]).join(' '),
);
console.log(
  schedule([
    { id: 7, priority: 1, deps: [8] },
    { id: 8, priority: 1, deps: [7] },
  ]).length,
);
