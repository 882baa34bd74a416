import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ServerWithAdmin {
  baseURL: string;
  dataDir: string;
  admin: { email: string; password: string; fullName: string };
  stop: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A second built server, on its own port and data directory, started with ADMIN_EMAIL and
 * ADMIN_PASSWORD so it bootstraps an admin account at start-up. There is no API that makes a paid
 * user yet (payments and the admin tier tools come in later issues), and the admin tier is the
 * one path to can_edit and can_share; the shared e2e server's configuration is not ours to change,
 * and its PGlite directory cannot be opened by a second process while it runs.
 */
export async function startServerWithAdmin(
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<ServerWithAdmin> {
  const port = options.port ?? 5000 + Math.floor(Math.random() * 800);
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-e2e-admin-'));
  const admin = {
    email: `admin-${Date.now()}@example.test`,
    password: 'admin password for e2e',
    // ensureAdmin's default name (the server has no setting for it)
    fullName: 'Administrator',
  };
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      // its first start warns about generated keys, which is expected here
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      RATE_LIMIT_FACTOR: '50',
      // the TEST MODE checkout, announced in the admin area (decision 032)
      BILLING_MODE: 'test',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const stop = async () => {
    if (!exited) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (!exited) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  // the machine is shared and slow: the first start migrates a new database
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return { baseURL, dataDir, admin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the admin server on ${baseURL} did not start (exited: ${exited})`);
}
