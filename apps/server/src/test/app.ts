import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database, DriverName } from '../db/database';
import { createTestDatabase, type TestDatabase } from './databases';

export type TestApp = { app: FastifyInstance; database: Database; config: Config };

/**
 * Registers beforeAll/afterAll hooks that build the real app on a fresh database of `driver`
 * and returns a getter for it (call the getter inside tests).
 */
export function useTestApp(driver: DriverName, env: Record<string, string> = {}): () => TestApp {
  let ctx: TestApp | undefined;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(driver);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent-test-data-dir',
      WEB_DIST: '/nonexistent-web-dist',
      // the suites buy plans through the TEST MODE checkout unless they configure Razorpay,
      // whatever PUBLIC_URL their links use
      ...(env.RAZORPAY_KEY_ID ? {} : { BILLING_MODE: 'test', BILLING_TEST_MODE_FORCE: '1' }),
      ...env,
    });
    const app = await buildApp({ config, database: testDb.database });
    await app.ready();
    ctx = { app, database: testDb.database, config };
  });
  afterAll(async () => {
    // closing the app closes its database; drop removes a PostgreSQL test database
    await ctx?.app.close();
    await testDb?.drop();
  });
  return () => {
    if (!ctx) throw new Error('test app not ready');
    return ctx;
  };
}
