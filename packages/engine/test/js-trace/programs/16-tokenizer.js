// A tokenizer: character loop with regex tests, an if chain and nested while loops.
function tokenize(src) {
  const tokens = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (/\d/.test(ch)) {
      let num = '';
      while (i < src.length && /\d/.test(src[i])) {
        num += src[i++];
      }
      tokens.push({ type: 'num', value: Number(num) });
    } else if (/[a-z]/i.test(ch)) {
      let word = '';
      do {
        word += src[i++];
      } while (i < src.length && /\w/.test(src[i]));
      tokens.push({ type: 'word', value: word });
    } else {
      tokens.push({ type: 'op', value: ch });
      i++;
    }
  }
  return tokens;
}

const toks = tokenize('let x1 = 42 + y * 7');
console.log(toks.map((t) => `${t.type}:${t.value}`).join(' '));
