// labels with "quotes", #hash, <tags>, {braces}, [brackets], |pipes|, end, o--x, `backticks`
function weird(end, o, x) {
  const s = "a \"quoted\" #string# <b>bold</b> & {braces} | pipes %% end";
  const t = `template ${end} with "quotes" and #hash`;
  const re = /[a-z]+#\d{2,}/g;
  if ((end > o && x < end) || o >>> 1 !== 0) {
    console.log(s, t, re.test(s));
  }
  return x ?? o ?? end;
}
