import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { LOCK_FILE } from './db/dataDirLock';
import { users } from './db/schema/index';
import { migrationsFolder, serverRoot } from './paths';
import { exitOf, freePort, waitForHealth } from './test/process';

const serveModule = pathToFileURL(path.resolve(serverRoot, '../../scripts/lib/serve.js')).href;

/**
 * What `npm start` runs (scripts/start.js → scripts/lib/serve.js), with the server from source,
 * in a process group of its own like a terminal's foreground job.
 */
function startLikeNpmStart(env: Record<string, string>) {
  const script = `import { serve } from ${JSON.stringify(serveModule)};
process.exit(await serve(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: ${JSON.stringify(serverRoot)} }));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return { child, output: () => out };
}

describe('stopping npm start', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-signals-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'Ctrl+C (SIGINT to the whole process group) closes the database cleanly',
    {
      timeout: 180_000,
    },
    async () => {
      const port = await freePort();
      const env = {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: 'signals@example.com',
        ADMIN_PASSWORD: 'long-enough',
      };
      const run = startLikeNpmStart(env);
      await waitForHealth(port);
      // what the terminal does on Ctrl+C: the signal goes to every process of the foreground group
      process.kill(-(run.child.pid ?? 0), 'SIGINT');
      expect(await exitOf(run.child)).toEqual({ code: 0, signal: null });
      const out = run.output();
      expect(out.match(/SIGINT received: closing server, then database/g)).toHaveLength(1);
      expect(out).not.toMatch(/again: exiting now/);
      // the database was closed, then the lock released
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      const database = await openDatabase({ dataDir, migrationsFolder });
      try {
        const rows = await database.db.select().from(users).where(eq(users.email, env.ADMIN_EMAIL));
        expect(rows).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
  );

  it(
    'a server whose start script is killed stops by itself and frees the folder',
    {
      timeout: 180_000,
    },
    async () => {
      const port = await freePort();
      const run = startLikeNpmStart({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
      await waitForHealth(port);
      const server = (
        JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number }
      ).pid;
      run.child.kill('SIGKILL');
      await exitOf(run.child);
      const deadline = Date.now() + 60_000;
      while (existsSync(path.join(dataDir, LOCK_FILE)) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      // released by the server's clean close, not left behind for a takeover
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      // and the server process ends (gone, or a zombie waiting for a reaper that is not its parent)
      const ended = () => {
        try {
          return /^\S+ \(.*\) Z/.test(readFileSync(`/proc/${server}/stat`, 'utf8'));
        } catch {
          return true;
        }
      };
      while (!ended() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(ended()).toBe(true);
    },
  );
});
