/**
 * npm run create-admin -- --email admin@example.com --password '…' [--name 'Ada Lovelace']
 *
 * Creates a verified admin (role admin, tier admin), or promotes an existing account and sets
 * its password, in the database the server uses (DATABASE_URL, else PGlite under DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { DataDirLockedError } from '../db/dataDirLock';
import { DamagedDatabaseError } from '../db/openPgliteFolder';
import { ensureAdmin } from '../features/auth/ensureAdmin';
import { migrationsFolder } from '../paths';

const usage =
  'Usage: npm run create-admin -- --email <email> --password <password (8+ characters)> [--name <full name>]';

const argsSchema = z.object({
  email: z.email('--email must be an email address').transform((v) => v.toLowerCase()),
  password: z.string().min(8, '--password must be at least 8 characters long'),
  name: z.string().trim().min(1).max(200).optional(),
});

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const args = argsSchema.safeParse(values);
  if (!args.success) {
    const issue = args.error.issues[0];
    const message =
      issue?.code === 'invalid_type' ? `--${String(issue.path[0])} is required` : issue?.message;
    console.error(`${message ?? 'invalid arguments'}\n${usage}`);
    return 2;
  }

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      migrationsFolder,
    });
  } catch (error) {
    // a running server holds the data folder's lock: its message names the folder and the pid
    if (error instanceof DataDirLockedError || error instanceof DamagedDatabaseError) {
      console.error(error.message);
      return 1;
    }
    console.error(
      `Could not open the database${config.databaseUrl ? '' : ` in ${config.dataDir}`}: ${(error as Error).message}`,
    );
    return 1;
  }
  try {
    const { user, outcome } = await ensureAdmin(database.db, {
      email: args.data.email,
      password: args.data.password,
      fullName: args.data.name,
    });
    const what = { created: 'Created', updated: 'Updated', unchanged: 'Already up to date:' }[
      outcome
    ];
    console.log(`${what} admin ${user.email} (id ${user.id}).`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
