// Promise chains with then/catch callbacks, setTimeout, and Promise.all.
function wait(ms) {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

function parseJson(text) {
  return new Promise((resolve, reject) => {
    try {
      resolve(JSON.parse(text));
    } catch (e) {
      reject(new SyntaxError(`bad json: ${text} (${e.name})`));
    }
  });
}

async function main() {
  const good = await parseJson('{"a":1}').then((v) => {
    return v.a + 1;
  });
  const bad = await parseJson('{oops').catch(function (err) {
    console.log(err.name);
    return -1;
  });
  await wait(2);
  const all = await Promise.all(
    [1, 2, 3].map(async (n) => {
      await wait(n);
      return n * n;
    }),
  );
  return [good, bad, ...all];
}

console.log((await main()).join(','));
