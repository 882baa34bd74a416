// Matrix multiply and transpose with nested counted loops and an error check.
function multiply(a, b) {
  if (a[0].length !== b.length) {
    throw new Error('shape mismatch');
  }
  const out = [];
  for (let i = 0; i < a.length; i++) {
    const row = [];
    for (let j = 0; j < b[0].length; j++) {
      let sum = 0;
      for (let k = 0; k < b.length; k++) sum += a[i][k] * b[k][j];
      row.push(sum);
    }
    out.push(row);
  }
  return out;
}

function transpose(m) {
  return m[0].map((_, c) => m.map((row) => row[c]));
}

const A = [
  [1, 2],
  [3, 4],
];
console.log(JSON.stringify(multiply(A, transpose(A))));
try {
  multiply(A, [[1, 2, 3]]);
} catch ({ message }) {
  console.log('caught', message);
}
