// Destructured and defaulted parameters, rest/spread, optional calls, and a thrown non-Error.
function format({ name, tags = [], meta: { level = 1 } = {} }, ...extra) {
  if (tags.length === 0 && extra.length === 0) {
    return `${name}@${level}`;
  }
  return [name, ...tags, ...extra].join('/');
}

function risky(flag) {
  if (flag) {
    throw { code: 42 };
  }
  return 'fine';
}

const hooks = { before: (x) => x * 2 };
console.log(format({ name: 'a' }), format({ name: 'b', tags: ['t'] }, 'x'));
console.log(hooks.before?.(21), hooks.after?.(1));
try {
  risky(true);
} catch ({ code }) {
  console.log('code', code);
}
console.log(risky(false));
