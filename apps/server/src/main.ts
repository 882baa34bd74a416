import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { ConfigError, DEFAULT_VACUUM_MINUTES, loadConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { buildApp } from './app';
import { authLimitsSummary } from './features/auth/authRateLimits';
import { ensureAdmin } from './features/auth/ensureAdmin';
import { loadOrCreateJwtKey } from './security/jwtKey';
import { migrationsFolder } from './paths';

/** Set by the first SIGINT/SIGTERM that arrives before the server is listening. */
let stopDuringStart: string | undefined;
let app: FastifyInstance | undefined;
let database: Database | undefined;
/** listening: from then on a signal closes the server, then the database */
let started = false;
let closing = false;

/** A start-up interrupted by a signal: close what is open (the database cleanly) and exit 0. */
class StartInterrupted extends Error {}

function checkStop(): void {
  if (stopDuringStart) throw new StartInterrupted(stopDuringStart);
}

function shutdown(signal: string): void {
  if (closing || stopDuringStart) {
    // a second signal: the person wants out now. Safe even mid-start: a new database is built
    // aside and renamed into place (db/openPgliteFolder.ts), and the lock goes with the process.
    console.error(`${signal} again: exiting now`);
    process.exit(1);
  }
  if (!app || !started) {
    // still starting (opening or creating the database): stop at the next step
    stopDuringStart = signal;
    console.error(`${signal} received during start-up: stopping once the database is open`);
    return;
  }
  closing = true;
  app.log.info(`${signal} received: closing server, then database`);
  // app.close() stops accepting connections, drains requests, then runs onClose (database)
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app?.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    },
  );
}

async function main(): Promise<void> {
  // before anything else: a signal during start-up must not kill the process half-way through
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // started by scripts/start.js with an IPC channel: if that parent dies (even by SIGKILL), stop
  // too rather than keep the data folder locked in the background
  if (process.send) {
    process.once('disconnect', () => shutdown('parent exited'));
    // the channel alone must not keep the process alive
    process.channel?.unref();
  }

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder,
  });
  checkStop();
  // DATA_DIR holds the embedded database, generated secrets and the email outbox
  await mkdir(config.dataDir, { recursive: true });
  const warnings: string[] = [];
  const jwtKey = await loadOrCreateJwtKey(config.jwtSecret, config.dataDir, {
    warn: (message) => warnings.push(message),
  });
  checkStop();
  app = await buildApp({ config, database, jwtKey });
  for (const warning of warnings) app.log.warn(warning);
  database.startMaintenance((config.vacuumMinutes ?? DEFAULT_VACUUM_MINUTES) * 60_000, app.log);
  if (config.admin) {
    const { outcome } = await ensureAdmin(database.db, config.admin);
    app.log.info(`admin ${config.admin.email} (from ADMIN_EMAIL): ${outcome}`);
  }
  checkStop();
  await app.listen({ port: config.port, host: config.host });
  started = true;
  checkStop();
  app.log.info(authLimitsSummary(config.rateLimitFactor ?? 1));
  app.log.info(
    `Codeflow ${database.driver === 'pglite' ? `on embedded PGlite (${config.dataDir})` : 'on PostgreSQL'} at ${config.publicUrl}`,
  );
}

main().catch(async (error: unknown) => {
  if (error instanceof StartInterrupted) {
    // app.close() runs onClose, which closes the database; before buildApp, close it directly
    await (app ? app.close() : database?.close());
    console.error(`${error.message}: start-up stopped, database closed`);
    process.exit(0);
  }
  console.error(
    `Codeflow failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
