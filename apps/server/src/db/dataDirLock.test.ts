import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../paths';
import { exitOf, freePort, spawnTs, waitForHealth } from '../test/process';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './dataDirLock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Runs a child to completion and returns its exit code and everything it printed. */
async function runToEnd(file: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, file), ...args], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const { code } = await exitOf(child);
  return { code, out };
}

describe('exclusive lock on the embedded data folder', () => {
  it(
    'a second server and create-admin refuse while a server runs; kill -9 frees the folder',
    { timeout: 240_000 },
    async () => {
      const dataDir = tempDir();
      const [port1, port2] = [await freePort(), await freePort()];
      const first = spawnTs('src/main.ts', {
        DATA_DIR: dataDir,
        PORT: String(port1),
        HOST: '127.0.0.1',
      });
      try {
        await waitForHealth(port1);
        const expected = `The data folder ${dataDir} is in use by another Codeflow process (pid ${first.pid})`;

        // another port, same folder: before the lock both answered 201 and one side's writes vanished
        const second = await runToEnd('src/main.ts', [], {
          DATA_DIR: dataDir,
          PORT: String(port2),
          HOST: '127.0.0.1',
        });
        expect(second.code).toBe(1);
        expect(second.out).toContain(expected);
        // one line, nothing else
        expect(second.out.trim().split('\n')).toHaveLength(1);

        // create-admin pointed at another port (so no health probe could find the server)
        const admin = await runToEnd(
          'src/cli/create-admin.ts',
          ['--email', 'lock@example.com', '--password', 'long-enough'],
          { DATA_DIR: dataDir, PORT: String(port2), HOST: '127.0.0.1' },
        );
        expect(admin.code).toBe(1);
        expect(admin.out).toContain(expected);
        expect(admin.out.trim().split('\n')).toHaveLength(1);
      } finally {
        first.kill('SIGKILL');
        await exitOf(first);
      }

      // the lock file of the killed server is still there; its process is not
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
      const again = spawnTs('src/main.ts', {
        DATA_DIR: dataDir,
        PORT: String(port1),
        HOST: '127.0.0.1',
      });
      await waitForHealth(port1);
      const holder = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as {
        pid: number;
      };
      expect(holder.pid).toBe(again.pid);
      again.kill('SIGTERM');
      expect(await exitOf(again)).toEqual({ code: 0, signal: null });
      // released on a clean exit
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    },
  );

  it(
    'exactly one of several processes racing for a stale lock wins',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir();
      // a lock left by a process that no longer exists (pids are below 2^22 on Linux)
      writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: 4_194_304 + 7 }));
      const children = Array.from({ length: 4 }, () =>
        spawnTs('src/test/fixtures/lock-and-hold.ts', { DATA_DIR: dataDir }),
      );
      const outputs = children.map((child) => {
        let out = '';
        child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
        return () => out;
      });
      try {
        // every child has either taken the lock or been refused
        const deadline = Date.now() + 90_000;
        while (outputs.some((o) => !/LOCKED|REFUSED/.test(o())) && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 100));
        }
        const won = outputs.filter((o) => o().includes('LOCKED'));
        const refused = outputs.filter((o) => o().includes('REFUSED'));
        expect(won).toHaveLength(1);
        expect(refused).toHaveLength(3);
      } finally {
        for (const child of children) child.kill('SIGKILL');
        await Promise.all(children.map(exitOf));
      }
    },
  );

  it('takes over a lock whose pid now belongs to an unrelated process', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, LOCK_FILE);
    // our parent is alive, but it started at another time than the one recorded
    writeFileSync(file, JSON.stringify({ pid: process.ppid, started: '1' }));
    const lock = lockDataDir(dataDir);
    expect((JSON.parse(readFileSync(file, 'utf8')) as { pid: number }).pid).toBe(process.pid);
    // and refuses a second lock while held (our own process, as seen from another holder)
    writeFileSync(file, JSON.stringify({ pid: process.ppid }));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    writeFileSync(file, JSON.stringify({ pid: process.pid }));
    lock.release();
    expect(existsSync(file)).toBe(false);
  });
});
