import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/database';
import type { AppInstance } from '../../http/appInstance';
import { createTestDatabase, testDrivers, type TestDatabase } from '../../test/databases';
import { useTestApp } from '../../test/app';
import { DATABASE_UNAVAILABLE } from '../../http/databaseUnreachable';

describe.each(testDrivers)('GET /api/health (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('answers ok with the driver and version', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; database: string; version: string }>();
    expect(body).toMatchObject({ status: 'ok', database: driver });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('sends security headers with a CSP', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe.each(testDrivers)('GET /api/health with the database gone (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('answers 503 with detail, and no stack trace', async () => {
    await ctx().database.close();
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    const body = res.json<{ detail: string }>();
    expect(body.detail).toMatch(/^Database unavailable: /);
    expect(Object.keys(body)).toEqual(['detail']);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe.each(testDrivers)('GET /api/health when the database is unreachable (%s)', (driver) => {
  let testDb: TestDatabase;
  let app: AppInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase(driver);
    // the database as a driver sees it when its server is down: the reason names host and port
    const database: Database = {
      ...testDb.database,
      ping: () => Promise.reject(new Error('connect ECONNREFUSED 10.20.30.40:5432')),
    };
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' });
    app = await buildApp({ config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it('tells the caller only that it is down, not the host or port', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
    expect(res.body).not.toMatch(/10\.20\.30\.40|5432|ECONNREFUSED/);
  });
});
