/**
 * A migrated, empty PGlite data directory as a tar, made once per machine and reused by every
 * in-memory test database. Starting PGlite runs initdb inside WebAssembly, which takes seconds
 * (over 20 s on a loaded 2-core machine) — once for each of the ~150 test databases of a run;
 * loading a dumped data directory skips it. The file is named after a hash of the migrations
 * and the PGlite version, so a new migration or PGlite makes a new one; openDatabase still runs
 * the migrator over it, which finds nothing to apply.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migratePgliteClient } from '../db/database';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function pgliteVersion(): string {
  // the package's exports hide package.json: find it next to its resolved entry
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

function snapshotFile(migrationsFolder: string): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  }
  return path.join(os.tmpdir(), `codeflow-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function makeSnapshot(migrationsFolder: string, file: string): Promise<void> {
  const client = new PGlite();
  try {
    await client.waitReady;
    await migratePgliteClient(client, migrationsFolder);
    const dump = await client.dumpDataDir('none');
    // written aside, then renamed: a parallel worker reads a whole file or none
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
}

const snapshots = new Map<string, Promise<Blob>>();

/** The migrated data directory for `migrationsFolder`, made on first use. */
export function migratedPgliteSnapshot(migrationsFolder: string): Promise<Blob> {
  let snapshot = snapshots.get(migrationsFolder);
  if (!snapshot) {
    snapshot = (async () => {
      const file = snapshotFile(migrationsFolder);
      if (!existsSync(file)) await makeSnapshot(migrationsFolder, file);
      return new Blob([readFileSync(file)]);
    })();
    snapshots.set(migrationsFolder, snapshot);
  }
  return snapshot;
}
