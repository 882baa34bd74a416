function classify(n) {
  if (n < 0) {
    return 'negative';
  } else if (n === 0) {
    return 'zero';
  } else {
    return 'positive';
  }
}

for (const v of [-1, 0, 5]) {
  console.log(v, classify(v));
}
let i = 0;
while (i < 3) i++;
do {
  i--;
} while (i > 0);
