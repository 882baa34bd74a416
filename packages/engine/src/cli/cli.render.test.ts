/**
 * The drawn formats of the built `codeflow` binary: glyph-outlined SVG, PNG at 1x/2x, and a PDF
 * that poppler (pdftoppm, pdffonts from poppler-utils) opens, with the chart font embedded.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../../bin/codeflow.js', import.meta.url));
const CODE = 'def f(x):\n    if x > 1:\n        print("big")\n    return x\n\ndef g():\n    f(2)\n';

function run(args: string[]): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'node',
      [BIN, ...args],
      { encoding: 'buffer', timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? (err as { code?: unknown }).code : 0;
        resolve({ code: typeof code === 'number' ? code : 1, stdout, stderr: stderr.toString() });
      },
    );
  });
}

function hasTool(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`]);
    return true;
  } catch {
    return false;
  }
}

let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'codeflow-render-'));
  file = path.join(dir, 'prog.py');
  await writeFile(file, CODE);
});

describe('codeflow drawn formats', () => {
  it('--format svg: a self-contained SVG, text as outlines, source lines on nodes', async () => {
    const r = await run(['--format', 'svg', file]);
    expect(r.code).toBe(0);
    const svg = r.stdout.toString();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<defs><path id="cfg-');
    expect(svg).toContain('data-start-line="2"');
    expect(svg).toContain('<title>print(&#34;big&#34;)</title>');
  });

  it('--format png at 1x and 2x, white or transparent', async () => {
    const width = (png: Buffer): number => png.readUInt32BE(16);
    const one = await run(['--format', 'png', file]);
    const two = await run(['--format', 'png', '--scale', '2', '--background', 'transparent', file]);
    expect(one.code).toBe(0);
    expect(one.stdout.subarray(1, 4).toString()).toBe('PNG');
    expect(width(two.stdout)).toBeGreaterThanOrEqual(2 * width(one.stdout) - 1);
    expect(width(two.stdout)).toBeLessThanOrEqual(2 * width(one.stdout) + 1);
  });

  it('--format pdf: one page per chart, DejaVu Sans embedded, opens in pdftoppm', async () => {
    if (!hasTool('pdftoppm')) throw new Error('pdftoppm missing: apt-get install poppler-utils');
    const r = await run(['--format', 'pdf', file]);
    expect(r.code).toBe(0);
    expect(r.stdout.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = path.join(dir, 'prog.pdf');
    await writeFile(pdf, r.stdout);
    const fonts = execFileSync('pdffonts', [pdf]).toString();
    expect(fonts).toMatch(/DejaVuSans\s.*\syes\s+yes/);
    execFileSync('pdftoppm', ['-png', '-r', '40', pdf, path.join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((f) => f.startsWith('page'));
    expect(pages).toHaveLength(3);
    const whole = await run(['--format', 'pdf', '--pages', 'file', file]);
    await writeFile(pdf, whole.stdout);
    expect(execFileSync('pdfinfo', [pdf]).toString()).toMatch(/Pages:\s+1\n/);
  });

  it('--pdf-layout tiles: a page map first, then A4 tiles labelled by row and column', async () => {
    const long = path.join(await mkdtemp(path.join(tmpdir(), 'codeflow-tiles-')), 'long.py');
    const body = Array.from(
      { length: 60 },
      (_, i) => `    if x > ${i}:\n        total = total + step_number_${i} * x\n`,
    ).join('');
    await writeFile(long, `def long(x):\n    total = 0\n${body}    return total\n`);
    const tiles = await run(['--format', 'pdf', '--pdf-layout', 'tiles', '--chart', 'long', long]);
    expect(tiles.code).toBe(0);
    const pdf = path.join(dir, 'tiles.pdf');
    await writeFile(pdf, tiles.stdout);
    const info = execFileSync('pdfinfo', [pdf]).toString();
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const text = (page: number) =>
      execFileSync('pdftotext', ['-f', String(page), '-l', String(page), pdf, '-']).toString();
    expect(text(1)).toContain(`Page map: ${pages - 1} tiles`);
    expect(text(2)).toContain(
      `Tile 1 of ${pages - 1} · row 1 of ${pages - 1}, column 1 of 1 · page 2`,
    );
    // fitted, the 60 decisions stay on one page only if its text stays readable: here it does not
    const fit = await run(['--format', 'pdf', '--pdf-layout', 'fit', '--chart', 'long', long]);
    await writeFile(pdf, fit.stdout);
    expect(text(1)).toContain('This chart does not fit one A4 page at a readable size');
    const short = await run([
      '--format',
      'pdf',
      '--pdf-layout',
      'fit',
      '--pdf-paper',
      'letter',
      file,
    ]);
    await writeFile(pdf, short.stdout);
    expect(execFileSync('pdfinfo', [pdf]).toString()).toMatch(/Pages:\s+3\n[^]*612 x 792 pts/);
  }, 60_000);

  it('writes .svg files for a directory under --out-dir', async () => {
    const out = path.join(dir, 'out');
    const r = await run(['--format', 'svg', '--out-dir', out, dir]);
    expect(r.code).toBe(0);
    expect(await readdir(out)).toContain('prog.svg');
  });
});
