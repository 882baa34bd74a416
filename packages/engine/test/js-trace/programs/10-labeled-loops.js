// Labeled break and continue across nested loops, and a labeled block.
function findPair(grid, target) {
  let found = null;
  search: for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] < 0) continue search;
      if (grid[r][c] === target) {
        found = [r, c];
        break search;
      }
    }
  }
  return found;
}

function classify(n) {
  let kind = 'small';
  check: {
    if (n < 10) break check;
    kind = 'medium';
    if (n < 100) break check;
    kind = 'large';
  }
  return kind;
}

const grid = [
  [1, 2, 3],
  [-1, 9, 9],
  [4, 9, 6],
];
console.log(findPair(grid, 9), findPair(grid, 42));
console.log(classify(5), classify(50), classify(500));
