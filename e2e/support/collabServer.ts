import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface RestartableServer {
  baseURL: string;
  admin: { email: string; password: string };
  /** stops the server the way an operator does (SIGTERM) and starts it again on the same data */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * A built server of its own (port, data directory) with an admin, which holds the team
 * management feature: the collaboration spec restarts it, which the shared e2e server must
 * never be. The data directory outlives a restart, and with it the keys and the database.
 */
export async function startRestartableServer(
  /** more environment for the server (e.g. REDIS_URL) */
  extraEnv: Record<string, string> = {},
): Promise<RestartableServer> {
  const port = 5800 + Math.floor(Math.random() * 800);
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-e2e-collab-'));
  const admin = { email: `owner-${Date.now()}@example.test`, password: 'admin password for e2e' };
  let child: ChildProcess | undefined;
  let exited = true;

  const start = async () => {
    child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'error',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        RATE_LIMIT_FACTOR: '50',
        // stored soon after typing stops, as in production (2 s) but quicker to observe
        COLLAB_SAVE_DEBOUNCE_MS: '500',
        ...extraEnv,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    exited = false;
    child.once('exit', () => {
      exited = true;
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !exited) {
      try {
        if ((await fetch(`${baseURL}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the collaboration server on ${baseURL} did not start (exited: ${exited})`);
  };

  const halt = async () => {
    if (!child || exited) return;
    const gone = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (!exited) child.kill('SIGKILL');
  };

  await start();
  return {
    baseURL,
    admin,
    restart: async () => {
      await halt();
      await start();
    },
    stop: async () => {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
