import { describe, expect, it } from 'vitest';
import { diffSources, indexNodeDiffs, type ChartDiff, type SourceDiff } from '../node';

function chart(diff: SourceDiff, name: string): ChartDiff {
  const found = diff.charts.find((c) => c.name === name);
  if (!found) throw new Error(`no chart ${name} in ${diff.charts.map((c) => c.name).join(', ')}`);
  return found;
}

/** The non-unchanged nodes of a chart as `status kind old -> new` strings. */
function changes(c: ChartDiff): string[] {
  return c.nodeMap
    .filter((d) => d.status !== 'unchanged')
    .map((d) => `${d.status} ${d.kind} ${d.old?.label ?? '∅'} -> ${d.new?.label ?? '∅'}`);
}

const PY_BEFORE = `def f(x):
    y = x + 1
    if y > 2:
        print(y)
    return y

def g():
    return 1

def h(a):
    for i in range(a):
        print(i)
    return a
`;

describe('diffSources: statuses', () => {
  it('the same code: every chart and the file unchanged, nothing counted', async () => {
    const d = await diffSources(PY_BEFORE, PY_BEFORE, 'python');
    expect(d.error).toBeNull();
    expect(d.status).toBe('unchanged');
    expect(d.charts.map((c) => `${c.name}:${c.status}`)).toEqual([
      'module:unchanged',
      'f:unchanged',
      'g:unchanged',
      'h:unchanged',
    ]);
    expect(d.nodes).toEqual({ added: 0, removed: 0, changed: 0 });
    expect(d.edges).toEqual({ added: 0, removed: 0 });
    for (const c of d.charts) expect(c.edgeMap.every((e) => e.status === 'unchanged')).toBe(true);
  });

  it('an edited statement is one changed node, with its lines in both versions', async () => {
    const after = PY_BEFORE.replace('y = x + 1', 'y = x + 2');
    const f = chart(await diffSources(PY_BEFORE, after, 'python'), 'f');
    expect(f.status).toBe('changed');
    expect(changes(f)).toEqual(['changed process y = x + 1 -> y = x + 2']);
    expect(f.nodes).toEqual({ added: 0, removed: 0, changed: 1 });
    expect(f.edges).toEqual({ added: 0, removed: 0 });
    const node = f.nodeMap.find((n) => n.status === 'changed');
    expect(node?.old?.range).toEqual({ startLine: 2, endLine: 2 });
    expect(node?.new?.range).toEqual({ startLine: 2, endLine: 2 });
  });

  it('an inserted statement is one added node and its two edges, replacing one edge', async () => {
    const after = PY_BEFORE.replace('    y = x + 1\n', '    y = x + 1\n    z = y * 3\n');
    const d = await diffSources(PY_BEFORE, after, 'python');
    const f = chart(d, 'f');
    expect(changes(f)).toEqual(['added process ∅ -> z = y * 3']);
    expect(f.edges).toEqual({ added: 2, removed: 1 });
    // the lines below moved down by one: still unchanged, each with both line numbers
    const ret = f.nodeMap.find((n) => n.new?.label === 'return y');
    expect(ret?.status).toBe('unchanged');
    expect([ret?.old?.range?.startLine, ret?.new?.range?.startLine]).toEqual([5, 6]);
    // the rest of the file is untouched
    expect(chart(d, 'h').status).toBe('unchanged');
  });

  it('a deleted statement is one removed node; a deleted branch removes its nodes only', async () => {
    const after = PY_BEFORE.replace('    if y > 2:\n        print(y)\n', '');
    const f = chart(await diffSources(PY_BEFORE, after, 'python'), 'f');
    expect(changes(f)).toEqual(['removed decision y > 2 -> ∅', 'removed io print(y) -> ∅']);
    expect(f.nodes).toEqual({ added: 0, removed: 2, changed: 0 });
    expect(f.edges.added).toBe(1);
  });

  it('added and removed functions; their declarations in the module too', async () => {
    const after = PY_BEFORE.replace('def g():\n    return 1\n\n', '') + '\ndef k():\n    pass\n';
    const d = await diffSources(PY_BEFORE, after, 'python');
    expect(d.charts.map((c) => `${c.name}:${c.status}`)).toEqual([
      'module:changed',
      'f:unchanged',
      'g:removed',
      'h:unchanged',
      'k:added',
    ]);
    expect(chart(d, 'g').nodes).toEqual({ added: 0, removed: 3, changed: 0 });
    expect(chart(d, 'k').nodes).toEqual({ added: 3, removed: 0, changed: 0 });
    expect(changes(chart(d, 'module'))).toEqual([
      'removed process def g() -> ∅',
      'added process ∅ -> def k()',
    ]);
  });

  it('a file on one side only is added or removed as a whole', async () => {
    const added = await diffSources('', PY_BEFORE, 'python');
    expect(added.status).toBe('added');
    expect(added.charts.every((c) => c.status === 'added')).toBe(true);
    const removed = await diffSources(PY_BEFORE, '  \n', 'python');
    expect(removed.status).toBe('removed');
    expect(removed.edges.added).toBe(0);
    expect(removed.nodes.removed).toBe(removed.old?.nodes.length);
  });

  it('unknown language and a side that cannot be drawn are errors, not throws', async () => {
    const bad = await diffSources('x', 'y', 'cobol');
    expect(bad.error).toMatch(/^Unsupported language 'cobol'/);
    expect(bad.charts).toEqual([]);
    const broken = await diffSources(PY_BEFORE, ')))\n', 'python');
    expect(broken.error).toMatch(/^new version: Syntax error/);
  });
});

describe('diffSources: functions matched by name, then by content', () => {
  it('a renamed function is one changed chart (its signature), not removed + added', async () => {
    const after = PY_BEFORE.replace('def h(a):', 'def count(a):');
    const d = await diffSources(PY_BEFORE, after, 'python');
    const c = chart(d, 'count');
    expect(c.oldName).toBe('h');
    expect(c.status).toBe('changed');
    expect(changes(c)).toEqual(['changed start def h(a) -> def count(a)']);
    expect(d.charts.some((x) => x.name === 'h')).toBe(false);
    // its declaration in the module is the one changed node there
    expect(changes(chart(d, 'module'))).toEqual(['changed process def h(a) -> def count(a)']);
  });

  it('a moved function is unchanged (its lines differ), its declaration moves in the module', async () => {
    const after =
      PY_BEFORE.replace('def g():\n    return 1\n\n', '') + '\ndef g():\n    return 1\n';
    const d = await diffSources(PY_BEFORE, after, 'python');
    const g = chart(d, 'g');
    expect(g.status).toBe('unchanged');
    expect([g.old?.range.startLine, g.new?.range.startLine]).toEqual([7, 12]);
    const ret = g.nodeMap.find((n) => n.kind === 'return');
    expect([ret?.old?.range?.startLine, ret?.new?.range?.startLine]).toEqual([8, 13]);
  });

  it('an anonymous function whose position-made name moved is matched and unchanged', async () => {
    const before = 'items.forEach(function (x) {\n  console.log(x);\n});\n';
    const d = await diffSources(before, `const n = 1;\n${before}`, 'javascript');
    expect(d.charts.map((c) => `${c.name}:${c.status}`)).toEqual([
      'module:changed',
      '<anonymous@2>:unchanged',
    ]);
    expect(d.charts[1]?.oldName).toBeUndefined();
  });

  it('two different functions are never paired as a rename', async () => {
    const after = PY_BEFORE.replace(
      'def g():\n    return 1\n',
      'def other(s):\n    print(s)\n    s.close()\n',
    );
    const d = await diffSources(PY_BEFORE, after, 'python');
    expect(chart(d, 'g').status).toBe('removed');
    expect(chart(d, 'other').status).toBe('added');
    expect(chart(d, 'other').oldName).toBeUndefined();
  });

  it('indexNodeDiffs finds a node entry from either version id', async () => {
    const after = PY_BEFORE.replace('y = x + 1', 'y = x + 2');
    const d = await diffSources(PY_BEFORE, after, 'python');
    const entry = chart(d, 'f').nodeMap.find((n) => n.status === 'changed');
    const index = indexNodeDiffs(d);
    expect(index.old.get(entry?.old?.id ?? '')).toBe(entry);
    expect(index.new.get(entry?.new?.id ?? '')).toBe(entry);
  });
});

/** One program per language: before, after (one edited statement, one inserted), renamed. */
const LANGUAGES: {
  language: string;
  fn: string;
  before: string;
  edit: [string, string];
  insert: [string, string];
  inserted: string;
  rename: [string, string];
  renamed: string;
}[] = [
  {
    language: 'c',
    fn: 'area',
    before:
      'int area(int w, int h) {\n  int a = w * h;\n  if (a < 0) {\n    a = 0;\n  }\n  return a;\n}\n',
    edit: ['int a = w * h;', 'int a = w * h * 2;'],
    insert: ['  if (a < 0)', '  a = a + 1;\n  if (a < 0)'],
    inserted: 'a = a + 1',
    rename: ['int area(', 'int surface('],
    renamed: 'surface',
  },
  {
    language: 'cpp',
    fn: 'Box::area',
    before:
      'struct Box { int w; int area(); };\nint Box::area() {\n  int a = w * w;\n  while (a > 10) {\n    a -= 1;\n  }\n  return a;\n}\n',
    edit: ['int a = w * w;', 'int a = w * 3;'],
    insert: ['  return a;', '  std::cout << a;\n  return a;'],
    inserted: 'std::cout << a',
    rename: ['int Box::area(', 'int Box::size('],
    renamed: 'Box::size',
  },
  {
    language: 'java',
    fn: 'A.sum',
    before:
      'class A {\n  int sum(int[] xs) {\n    int s = 0;\n    for (int x : xs) {\n      s += x;\n    }\n    return s;\n  }\n}\n',
    edit: ['int s = 0;', 'int s = 1;'],
    insert: ['    return s;', '    System.out.println(s);\n    return s;'],
    inserted: 'System.out.println(s)',
    rename: ['int sum(', 'int total('],
    renamed: 'A.total',
  },
  {
    language: 'javascript',
    fn: 'sum',
    before:
      'function sum(xs) {\n  let s = 0;\n  for (const x of xs) {\n    s += x;\n  }\n  return s;\n}\n',
    edit: ['let s = 0;', 'let s = 10;'],
    insert: ['  return s;', '  console.log(s);\n  return s;'],
    inserted: 'console.log(s)',
    rename: ['function sum(', 'function total('],
    renamed: 'total',
  },
  {
    language: 'typescript',
    fn: 'sum',
    before:
      'function sum(xs: number[]): number {\n  let s = 0;\n  if (xs.length === 0) {\n    throw new Error("empty");\n  }\n  for (const x of xs) s += x;\n  return s;\n}\n',
    edit: ['throw new Error("empty");', 'throw new RangeError("empty");'],
    insert: ['  return s;', '  s = Math.round(s);\n  return s;'],
    inserted: 's = Math.round(s)',
    rename: ['function sum(', 'function total('],
    renamed: 'total',
  },
  {
    language: 'python',
    fn: 'total',
    before: 'def total(xs):\n    s = 0\n    while xs:\n        s += xs.pop()\n    return s\n',
    edit: ['s = 0', 's = 1'],
    insert: ['    return s', '    s = round(s)\n    return s'],
    inserted: 's = round(s)',
    rename: ['def total(', 'def add_all('],
    renamed: 'add_all',
  },
];

describe.each(LANGUAGES)('diffSources in $language', (t) => {
  it('an edit is one changed node, an insertion one added node; the rest unchanged', async () => {
    const edited = await diffSources(t.before, t.before.replace(...t.edit), t.language);
    expect(edited.error).toBeNull();
    const e = chart(edited, t.fn);
    expect(e.status).toBe('changed');
    expect(e.nodes).toEqual({ added: 0, removed: 0, changed: 1 });
    expect(e.edges).toEqual({ added: 0, removed: 0 });

    const inserted = await diffSources(t.before, t.before.replace(...t.insert), t.language);
    const i = chart(inserted, t.fn);
    expect(i.nodes).toEqual({ added: 1, removed: 0, changed: 0 });
    expect(i.nodeMap.find((n) => n.status === 'added')?.new?.label).toBe(t.inserted);
    expect(i.edges).toEqual({ added: 2, removed: 1 });
    for (const c of inserted.charts.filter((c) => c.name !== t.fn))
      expect(c.status).toBe('unchanged');
  });

  it('a renamed function is matched by content', async () => {
    const d = await diffSources(t.before, t.before.replace(...t.rename), t.language);
    const c = chart(d, t.renamed);
    expect(c.oldName).toBe(t.fn);
    expect(c.status).toBe('changed');
    expect(c.nodes.added + c.nodes.removed).toBe(0);
  });
});

describe('diffSources in other (per-line fallback)', () => {
  it('a changed line is one changed node', async () => {
    const d = await diffSources('a\nb\nc\n', 'a\nB!\nc\nd\n', 'other');
    expect(d.charts).toHaveLength(1);
    expect(changes(d.charts[0] as ChartDiff)).toEqual([
      'changed process b -> B!',
      'added process ∅ -> d',
    ]);
  });
});
