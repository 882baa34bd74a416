// for await over an async generator, with break on a sentinel.
async function* ticker(limit) {
  let n = 0;
  while (n < limit) {
    await null;
    yield n++;
  }
}

async function sumUntil(limit, stopAt) {
  let sum = 0;
  for await (const n of ticker(limit)) {
    if (n === stopAt) {
      break;
    }
    sum += n;
  }
  return sum;
}

console.log(await sumUntil(10, 4));
console.log(await sumUntil(3, 99));
