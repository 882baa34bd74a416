import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrationsFolder } from '../paths';
import { openDatabase, type Database } from './database';
import { users } from './schema/index';
import { CHURN_WRITES, startPgliteVacuum } from './pgliteVacuum';

const log = () => ({ debug: vi.fn(), warn: vi.fn() });
const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

describe('startPgliteVacuum', () => {
  it('vacuums and analyzes on its interval: dead rows reclaimed, planner statistics gathered', async () => {
    const client = await PGlite.create();
    open.push(client);
    await client.exec(`create table t (id int primary key, body text);
      insert into t select g, repeat('x', 500) from generate_series(1, 2000) g;
      delete from t where id > 50;`);
    const stats = async () =>
      (
        await client.query<{ reltuples: number; relallvisible: number }>(
          `select reltuples, relallvisible from pg_class where relname = 't'`,
        )
      ).rows[0]!;
    // never analyzed, nothing marked all-visible
    expect(await stats()).toMatchObject({ reltuples: -1, relallvisible: 0 });
    const l = log();
    const stop = startPgliteVacuum(client, 50, l);
    await vi.waitFor(() => expect(l.debug).toHaveBeenCalled(), { timeout: 10_000 });
    await stop();
    expect(l.debug.mock.calls[0]![0]).toMatch(
      /^embedded database vacuumed \(\d+ tables\) in \d+ ms$/,
    );
    const after = await stats();
    expect(after.reltuples).toBe(50);
    expect(after.relallvisible).toBeGreaterThan(0);
    expect(l.warn).not.toHaveBeenCalled();
  });

  it('through openDatabase: started on PGlite, stopped by close() without a warning', async () => {
    const database: Database = await openDatabase({
      dataDir: '',
      inMemory: true,
      migrationsFolder,
    });
    const l = log();
    database.startMaintenance(20, l);
    await vi.waitFor(() => expect(l.debug).toHaveBeenCalled(), { timeout: 10_000 });
    await database.close();
    const runs = l.debug.mock.calls.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(l.debug.mock.calls.length).toBe(runs);
    expect(l.warn).not.toHaveBeenCalled();
  });

  it('0 minutes: never runs', async () => {
    const database = await openDatabase({ dataDir: '', inMemory: true, migrationsFolder });
    open.push(database);
    const l = log();
    database.startMaintenance(0, l);
    await new Promise((r) => setTimeout(r, 100));
    expect(l.debug).not.toHaveBeenCalled();
  });
});

describe('VACUUM after churn', () => {
  it('vacuums the application tables once enough writes happened, without waiting for the interval', async () => {
    const client = await PGlite.create();
    open.push(client);
    await client.exec(`create table t (id int primary key, body text);
      insert into t select g, repeat('x', 500) from generate_series(1, 2000) g;
      delete from t where id > 50;`);
    let onWrite = () => undefined as void;
    const l = log();
    // an interval of an hour: only the writes can start it within this test
    const stop = startPgliteVacuum(client, 3_600_000, l, {
      watchWrites: (listener) => (onWrite = listener),
      churnWrites: 10,
    });
    for (let i = 0; i < 9; i++) onWrite();
    await new Promise((r) => setTimeout(r, 50));
    expect(l.debug).not.toHaveBeenCalled();
    onWrite();
    await vi.waitFor(() => expect(l.debug).toHaveBeenCalled(), { timeout: 10_000 });
    await stop();
    const { rows } = await client.query<{ reltuples: number }>(
      `select reltuples from pg_class where relname = 't'`,
    );
    expect(rows[0]?.reltuples).toBe(50);
  });

  it('through openDatabase: the writes of the services are counted', async () => {
    const database = await openDatabase({ dataDir: '', inMemory: true, migrationsFolder });
    open.push(database);
    const l = log();
    database.startMaintenance(3_600_000, l);
    for (let i = 0; i < CHURN_WRITES; i++) {
      await database.db.insert(users).values({ email: `churn${i}@example.com`, fullName: 'C' });
    }
    await vi.waitFor(() => expect(l.debug).toHaveBeenCalled(), { timeout: 10_000 });
    expect(l.warn).not.toHaveBeenCalled();
  });
});
