import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir, type DataDirLock } from './dataDirLock';

/** The embedded database's files could not be used; the message says what to do, on one line. */
export class DamagedDatabaseError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'DamagedDatabaseError';
  }
}

/** Where a new database is built before it is renamed into place (one per attempt). */
const CREATING_PREFIX = 'pglite.creating-';

function recovery(dir: string): string {
  return (
    `To recover: stop Codeflow, move ${dir} aside (for example to ${dir}.damaged) and start again, ` +
    'which creates an empty database; then restore your data from a backup if you have one.'
  );
}

async function isEmptyFolder(dir: string): Promise<boolean> {
  return (await readdir(dir)).length === 0;
}

/**
 * Creates a new embedded database in a temporary folder next to `dir`, then renames it into
 * place. PGlite decides between "create" and "open" by the presence of `PG_VERSION`, which it
 * writes first: a first start interrupted (Ctrl+C, SIGTERM, SIGKILL, power loss) while it built
 * the database in place left a folder every later start failed on with a bare `Aborted()`.
 * Built aside, `dir` is either absent or complete. `prepare` runs on the new database before the
 * rename (the migrations), so a complete folder is also a migrated one.
 */
async function createAside(dir: string, prepare: (client: PGlite) => Promise<void>): Promise<void> {
  const building = path.join(path.dirname(dir), `${CREATING_PREFIX}${process.pid}`);
  await rm(building, { recursive: true, force: true });
  await mkdir(building);
  const client = new PGlite(building);
  try {
    await client.waitReady;
    await prepare(client);
  } finally {
    await client.close().catch(() => undefined);
  }
  // an empty `dir` (made by an older version before it was killed) is replaced
  if (existsSync(dir)) await rmdir(dir);
  await rename(building, dir);
}

export type OpenedPglite = { client: PGlite; lock: DataDirLock };

/**
 * Opens (creating it atomically the first time) the embedded database DATA_DIR/pglite, holding
 * the data folder's exclusive lock (db/dataDirLock.ts) until `lock.release()`. Refuses, with
 * a message naming the folder and how to recover, a folder that cannot be a database.
 */
export async function openPgliteFolder(
  dataDir: string,
  prepare: (client: PGlite) => Promise<void>,
): Promise<OpenedPglite> {
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true });
  const lock = lockDataDir(root);
  try {
    const dir = path.join(root, 'pglite');
    // left by starts killed while they built a database: nobody else can be using them (lock)
    for (const name of await readdir(root)) {
      if (name.startsWith(CREATING_PREFIX)) {
        await rm(path.join(root, name), { recursive: true, force: true });
      }
    }
    if (!existsSync(dir) || (await isEmptyFolder(dir))) {
      await createAside(dir, prepare);
    } else if (!existsSync(path.join(dir, 'PG_VERSION'))) {
      throw new DamagedDatabaseError(
        `The embedded database folder ${dir} is incomplete (no PG_VERSION): a first start was probably interrupted before it finished, so it holds no data. ${recovery(dir)}`,
      );
    }
    const client = new PGlite(dir);
    try {
      await client.waitReady;
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new DamagedDatabaseError(
        `The embedded database in ${dir} could not be opened (${why.split('\n')[0]}): its files are damaged or incomplete (a first start interrupted by an older version, a full or failing disk, or files changed by hand). ${recovery(dir)}`,
        { cause: error },
      );
    }
    await prepare(client);
    return { client, lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}
