function makeCounter(start = 0) {
  let count = start;
  function inc(step = 1) {
    count += step;
    return count;
  }
  function reset() {
    count = start;
  }
  return { inc, reset };
}

const c = makeCounter(10);
c.inc();
c.inc(5);
c.reset();
console.log(c.inc());
