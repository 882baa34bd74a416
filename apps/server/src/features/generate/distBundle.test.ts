/**
 * The generation worker in the esbuild bundle (`npm start`): builds apps/server/dist, checks the
 * pool finds dist/generateWorker.js, then runs the built server and generates over real HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverRoot } from '../../paths';
import { freePort, exitOf, waitForHealth } from '../../test/process';
import { GeneratorPool } from './generatorPool';

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: ${stderr}`)),
    );
  });
}

describe('generation from the built bundle', () => {
  let dataDir: string;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    await run(process.execPath, ['build.js'], serverRoot);
    dataDir = await mkdtemp(path.join(tmpdir(), 'codeflow-dist-'));
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await exitOf(server);
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs dist/generateWorker.js in the pool', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const workerUrl = pathToFileURL(path.join(serverRoot, 'dist', 'generateWorker.js'));
    const pool = new GeneratorPool({ size: 1, timeoutMs: 10_000, log, workerUrl });
    try {
      const out = await pool.run({
        code: 'if x:\n    y = 1\n',
        language: 'python',
        compact: false,
      });
      expect(out.ok).toBe(true);
      expect(JSON.parse(out.json)).toMatchObject({
        flowchart: expect.stringMatching(/^flowchart TD/) as string,
        error: null,
      });
    } finally {
      await pool.close();
    }
    expect(log.error).not.toHaveBeenCalled();
  });

  it('serves POST /api/generate-flowchart from `node dist/main.js`', async () => {
    const port = await freePort();
    const email = 'bundle-admin@example.com';
    const password = 'bundle-admin-password';
    server = spawn(process.execPath, [path.join(serverRoot, 'dist', 'main.js')], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(dataDir, 'no-web'),
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // PGlite's first start (migrations) can take a while on a busy machine
    await waitForHealth(port, 90_000);
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }).toString(),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const res = await fetch(`${base}/api/generate-flowchart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        code: 'int main() { return 0; }\n',
        language: 'c',
        is_compact: false,
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { flowchart: string; error: string | null };
    expect(body.error).toBeNull();
    expect(body.flowchart).toMatch(/^flowchart TD/);
  }, 120_000);
});
