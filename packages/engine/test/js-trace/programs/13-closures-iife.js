// Closures, a counter factory, an IIFE module and memoization.
const counterModule = (function () {
  let count = 0;
  function increment(by) {
    count += by ?? 1;
    return count;
  }
  return { increment, reset: () => (count = 0) };
})();

function memoize(fn) {
  const cache = new Map();
  return function (n) {
    if (cache.has(n)) {
      return cache.get(n);
    }
    const value = fn(n);
    cache.set(n, value);
    return value;
  };
}

const slowSquare = (n) => {
  let r = 0;
  for (let i = 0; i < n; i++) r += n;
  return r;
};
const fastSquare = memoize(slowSquare);

counterModule.increment();
counterModule.increment(5);
console.log(counterModule.increment(0), fastSquare(12), fastSquare(12));
