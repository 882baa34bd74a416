function kind(day) {
  let result;
  switch (day) {
    case 0:
    case 6:
      result = 'weekend';
      break;
    case 1:
      console.log('monday');
    // falls through
    default:
      result = 'weekday';
  }
  return result;
}

function find(grid, target) {
  outer: for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] < 0) continue outer;
      if (grid[r][c] === target) break outer;
    }
  }
}
