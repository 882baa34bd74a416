import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { users } from '../db/schema/index';
import { migrationsFolder } from '../paths';
import { freePort, spawnTs, exitOf, waitForHealth, waitForOutput } from './process';

// The embedded database must survive `kill -9`: a write acknowledged before the kill is there
// after the restart, and the server starts healthy on the same data directory.
describe('embedded database after SIGKILL', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps written data and restarts healthy', { timeout: 300_000 }, async () => {
    const email = 'crash-test@example.com';
    const writer = spawnTs('src/test/fixtures/write-and-hang.ts', {
      DATA_DIR: dataDir,
      ROW_EMAIL: email,
    });
    await waitForOutput(writer, 'WRITTEN');
    writer.kill('SIGKILL');
    expect((await exitOf(writer)).signal).toBe('SIGKILL');

    // a server killed while running, then started again on the same directory
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
    const first = spawnTs('src/main.ts', env);
    expect(await waitForHealth(port)).toMatchObject({ status: 'ok', database: 'pglite' });
    first.kill('SIGKILL');
    await exitOf(first);

    const second = spawnTs('src/main.ts', env);
    expect(await waitForHealth(port)).toMatchObject({ status: 'ok', database: 'pglite' });
    // graceful shutdown: SIGTERM closes the server, then the database, and exits 0
    second.kill('SIGTERM');
    expect(await exitOf(second)).toEqual({ code: 0, signal: null });

    const database = await openDatabase({ dataDir, migrationsFolder });
    try {
      const rows = await database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.fullName).toBe('Crash Test');
    } finally {
      await database.close();
    }
  });
});
