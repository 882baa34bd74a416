// FizzBuzz with an if / else-if chain and a counted loop.
function fizzbuzz(n) {
  const out = [];
  for (let i = 1; i <= n; i++) {
    if (i % 15 === 0) {
      out.push('FizzBuzz');
    } else if (i % 3 === 0) {
      out.push('Fizz');
    } else if (i % 5 === 0) {
      out.push('Buzz');
    } else {
      out.push(String(i));
    }
  }
  return out;
}

console.log(fizzbuzz(20).join(' '));
