// Bubble sort with nested counted loops, a swap flag and break.
function bubbleSort(items) {
  const a = [...items];
  for (let i = 0; i < a.length; i++) {
    let swapped = false;
    for (let j = 0; j < a.length - i - 1; j++) {
      if (a[j] > a[j + 1]) {
        [a[j], a[j + 1]] = [a[j + 1], a[j]];
        swapped = true;
      }
    }
    if (!swapped) break;
  }
  return a;
}

console.log(bubbleSort([5, 2, 9, 1, 5, 6]).join(','));
console.log(bubbleSort([1, 2, 3]).join(','));
