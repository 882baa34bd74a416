import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/**
 * Any fixed 64-bit number names the lock; this one is "codeflow" in ASCII. Every instance of
 * every version uses the same, so two deployments on one database never migrate at once.
 */
const MIGRATION_LOCK = 0x636f6465666c6f77n;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock, so several instances
 * started at once on one database migrate one after the other: the first applies them, the others
 * wait and then find nothing to do. Without it, concurrent `CREATE TABLE IF NOT EXISTS` on the
 * migrations table fail all but one start (decision 035). A session lock on one connection: it
 * is released by the unlock, or by PostgreSQL if the process dies holding it.
 */
export async function migratePostgres(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()]);
    }
  } finally {
    client.release();
  }
}
