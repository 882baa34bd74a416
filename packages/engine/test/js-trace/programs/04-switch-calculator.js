// A calculator with switch fall-through, default in the middle, and throw.
function apply(op, a, b) {
  let result;
  switch (op) {
    case '+':
    case 'add':
      result = a + b;
      break;
    case '-':
      result = a - b;
      break;
    default:
      throw new Error(`unknown operator ${op}`);
    case '*':
      result = a * b;
      break;
    case '/':
      if (b === 0) {
        throw new RangeError('division by zero');
      }
      result = a / b;
  }
  return result;
}

for (const [op, a, b] of [
  ['+', 1, 2],
  ['add', 3, 4],
  ['*', 2, 5],
  ['/', 8, 2],
  ['/', 1, 0],
  ['%', 1, 1],
]) {
  try {
    console.log(op, apply(op, a, b));
  } catch (err) {
    console.log('error:', err.message);
  }
}
