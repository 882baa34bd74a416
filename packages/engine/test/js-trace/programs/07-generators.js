// Generators: yield in loops, yield*, and a generator consumed by for-of and by next().
function* range(start, end, step = 1) {
  for (let i = start; i < end; i += step) {
    yield i;
  }
}

function* evens(limit) {
  for (const n of range(0, limit)) {
    if (n % 2 === 0) {
      yield n;
    }
  }
}

function* both(limit) {
  yield* evens(limit);
  yield 'done';
}

const seen = [];
for (const v of both(7)) {
  seen.push(v);
}
console.log(seen.join(' '));

const it = range(10, 13);
let step = it.next();
while (!step.done) {
  console.log('next', step.value);
  step = it.next();
}
