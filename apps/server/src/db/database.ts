import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Schema } from './index';
import { countWrites } from './countWrites';
import { migratePostgres } from './migratePostgres';
import { openPgliteFolder } from './openPgliteFolder';
import { withStatementCache } from './pgliteStatementCache';
import { startPgliteVacuum, type VacuumLog } from './pgliteVacuum';

/** Both drivers share Drizzle's PostgreSQL query builder; services only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DriverName = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  driver: DriverName;
  /** round-trip to the database, rejecting after `timeoutMs` */
  ping: (timeoutMs?: number) => Promise<void>;
  /**
   * Starts the embedded database's periodic VACUUM (ANALYZE) (db/pgliteVacuum.ts); a no-op on
   * PostgreSQL, whose autovacuum does it. Stopped by close().
   */
  startMaintenance: (intervalMs: number, log: VacuumLog) => void;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… → node-postgres pool; absent → PGlite under dataDir */
  databaseUrl?: string | undefined;
  dataDir: string;
  migrationsFolder: string;
  /** PGlite only: keep everything in memory (tests) */
  inMemory?: boolean;
  /**
   * With inMemory: start from this PGlite data directory (a dump of an already migrated one,
   * test/pgliteSnapshot.ts) instead of initdb's empty one; pending migrations still apply.
   */
  loadDataDir?: Blob;
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Applies the pending migrations of `migrationsFolder` to a PGlite database. */
export async function migratePgliteClient(client: PGlite, migrationsFolder: string): Promise<void> {
  const plain = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(plain as Parameters<typeof migratePglite>[0], { migrationsFolder });
}

/** Opens the configured database and applies pending migrations before returning. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // an idle client losing its connection must not crash the process
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migratePostgres(pool, options.migrationsFolder);
    } catch (error) {
      await pool.end();
      throw error;
    }
    let ended = false;
    return {
      db,
      driver: 'postgres',
      ping: async (ms = 2000) => {
        await withTimeout(pool.query('select 1'), ms, 'database ping');
      },
      startMaintenance: () => undefined,
      close: async () => {
        if (ended) return;
        ended = true;
        await pool.end();
      },
    };
  }

  const migrate = (c: PGlite) => migratePgliteClient(c, options.migrationsFolder);
  let client: PGlite;
  let releaseLock: () => void = () => undefined;
  if (options.inMemory) {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined);
    await client.waitReady;
    await migrate(client);
  } else {
    // exclusive lock on DATA_DIR, atomic creation, a clear message on a damaged folder
    const opened = await openPgliteFolder(options.dataDir, migrate);
    client = opened.client;
    releaseLock = opened.lock.release;
  }
  let onWrite: (() => void) | undefined;
  const db = drizzlePglite(
    countWrites(withStatementCache(client), () => onWrite?.()),
    { schema },
  ) as unknown as Db;
  let stopVacuum: (() => Promise<void>) | undefined;
  return {
    db,
    driver: 'pglite',
    ping: async (ms = 2000) => {
      await withTimeout(db.execute(sql`select 1`), ms, 'database ping');
    },
    startMaintenance: (intervalMs, log) => {
      void stopVacuum?.();
      onWrite = undefined;
      stopVacuum =
        intervalMs > 0
          ? startPgliteVacuum(client, intervalMs, log, {
              watchWrites: (listener) => (onWrite = listener),
            })
          : undefined;
    },
    close: async () => {
      // a VACUUM in progress finishes its table first: closing under it would fail it
      await stopVacuum?.();
      try {
        if (!client.closed) await client.close();
      } finally {
        // the lock outlives the files' last write, never the other way round
        releaseLock();
      }
    },
  };
}
