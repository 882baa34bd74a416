import { mkdir } from 'node:fs/promises';
import { ConfigError, DEFAULT_VACUUM_MINUTES, loadConfig } from './config';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { ensureAdmin } from './features/auth/ensureAdmin';
import { loadOrCreateJwtKey } from './security/jwtKey';
import { migrationsFolder } from './paths';

async function main(): Promise<void> {
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

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder,
  });
  // DATA_DIR holds the embedded database, generated secrets and the email outbox
  await mkdir(config.dataDir, { recursive: true });
  const warnings: string[] = [];
  const jwtKey = await loadOrCreateJwtKey(config.jwtSecret, config.dataDir, {
    warn: (message) => warnings.push(message),
  });
  const app = await buildApp({ config, database, jwtKey });
  for (const warning of warnings) app.log.warn(warning);
  database.startMaintenance((config.vacuumMinutes ?? DEFAULT_VACUUM_MINUTES) * 60_000, app.log);
  if (config.admin) {
    const { outcome } = await ensureAdmin(database.db, config.admin);
    app.log.info(`admin ${config.admin.email} (from ADMIN_EMAIL): ${outcome}`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: closing server, then database`);
    // app.close() stops accepting connections, drains requests, then runs onClose (database)
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Codeflow ${database.driver === 'pglite' ? `on embedded PGlite (${config.dataDir})` : 'on PostgreSQL'} at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `Codeflow failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
