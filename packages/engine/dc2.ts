import { diffSources } from './src/node';
const a = 'def f(x):\n    y = x + 1\n    if y > 2:\n        print(y)\n    return y\n\ndef g():\n    return 1\n\ndef h(a):\n    for i in range(a):\n        print(i)\n        print(i * 2)\n    return a\n';
const b = 'def f(x):\n    y = x + 2\n    z = y * 3\n    if y > 2:\n        print(y)\n    return y\n\ndef h2(a):\n    for i in range(a):\n        print(i)\n        print(i * 2)\n    return a\n\ndef k():\n    pass\n';
const d = await diffSources(a, b, 'python');
console.log(d.status, d.error, d.nodes, d.edges);
for (const c of d.charts) {
  console.log(c.name, c.oldName, c.status, c.nodes, c.edges);
  for (const n of c.nodeMap) if (n.status !== 'unchanged') console.log('   ', n.status, n.kind, n.old?.label, '->', n.new?.label, n.old?.range?.startLine, n.new?.range?.startLine);
  for (const e of c.edgeMap) if (e.status !== 'unchanged') console.log('   e', e.status, JSON.stringify(e.old ?? e.new));
}
