// A bank-queue simulation: a queue class, a while loop with if/else and a for-in summary.
class Queue {
  constructor() {
    this.items = [];
  }
  enqueue(x) {
    this.items.push(x);
  }
  dequeue() {
    return this.items.shift();
  }
  get size() {
    return this.items.length;
  }
}

const arrivals = [3, 0, 2, 1, 0, 4];
const q = new Queue();
const stats = { served: 0, waited: 0, maxQueue: 0 };
let tick = 0;
while (tick < arrivals.length || q.size > 0) {
  const n = arrivals[tick] ?? 0;
  for (let i = 0; i < n; i++) q.enqueue(tick);
  if (q.size > 0) {
    const arrived = q.dequeue();
    stats.served++;
    stats.waited += tick - arrived;
  } else {
    console.log('idle at', tick);
  }
  stats.maxQueue = Math.max(stats.maxQueue, q.size);
  tick++;
}
for (const key in stats) {
  console.log(key, stats[key]);
}
