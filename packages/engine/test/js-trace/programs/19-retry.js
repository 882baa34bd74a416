// Retry with exponential back-off: try/catch/finally inside a for loop, rethrow on the last try.
let failuresLeft = 2;

function flaky() {
  if (failuresLeft > 0) {
    failuresLeft--;
    throw new Error('transient');
  }
  return 'ok';
}

function withRetry(fn, attempts) {
  let delay = 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return fn();
    } catch (err) {
      if (attempt >= attempts) {
        throw err;
      }
      delay *= 2;
    } finally {
      console.log('attempt', attempt, 'delay', delay);
    }
  }
}

console.log(withRetry(flaky, 5));
failuresLeft = 10;
try {
  withRetry(flaky, 2);
} catch (e) {
  console.log('gave up:', e.message);
}
