/** `codeflow diff OLD NEW` in every format, and its errors (the built binary). */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIFF_STYLE } from '../../render/index';
import { countNear, decodePng, readPpm } from '../testSupport/pixels';
import { runCli } from '../testSupport/runCli';

const OLD = `def f(x):
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
const NEW = `def f(x):
    y = x + 2
    z = y * 3
    if y > 2:
        print(y)
    return y

def count(a):
    for i in range(a):
        print(i)
    return a

def k():
    pass
`;

let dir: string;
let oldFile: string;
let newFile: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'codeflow-diff-'));
  oldFile = path.join(dir, 'old.py');
  newFile = path.join(dir, 'new.py');
  await writeFile(oldFile, OLD);
  await writeFile(newFile, NEW);
  await writeFile(path.join(dir, 'notes.txt'), 'x\n');
});

describe('codeflow diff OLD NEW', () => {
  it('prints each function with its status and counts', async () => {
    const r = await runCli(['diff', oldFile, newFile]);
    expect(r.code).toBe(0);
    const lines = r.text.trim().split('\n');
    expect(lines[0]).toBe(`${newFile}: changed (python)`);
    expect(lines.slice(1).map((l) => l.trim().split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'changed module',
      'changed f',
      'removed g',
      'changed count',
      'added k',
    ]);
    expect(r.text).toMatch(/changed +f +nodes \+1 -0 ~1, edges \+2 -1\n/);
    expect(r.text).toMatch(/changed +count +nodes \+0 -0 ~1, edges \+0 -0 +\(was h\)\n/);
  });

  it('--format json: exactly files, path, language, charts with name, status, nodes, edges', async () => {
    const r = await runCli(['diff', '--format', 'json', oldFile, newFile]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.text) as unknown;
    expect(out).toEqual({
      files: [
        {
          path: newFile,
          language: 'python',
          charts: [
            {
              name: 'module',
              status: 'changed',
              nodes: { added: 1, removed: 1, changed: 1 },
              edges: { added: 3, removed: 3 },
            },
            {
              name: 'f',
              status: 'changed',
              nodes: { added: 1, removed: 0, changed: 1 },
              edges: { added: 2, removed: 1 },
            },
            {
              name: 'g',
              status: 'removed',
              nodes: { added: 0, removed: 3, changed: 0 },
              edges: { added: 0, removed: 2 },
            },
            {
              name: 'count',
              status: 'changed',
              nodes: { added: 0, removed: 0, changed: 1 },
              edges: { added: 0, removed: 0 },
            },
            {
              name: 'k',
              status: 'added',
              nodes: { added: 3, removed: 0, changed: 0 },
              edges: { added: 2, removed: 0 },
            },
          ],
        },
      ],
    });
  });

  it('the same file twice: every function unchanged, exit 0', async () => {
    const r = await runCli(['diff', '--format', 'json', oldFile, oldFile]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.text) as { files: { charts: { status: string }[] }[] };
    expect(out.files[0]?.charts.every((c) => c.status === 'unchanged')).toBe(true);
  });

  it('--format markdown --out-dir: a report linking before, after and combined SVGs', async () => {
    const out = path.join(dir, 'report');
    const r = await runCli(['diff', '--format', 'markdown', '--out-dir', out, oldFile, newFile]);
    expect(r.code).toBe(0);
    expect(r.text.trim()).toBe(path.join(out, 'report.md'));
    const md = await readFile(path.join(out, 'report.md'), 'utf8');
    expect(md).toContain('| File | Function | Status | Nodes + / − / ~ | Edges + / − |');
    expect(md).toContain(`| \`${newFile}\` | \`f\` | 🟠 changed | +1 / −0 / ~1 | +2 / −1 |`);
    expect(md).toContain('`count` (was `h`)');
    const links = [...md.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1] ?? '');
    // module, f, count: before, after, combined; g: before, combined; k: after, combined
    expect(links).toHaveLength(13);
    for (const link of links) {
      const svg = await readFile(path.join(out, link), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
    }
    const combined = await readFile(
      path.join(out, links.find((l) => l.endsWith('f.diff.svg')) ?? ''),
      'utf8',
    );
    expect(combined).toContain('data-diff="added"');
    expect(combined).toContain('data-diff="changed"');
    expect(combined).toContain('<g class="cf-legend">');
  });

  it('--format markdown without --out-dir prints the report without drawings', async () => {
    const r = await runCli(['diff', '--format', 'markdown', oldFile, newFile]);
    expect(r.code).toBe(0);
    expect(r.text).toContain('## Flowchart changes:');
    expect(r.text).not.toContain('![');
  });

  it('--format svg: the combined drawing with colours, the legend, data-diff', async () => {
    const r = await runCli(['diff', '--format', 'svg', '--chart', 'f', oldFile, newFile]);
    expect(r.code).toBe(0);
    const svg = r.text;
    expect(svg).not.toContain('<text'); // glyph outlines, like every exported SVG
    for (const status of ['added', 'removed', 'changed', 'unchanged'])
      expect(svg).toContain(`<g class="cf-legend-item" data-diff="${status}"`);
    expect(svg).toMatch(/<g class="cf-node cf-process cf-diff-added"[^>]*data-diff="added"/);
    expect(svg).toContain(`stroke="${DIFF_STYLE.added.stroke}"`);
    expect(svg).toContain(`stroke="${DIFF_STYLE.changed.stroke}"`);
  });

  it('--out-dir with a drawn format: a file named after the new one', async () => {
    const out = path.join(dir, 'drawn');
    const r = await runCli(['diff', '--format', 'svg', '--out-dir', out, oldFile, newFile]);
    expect(r.code).toBe(0);
    expect(await readdir(out)).toEqual(['new.py.diff.svg']);
  });

  it('--format dot: the combined drawing as Graphviz source with its colours', async () => {
    const r = await runCli(['diff', '--format', 'dot', oldFile, newFile]);
    expect(r.code).toBe(0);
    expect(r.text.startsWith('digraph flowchart {')).toBe(true);
    expect(r.text).toContain(`fillcolor="${DIFF_STYLE.added.fill}"`);
    expect(r.text).toContain('"old:');
  });

  it('--format png keeps the colours and the legend', async () => {
    const r = await runCli(['diff', '--format', 'png', '--chart', 'f', oldFile, newFile]);
    expect(r.code).toBe(0);
    const png = decodePng(r.stdout);
    expect(countNear(png, DIFF_STYLE.added.stroke, 20)).toBeGreaterThan(100);
    expect(countNear(png, DIFF_STYLE.changed.stroke, 20)).toBeGreaterThan(100);
    expect(countNear(png, DIFF_STYLE.added.fill, 6)).toBeGreaterThan(500);
  });

  it('--format pdf keeps the colours and the legend (one page per function)', async () => {
    const r = await runCli(['diff', '--format', 'pdf', oldFile, newFile]);
    expect(r.code).toBe(0);
    const pdf = path.join(dir, 'diff.pdf');
    await writeFile(pdf, r.stdout);
    expect(execFileSync('pdfinfo', [pdf]).toString()).toMatch(/Pages:\s+5\n/);
    execFileSync('pdftoppm', ['-f', '2', '-l', '2', '-r', '72', pdf, path.join(dir, 'page')]);
    const page = (await readdir(dir)).find((f) => f.startsWith('page') && f.endsWith('.ppm'));
    const image = readPpm(await readFile(path.join(dir, page ?? '')));
    expect(countNear(image, DIFF_STYLE.added.stroke, 30)).toBeGreaterThan(50);
    expect(countNear(image, DIFF_STYLE.changed.stroke, 30)).toBeGreaterThan(50);
    expect(countNear(image, DIFF_STYLE.added.fill, 8)).toBeGreaterThan(200);
  });

  it('bad input: missing file, unknown language, no chart by that name (exit 1)', async () => {
    const missing = await runCli(['diff', oldFile, path.join(dir, 'nope.py')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`codeflow diff: ${path.join(dir, 'nope.py')}: no such file\n`);
    const txt = path.join(dir, 'notes.txt');
    const unknown = await runCli(['diff', txt, txt]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('notes.txt: unknown language (use --language)');
    const chart = await runCli(['diff', '--format', 'svg', '--chart', 'nope', oldFile, newFile]);
    expect(chart.code).toBe(1);
    expect(chart.stderr).toContain("no chart named 'nope'");
  });

  it('a version that cannot be drawn is named, the rest still compared (exit 1)', async () => {
    const broken = path.join(dir, 'broken.py');
    await writeFile(broken, ')))\n');
    const r = await runCli(['diff', '--format', 'json', oldFile, broken]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('broken.py: new version: Syntax error on line 1');
    expect((JSON.parse(r.text) as { files: unknown[] }).files).toHaveLength(1);
  });

  it('bad usage exits 2 with the diff usage', async () => {
    for (const args of [
      ['diff'],
      ['diff', oldFile],
      ['diff', '--format', 'gif', oldFile, newFile],
      ['diff', '--language', 'cobol', oldFile, newFile],
      ['diff', '--nope', oldFile, newFile],
      ['diff', '--git', 'HEAD~1..HEAD', '--format', 'svg'],
    ]) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain('Usage: codeflow diff');
    }
    const lang = await runCli(['diff', '--language', 'cobol', oldFile, newFile]);
    expect(lang.stderr.split('\n')[0]).toBe('codeflow diff: unknown language cobol');
  });

  it('--help explains the command', async () => {
    const r = await runCli(['diff', '--help']);
    expect(r.code).toBe(0);
    expect(r.text).toContain('--git RANGE');
    expect((await runCli(['--help'])).text).toContain('codeflow diff --help');
  });
});
