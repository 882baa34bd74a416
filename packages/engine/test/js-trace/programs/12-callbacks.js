// Array callbacks with block bodies (their own charts), reduce, sort with a comparator.
const orders = [
  { id: 1, total: 250, status: 'paid' },
  { id: 2, total: 40, status: 'pending' },
  { id: 3, total: 990, status: 'paid' },
  { id: 4, total: 15, status: 'refunded' },
];

const paid = orders.filter((o) => o.status === 'paid');
const revenue = paid.reduce((sum, o) => {
  if (o.total > 500) {
    return sum + o.total * 0.9;
  }
  return sum + o.total;
}, 0);

const sorted = [...orders].sort(function (x, y) {
  if (x.total === y.total) return 0;
  return x.total < y.total ? -1 : 1;
});

orders.forEach((o) => {
  const flag = o.total > 100 ? 'big' : 'small';
  console.log(o.id, flag);
});

console.log(revenue, sorted.map((o) => o.id).join(','));
