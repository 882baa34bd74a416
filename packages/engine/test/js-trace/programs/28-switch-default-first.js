// switch with default first, falling through into a case; switch inside a loop with continue.
function describe(code) {
  const parts = [];
  switch (code) {
    default:
      parts.push('other');
    // falls through
    case 1:
      parts.push('one');
    // falls through
    case 2:
      parts.push('two');
      break;
    case 3: {
      const x = code * 2;
      parts.push(`three ${x}`);
      return parts;
    }
  }
  return parts;
}

const out = [];
for (const c of [1, 2, 3, 9]) {
  switch (c) {
    case 9:
      continue;
  }
  out.push(describe(c).join('+'));
}
out.push(describe(9).join('+'));
console.log(out.join(' | '));
