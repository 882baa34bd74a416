import { spawn, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForHealth } from './process';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'apps/server');

export type BenchServer = {
  base: string;
  pid: number;
  /** the admin's sign-in answer: access token and user */
  session: { token: string; user: object };
  stop: () => Promise<void>;
};

/**
 * Starts the built bundle (`apps/server/dist/main.js`) on a free loopback port with a fresh temp
 * DATA_DIR, an admin created through ADMIN_EMAIL / ADMIN_PASSWORD, and signs that admin in.
 * `databaseUrl` '' = embedded PGlite; `webDist` unset = no web app served.
 */
export async function startBenchServer(options: {
  name: string;
  databaseUrl?: string;
  logLevel?: string;
  webDist?: string;
  stdio?: StdioOptions;
  /** how long start-up may take (a loaded machine migrates a fresh database slowly) */
  healthTimeoutMs?: number;
}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `codeflow-bench-${options.name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const email = `bench-${options.name}@example.com`;
  const password = randomBytes(12).toString('hex');
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (not allowed in NODE_OPTIONS)
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, path.join(serverDir, 'dist/main.js')], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: options.logLevel ?? 'warn',
      WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web'),
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    },
    stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'],
  });
  const stop = async (): Promise<void> => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, options.healthTimeoutMs);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }).toString(),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const body = (await login.json()) as { access_token: string; user: object };
    return {
      base,
      pid: server.pid ?? 0,
      session: { token: body.access_token, user: body.user },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
