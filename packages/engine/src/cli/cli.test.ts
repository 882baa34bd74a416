import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../../bin/codeflow.js', import.meta.url));

type Run = { code: number; stdout: string; stderr: string };

function run(args: string[], stdin?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile('node', [BIN, ...args], { timeout: 30_000 }, (err, stdout, stderr) => {
      const code = err ? ((err as { code?: unknown }).code as number) : 0;
      resolve({ code: typeof code === 'number' ? code : 1, stdout, stderr });
    });
    if (stdin !== undefined) child.stdin?.end(stdin);
    else child.stdin?.end();
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'codeflow-cli-'));
  await mkdir(path.join(dir, 'src', 'pkg'), { recursive: true });
  await writeFile(path.join(dir, 'src', 'a.py'), 'def f(x):\n    return x\n');
  await writeFile(path.join(dir, 'src', 'pkg', 'b.py'), 'print(1)\n');
  await writeFile(path.join(dir, 'src', 'notes.txt'), 'not code\n');
  await writeFile(path.join(dir, 'empty.py'), '\n');
});

describe('codeflow CLI', () => {
  it('prints Mermaid for one file, the language taken from its extension', async () => {
    const r = await run([path.join(dir, 'src', 'a.py')]);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith('flowchart TD\n')).toBe(true);
    expect(r.stdout).toContain('subgraph c1["f"]');
  });

  it('reads stdin with --language and prints JSON with --format json', async () => {
    const r = await run(
      ['--language', 'python', '--format', 'json', '--chart', 'f', '-'],
      'def f():\n    pass\n',
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      error: unknown;
      graph: { charts: unknown[] };
      flowchart: string;
    };
    expect(out.error).toBeNull();
    expect(out.graph.charts).toHaveLength(2);
    expect(out.flowchart).not.toContain('subgraph c0');
  });

  it('writes one output per input file of a directory under --out-dir', async () => {
    const out = path.join(dir, 'out');
    const r = await run(['--compact', '--out-dir', out, path.join(dir, 'src')]);
    expect(r.code).toBe(0);
    expect(await readFile(path.join(out, 'a.mmd'), 'utf8')).toContain('flowchart TD');
    expect(await readFile(path.join(out, 'pkg', 'b.mmd'), 'utf8')).toContain('print(1)');
  });

  it('rewrites an output that was longer before to exactly the new text', async () => {
    const src = path.join(dir, 'again');
    const out = path.join(dir, 'out-again');
    await mkdir(src, { recursive: true });
    const long = Array.from({ length: 40 }, (_, i) => `x${i} = ${i}`).join('\n');
    await writeFile(path.join(src, 'c.py'), long);
    expect((await run(['--out-dir', out, src])).code).toBe(0);
    const before = await readFile(path.join(out, 'c.mmd'), 'utf8');
    await writeFile(path.join(src, 'c.py'), 'x = 1\n');
    expect((await run(['--out-dir', out, src])).code).toBe(0);
    const after = await readFile(path.join(out, 'c.mmd'), 'utf8');
    expect(after.length).toBeLessThan(before.length);
    // the same text as printing it: no tail of the old, longer output is left
    expect(after).toBe((await run([path.join(src, 'c.py')])).stdout);
  });

  it('exits 1 naming the file when an input fails', async () => {
    const r = await run([path.join(dir, 'empty.py')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('empty.py: No code provided');
  });

  it('exits 2 with the usage line on bad usage', async () => {
    for (const args of [[], ['--format', 'gif', 'x.py'], [path.join(dir, 'src')], ['--nope']]) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('Usage: codeflow');
    }
  });

  it('explains itself with --help', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--out-dir DIR');
  });
});
