import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { testDataKey } from '../test/flowchartRequests';
import type { TestApp } from '../test/app';
import { createTestDatabase, testDrivers, type TestDatabase } from '../test/databases';
import { bearer, createTestUser } from '../test/users';
import { destroyRawSockets, partialRequest, within } from '../test/rawHttp';
import { SERVER_BUSY } from './bodyBudget';

afterEach(destroyRawSockets);

describe.each(testDrivers)('request bodies (%s)', (driver) => {
  let ctx: TestApp;
  let testDb: TestDatabase;
  let port: number;
  // room for one save at its limit (about 6 MB), not two
  const budget = 8 * 1024 * 1024;

  beforeAll(async () => {
    testDb = await createTestDatabase(driver);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent-test-data-dir',
      WEB_DIST: '/nonexistent-web-dist',
      DATA_ENCRYPTION_KEY: testDataKey,
    });
    const app = await buildApp({
      config,
      database: testDb.database,
      bodyBudgetBytes: budget,
      // one client sends both uploads here: its own share is not what this suite is about
      bodyLimits: { perClientLargeBytes: Number.MAX_SAFE_INTEGER },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
    ctx = { app, database: testDb.database, config };
  });
  afterAll(async () => {
    await ctx.app.close();
    await testDb.drop();
  });

  it.each(['/api/generate-flowchart', '/api/flowcharts', '/api/flowcharts/abc'])(
    'answers an anonymous upload to %s with 401 before its body is sent',
    async (path) => {
      const method = path === '/api/flowcharts/abc' ? 'PUT' : 'POST';
      const upload = partialRequest(port, { method, path, length: 1_900_000, sent: 1024 });
      try {
        const answer = await within(upload.answer, 3000, path);
        expect(answer.status).toBe(401);
        expect(JSON.parse(answer.body)).toEqual({ detail: 'Not authenticated' });
        // the rest of the upload is not wanted: the connection closes after the answer
        expect(answer.head).toContain('connection: close');
      } finally {
        upload.socket.destroy();
      }
    },
  );

  it('still answers 401 before 422 for an anonymous invalid body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/flowcharts',
      payload: { language: 'cobol', title: 5 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('limits bodies per route: a few KB for sign-in, the plan ceiling for saves', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'x'.repeat(40_000) },
    });
    expect(login.statusCode).toBe(413);
    expect(login.json()).toEqual({ detail: 'Request body is too large' });

    const { token } = await createTestUser(ctx, { subscriptionTier: 'premium' });
    // a diagram of 2.5 MB with its code: over the old app-wide 2 MB, within a save's limit
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api/flowcharts',
      headers: bearer(token),
      payload: {
        title: 'big',
        language: 'python',
        code: 'x = 1\n'.repeat(1000),
        flowchart: `flowchart TD\n${'  A --> B\n'.repeat(250_000)}`,
      },
    });
    expect(save.statusCode).toBe(201);
    expect(save.headers['cache-control']).toBe('no-store');
  });

  it('bounds bodies in flight: past the budget 503 with Retry-After, small bodies still fit', async () => {
    const { token } = await createTestUser(ctx);
    const auth = { Authorization: bearer(token).authorization };
    const big = 6 * 1024 * 1024;
    const slow = partialRequest(port, {
      path: '/api/flowcharts',
      length: big,
      sent: 1024,
      headers: auth,
    });
    // the slow upload holds its reservation while its body trickles in
    await new Promise((r) => setTimeout(r, 200));
    const second = partialRequest(port, {
      path: '/api/flowcharts',
      length: 3 * 1024 * 1024,
      sent: 10,
      headers: auth,
    });
    const refused = await within(second.answer, 3000, 'second upload');
    expect(refused.status).toBe(503);
    expect(refused.head).toMatch(/retry-after: \d+/);
    expect(JSON.parse(refused.body)).toEqual({ detail: SERVER_BUSY });
    second.socket.destroy();

    // a small body still fits beside the slow one
    const small = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect([401, 422]).toContain(small.status);

    // the slow upload finishes (it names no language: 422), and its bytes are free again
    slow.finish();
    expect((await within(slow.answer, 5000, 'slow upload')).status).toBe(422);
    slow.socket.destroy();
    const again = partialRequest(port, {
      path: '/api/flowcharts',
      length: 100 * 1024,
      sent: 100 * 1024 - 2,
      headers: auth,
    });
    again.finish();
    expect((await within(again.answer, 5000, 'third upload')).status).toBe(422);
    again.socket.destroy();
  });
});
