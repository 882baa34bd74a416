// continue inside do-while goes to the test; continue in a for goes to the update.
let n = 0;
let odd = 0;
do {
  n++;
  if (n % 2 === 0) continue;
  odd++;
} while (n < 7);

let evens = 0;
for (let i = 0; i < 6; i += 1) {
  if (i % 2) continue;
  evens++;
}

let guard = 3;
while (guard--) {
  if (guard === 1) {
    continue;
  }
  console.log('guard', guard);
}
console.log(odd, evens);
