/** `codeflow diff --git` on temporary repositories: modified, added, deleted, renamed files. */
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeRepo, type Repo } from '../testSupport/gitRepo';
import { runCli } from '../testSupport/runCli';

type Json = {
  files: {
    path: string;
    language: string;
    charts: {
      name: string;
      status: string;
      nodes: Record<string, number>;
      edges: Record<string, number>;
    }[];
  }[];
};

const CALC = 'def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return a - b\n';
const UTIL =
  'function clamp(x, lo, hi) {\n  if (x < lo) return lo;\n  if (x > hi) return hi;\n  return x;\n}\n';

let repo: Repo;
let first: string;
beforeAll(() => {
  repo = makeRepo();
  first = repo.commit('first', {
    'src/calc.py': CALC,
    'src/gone.py': 'def gone():\n    print("bye")\n',
    'src/util.js': UTIL,
    'README.md': '# demo\n',
  });
  repo.commit('second', {
    'src/calc.py': CALC.replace('return a - b', 'if b > a:\n        return 0\n    return a - b'),
    'src/gone.py': null,
    'src/util.js': null,
    'lib/util.js': UTIL.replace('return x;', 'return Math.round(x);'),
    'src/Main.java': 'class Main {\n  static int twice(int x) {\n    return 2 * x;\n  }\n}\n',
    'README.md': '# demo, changed\n',
  });
});

const byPath = (out: Json): Map<string, Json['files'][number]> =>
  new Map(out.files.map((f) => [f.path, f]));

describe('codeflow diff --git', () => {
  it('--format json: every changed source file, including added, deleted and renamed ones', async () => {
    const r = await runCli(['diff', '--git', 'HEAD~1..HEAD', '--format', 'json'], repo.dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const files = byPath(JSON.parse(r.text) as Json);
    // README.md is no source file of a known language
    expect([...files.keys()].sort()).toEqual([
      'lib/util.js',
      'src/Main.java',
      'src/calc.py',
      'src/gone.py',
    ]);
    const calc = files.get('src/calc.py');
    expect(calc?.language).toBe('python');
    expect(calc?.charts.map((c) => `${c.name}:${c.status}`)).toEqual([
      'module:unchanged',
      'add:unchanged',
      'sub:changed',
    ]);
    expect(calc?.charts[2]).toEqual({
      name: 'sub',
      status: 'changed',
      nodes: { added: 2, removed: 0, changed: 0 },
      edges: { added: 4, removed: 1 },
    });
    expect(files.get('src/gone.py')?.charts.every((c) => c.status === 'removed')).toBe(true);
    expect(files.get('src/Main.java')?.charts.every((c) => c.status === 'added')).toBe(true);
    // the rename is followed (git diff -M): one changed function, not a deleted and an added file
    const util = files.get('lib/util.js');
    expect(util?.charts.find((c) => c.name === 'clamp')).toMatchObject({
      status: 'changed',
      nodes: { added: 0, removed: 0, changed: 1 },
    });
  });

  it('text: per file and function, the rename named', async () => {
    const r = await runCli(['diff', '--git', 'HEAD~1..HEAD'], repo.dir);
    expect(r.code).toBe(0);
    expect(r.text).toContain('lib/util.js (renamed from src/util.js): changed (javascript)\n');
    expect(r.text).toContain('src/gone.py: removed (python)\n');
    expect(r.text).toMatch(/ {2}changed +sub +nodes \+2 -0 ~0, edges \+4 -1\n/);
  });

  it('PATHs limit the comparison, relative to the directory it runs in', async () => {
    const r = await runCli(
      ['diff', '--git', `${first}..HEAD`, '--format', 'json', 'calc.py'],
      path.join(repo.dir, 'src'),
    );
    expect(r.code).toBe(0);
    expect((JSON.parse(r.text) as Json).files.map((f) => f.path)).toEqual(['src/calc.py']);
  });

  it('BASE alone means BASE..HEAD; BASE...HEAD starts at the merge base', async () => {
    const one = await runCli(['diff', '--git', 'HEAD~1', '--format', 'json'], repo.dir);
    const three = await runCli(['diff', '--git', 'HEAD~1...HEAD', '--format', 'json'], repo.dir);
    const two = await runCli(['diff', '--git', 'HEAD~1..HEAD', '--format', 'json'], repo.dir);
    expect(one.text).toBe(two.text);
    expect(three.text).toBe(two.text);
    const none = await runCli(['diff', '--git', 'HEAD..HEAD', '--format', 'json'], repo.dir);
    expect(JSON.parse(none.text)).toEqual({ files: [] });
  });

  it('--format markdown --out-dir: the report and the drawings of every changed function', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'codeflow-git-report-'));
    const r = await runCli(
      ['diff', '--git', 'HEAD~1..HEAD', '--format', 'markdown', '--out-dir', out],
      repo.dir,
    );
    expect(r.code).toBe(0);
    const md = await readFile(path.join(out, 'report.md'), 'utf8');
    expect(md.split('\n')[0]).toBe('## Flowchart changes: HEAD~1..HEAD');
    expect(md).toContain('| `src/calc.py` | `sub` | 🟠 changed | +2 / −0 / ~0 | +4 / −1 |');
    expect(md).toContain('### `lib/util.js` (renamed from `src/util.js`) · `clamp`: 🟠 changed');
    expect(md).toContain('| `src/gone.py` | `gone` | 🔴 removed |');
    expect(md).not.toContain('`add`'); // unchanged functions are counted, not listed
    const links = [...md.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1] ?? '');
    for (const link of links)
      expect((await readFile(path.join(out, link), 'utf8')).startsWith('<svg')).toBe(true);
    expect(links).toContain('charts/src_calc.py/sub.diff.svg');
    expect(await readdir(path.join(out, 'charts'))).toContain('lib_util.js');
  });

  it('drawn formats need --out-dir and write one combined drawing per file', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'codeflow-git-svg-'));
    const r = await runCli(
      ['diff', '--git', 'HEAD~1..HEAD', '--format', 'svg', '--out-dir', out],
      repo.dir,
    );
    expect(r.code).toBe(0);
    const svg = await readFile(path.join(out, 'src', 'calc.py.diff.svg'), 'utf8');
    expect(svg).toContain('data-diff="added"');
    expect(await readdir(path.join(out, 'lib'))).toEqual(['util.js.diff.svg']);
  });

  it('not a git repository, or a bad range: exit 1 with a clear message', async () => {
    const plain = await mkdtemp(path.join(tmpdir(), 'codeflow-nogit-'));
    const outside = await runCli(['diff', '--git', 'HEAD~1..HEAD'], plain);
    expect(outside.code).toBe(1);
    expect(outside.stderr).toMatch(/^codeflow diff: not a git repository: /);
    const bad = await runCli(['diff', '--git', 'nope..HEAD'], repo.dir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe("codeflow diff: bad revision 'nope' in nope..HEAD\n");
    const option = await runCli(['diff', '--git', '--output=x..HEAD'], repo.dir);
    expect(option.code).toBe(1);
    expect(option.stderr).toContain("bad revision '--output=x'");
  });
});
