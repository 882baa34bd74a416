/**
 * The CLI's views and metrics (issue 23 items 3 and 4, decision 043): `--format pseudocode`,
 * `--view structogram` in SVG, PNG and PDF, complexity in the JSON answer, and `--metrics`.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli as run } from './testSupport/runCli';

const CODE = `def f(x):
    if x > 1:
        print("big")
    return x


def g(items):
    for item in items:
        while item > 0:
            item -= 1
    return f(2)
`;

let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'codeflow-views-'));
  file = path.join(dir, 'prog.py');
  await writeFile(file, CODE);
  await mkdir(path.join(dir, 'project', 'lib'), { recursive: true });
  await writeFile(path.join(dir, 'project', 'a.py'), CODE);
  await writeFile(
    path.join(dir, 'project', 'lib', 'b.js'),
    'function h(a) {\n  if (a && a.b) return 1;\n  switch (a) {\n    case 1: return 2;\n    case 2: return 3;\n    default: return 4;\n  }\n}\n',
  );
  await writeFile(path.join(dir, 'project', 'notes.txt'), 'not code\n');
});

describe('codeflow --format pseudocode', () => {
  it('prints the functions, then the main program, as structured text', async () => {
    const r = await run(['--format', 'pseudocode', file]);
    expect(r.code).toBe(0);
    expect(r.text).toBe(
      [
        'FUNCTION f(x)',
        '    IF x > 1 THEN',
        '        OUTPUT "big"',
        '    END IF',
        '    RETURN x',
        'END FUNCTION',
        '',
        'FUNCTION g(items)',
        '    FOR EACH item IN items',
        '        WHILE item > 0 DO',
        '            item ← item - 1',
        '        END WHILE',
        '    END FOR',
        '    RETURN f(2)',
        'END FUNCTION',
        '',
      ].join('\n'),
    );
  });

  it('writes Markdown files under --out-dir, one chart with --chart', async () => {
    const out = path.join(dir, 'pseudo');
    const r = await run(['--format', 'pseudocode', '--chart', 'g', '--out-dir', out, file]);
    expect(r.code).toBe(0);
    const md = await readFile(path.join(out, 'prog.md'), 'utf8');
    expect(md.startsWith('## g\n\n```text\nFUNCTION g(items)\n')).toBe(true);
    expect(md).not.toContain('FUNCTION f');
  });

  it('fails naming the charts for an unknown chart, and for a language it cannot read', async () => {
    const unknown = await run(['--format', 'pseudocode', '--chart', 'nope', file]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No chart named 'nope'. Charts: module, f, g");
    const other = path.join(dir, 'notes.txt');
    await writeFile(other, 'step one\nstep two\n');
    const r = await run(['--format', 'pseudocode', '--language', 'other', other]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Pseudocode and structograms need a supported language');
  });
});

describe('codeflow --view structogram', () => {
  it('--format svg: one box per construct, the text as outlines', async () => {
    const r = await run(['--view', 'structogram', '--format', 'svg', '--chart', 'g', file]);
    expect(r.code).toBe(0);
    const svg = r.text;
    expect(svg).toMatch(/^<svg [^>]*class="cf-structogram"/);
    expect(svg).not.toContain('<text');
    expect(svg).toContain('aria-label="FUNCTION g(items)"');
    for (const construct of ['title', 'loop', 'jump', 'statement']) {
      expect(svg).toContain(`data-construct="${construct}"`);
    }
    expect(svg).not.toContain('data-construct="if"');
  });

  it('--format png and pdf: a picture, and one PDF page per chart', async () => {
    const png = await run(['--view', 'structogram', '--format', 'png', '--scale', '2', file]);
    expect(png.code).toBe(0);
    expect(png.stdout.subarray(1, 4).toString()).toBe('PNG');
    expect(png.stdout.readUInt32BE(16)).toBeGreaterThan(400);
    const r = await run(['--view', 'structogram', '--format', 'pdf', file]);
    expect(r.code).toBe(0);
    const pdf = path.join(dir, 'structogram.pdf');
    await writeFile(pdf, r.stdout);
    expect(execFileSync('pdfinfo', [pdf]).toString()).toMatch(/Pages:\s+2\n/);
    expect(execFileSync('pdffonts', [pdf]).toString()).toMatch(/DejaVuSans\s.*\syes\s+yes/);
    execFileSync('pdftoppm', ['-png', '-r', '40', pdf, path.join(dir, 'sg')]);
    expect((await readdir(dir)).filter((f) => f.startsWith('sg'))).toHaveLength(2);
  });

  it('refuses a structogram in a format that is not drawn', async () => {
    const r = await run(['--view', 'structogram', '--format', 'mermaid', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--view structogram needs --format svg, png or pdf');
    const bad = await run(['--view', 'sideways', '--format', 'svg', file]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--view must be flowchart, structogram, not sideways');
  });
});

describe('codeflow complexity', () => {
  it('--format json: each chart with its cyclomatic complexity', async () => {
    const r = await run(['--format', 'json', file]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.text) as { graph: { charts: { name: string; complexity: number }[] } };
    expect(out.graph.charts.map((c) => [c.name, c.complexity])).toEqual([
      ['module', 1],
      ['f', 2],
      ['g', 3],
    ]);
  });

  it('--metrics DIR: every function of the project, most complex first', async () => {
    const r = await run(['--metrics', path.join(dir, 'project')]);
    expect(r.code).toBe(0);
    expect(r.text.split('\n')).toEqual([
      'complexity  lines  nodes  function  file',
      '         4      8      6  h         lib/b.js:1',
      '         3      5      4  g         a.py:7',
      '         2      4      3  f         a.py:1',
      '',
    ]);
  });

  it('--metrics goes on past a file it cannot draw, and says which', async () => {
    const empty = path.join(dir, 'empty.py');
    await writeFile(empty, '\n');
    const r = await run(['--metrics', empty, file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('empty.py: No code provided');
    expect(r.text).toContain('g         ');
  });
});
