import { requestBody } from '@codeflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { AppError } from '../domain/appError';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { freePort } from '../test/process';
import { DATABASE_UNAVAILABLE } from './databaseUnreachable';
import type { AppInstance } from './appInstance';

describe('error answers', () => {
  let app: AppInstance;
  let testDb: TestDatabase;
  /** a PostgreSQL pool whose server is down (nothing listens on its port) */
  let downPool: pg.Pool;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' }),
      database: testDb.database,
    });
    const body = requestBody(z.strictObject({ email: z.email(), age: z.number().int().min(0) }));
    // a route's own body limit (the default is a few KB): the deep-nesting case sends 400 KB
    app.post('/api/test/validate', { bodyLimit: 1024 * 1024, schema: { body } }, (request) =>
      Promise.resolve(request.body),
    );
    app.get('/api/test/boom', () => Promise.reject(new Error('secret internal detail')));
    downPool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/x`,
    });
    app.get('/api/test/database-down', async () => drizzle(downPool).execute(sql`select 1`));
    // text reaching the database without the body's schema: PostgreSQL refuses a NUL character
    app.get('/api/test/nul', async () =>
      testDb.database.db.execute(sql`select ${'a\u0000b'}::text as t`),
    );
    app.get('/api/test/forbidden', () =>
      Promise.reject(new AppError('FORBIDDEN', 'Not allowed', { retryAfterSeconds: 5 })),
    );
    app.get(
      '/api/test/strip',
      { schema: { response: { 200: z.object({ id: z.string() }) } } },
      () => ({ id: 'a', passwordHash: 'secret' }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await downPool.end();
    await testDb.drop();
  });

  it('answers 503 with Retry-After, not 500, while the database cannot be reached', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/database-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
  });

  it('answers JSON 404 for unknown /api routes, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/does-not-exist?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('answers 422 with loc/msg/type items for invalid bodies', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { email: 'nope', age: -1, extra: true },
    });
    expect(res.statusCode).toBe(422);
    const { detail } = res.json<{ detail: { loc: unknown[]; msg: string; type: string }[] }>();
    expect(detail.length).toBeGreaterThanOrEqual(2);
    for (const item of detail) {
      expect(item.loc[0]).toBe('body');
      expect(typeof item.msg).toBe('string');
      expect(typeof item.type).toBe('string');
    }
    expect(detail.map((d) => d.loc.join('.'))).toEqual(
      expect.arrayContaining(['body.email', 'body.age']),
    );
  });

  it('answers 400 {detail} for a malformed JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Request body is not valid JSON' });
  });

  it('answers 413 {detail} for a body over the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Request body is too large' });
  });

  it('hides unexpected errors behind a 500 without stack or message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error' });
    expect(res.body).not.toContain('secret');
  });

  it("passes a domain error's status, detail and headers through", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ detail: 'Not allowed' });
  });

  it('says plainly when the web app is not built', async () => {
    const res = await app.inject({ method: 'GET', url: '/editor' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ detail: string }>().detail).toMatch(/not built/);
  });

  it('answers 422, not 500, when the database refuses a NUL character', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/nul' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        {
          loc: ['body'],
          msg: 'Text must not contain the NUL character (U+0000)',
          type: 'value_error',
        },
      ],
    });
  });

  it('the body schema names each field holding a NUL character', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      payload: { email: 'a\u0000@example.com', age: 3 },
    });
    expect(res.statusCode).toBe(422);
    const { detail } = res.json<{ detail: { loc: string[]; msg: string }[] }>();
    expect(detail).toContainEqual({
      loc: ['body', 'email'],
      msg: 'Text must not contain the NUL character (U+0000)',
      type: 'value_error',
    });
  });

  it('answers 422 for a body nested 200,000 levels deep (no stack overflow, no quadratic walk)', async () => {
    const depth = 200_000;
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/validate',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)},"age":1}`,
    });
    expect(res.statusCode).toBe(422);
    const { detail } = res.json<{ detail: { loc: (string | number)[]; msg: string }[] }>();
    const nul = detail.find((d) => d.msg === 'Text must not contain the NUL character (U+0000)');
    expect(nul?.loc).toHaveLength(2 + depth);
  });

  it('drops answer fields the response schema does not declare', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/strip' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'a' });
  });
});
