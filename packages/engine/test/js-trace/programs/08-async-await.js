// async / await with try/catch around a rejected promise and sequential awaits in a loop.
function delay(ms, value) {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

async function fetchUser(id) {
  await delay(1);
  if (id < 0) {
    throw new Error('bad id');
  }
  return { id, name: `user${id}` };
}

async function loadAll(ids) {
  const users = [];
  for (const id of ids) {
    try {
      const user = await fetchUser(id);
      users.push(user.name);
    } catch (err) {
      console.log('skip', id, err.message);
      continue;
    }
  }
  return users;
}

const names = await loadAll([1, -2, 3]);
console.log(names.join(','));
