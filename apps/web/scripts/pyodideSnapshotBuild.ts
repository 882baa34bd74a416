import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Starts Pyodide in Node exactly as the Run worker does (no JS globals) and answers the memory
 * snapshot of the fresh interpreter (decision 041, "Update: a snapshot made at build time"): the
 * browser restores it instead of starting Python. It runs as `node -e` in a child process so the
 * interpreter records no path of this machine (with no script argument Emscripten names the
 * program `./this.program`, as in a browser) and the build process keeps none of its memory.
 */
export async function buildPyodideSnapshot(pyodideDir: string): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'codeflow-pyodide-snapshot-'));
  const out = path.join(dir, 'snapshot.bin');
  const loader = pathToFileURL(path.join(pyodideDir, 'pyodide.mjs')).href;
  const script = [
    `const { loadPyodide } = await import(${JSON.stringify(loader)});`,
    "const { writeFileSync } = await import('node:fs');",
    'const pyodide = await loadPyodide({ jsglobals: {}, _makeSnapshot: true });',
    'writeFileSync(process.env.SNAPSHOT_OUT, pyodide.makeMemorySnapshot());',
  ].join('\n');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        // the snapshot keeps Python's os.environ: only what a browser's Pyodide has, plus where to write
        env: { SNAPSHOT_OUT: out, PATH: process.env.PATH ?? '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`Pyodide snapshot failed (${code}): ${stderr}`)),
      );
    });
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
