// Recursive tree walk: depth-first sum, max depth, and a path search with early return.
const tree = {
  value: 1,
  children: [
    { value: 2, children: [{ value: 4, children: [] }] },
    {
      value: 3,
      children: [
        { value: 5, children: [] },
        { value: 6, children: [] },
      ],
    },
  ],
};

function sum(node) {
  let total = node.value;
  for (const child of node.children) {
    total += sum(child);
  }
  return total;
}

function depth(node) {
  if (node.children.length === 0) return 1;
  return 1 + Math.max(...node.children.map(depth));
}

function pathTo(node, target, path = []) {
  const here = [...path, node.value];
  if (node.value === target) {
    return here;
  }
  for (const child of node.children) {
    const found = pathTo(child, target, here);
    if (found) return found;
  }
  return null;
}

console.log(sum(tree), depth(tree), pathTo(tree, 6)?.join('/'), pathTo(tree, 9));
