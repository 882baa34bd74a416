/**
 * Test databases: every server integration suite runs against PGlite (in memory) and, when
 * TEST_DATABASE_URL is set, against a real PostgreSQL server too — one suite, both drivers.
 * Each PostgreSQL test database is created fresh (and dropped afterwards) so files don't share state.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DriverName } from '../db/database';
import { migrationsFolder } from '../paths';
import { migratedPgliteSnapshot } from './pgliteSnapshot';

export const testDrivers: DriverName[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestDatabase = { database: Database; drop: () => Promise<void> };

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(driver: DriverName): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await openDatabase({
      dataDir: '',
      inMemory: true,
      migrationsFolder,
      // initdb once per machine, not once per suite (test/pgliteSnapshot.ts)
      loadDataDir: await migratedPgliteSnapshot(migrationsFolder),
    });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `codeflow_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: '',
    migrationsFolder,
  });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
