// Binary search: while loop with early return and an if / else chain.
function binarySearch(sorted, target) {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] === target) {
      return mid;
    } else if (sorted[mid] < target) {
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return -1;
}

const data = [1, 3, 5, 7, 9, 11, 13];
for (const t of [7, 1, 13, 4]) {
  console.log(t, binarySearch(data, t));
}
