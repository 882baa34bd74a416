import { GENERATIONS_IN_FLIGHT } from '@codeflow/contracts';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { TestApp } from '../test/app';
import { createTestDatabase, testDrivers, type TestDatabase } from '../test/databases';
import { testDataKey } from '../test/flowchartRequests';
import {
  chunkedUpload,
  destroyRawSockets,
  partialRequest,
  within,
  type RawAnswer,
} from '../test/rawHttp';
import { createTestUser } from '../test/users';
import type { BodyLimits } from './bodyBudget';
import {
  BODY_TOO_SLOW,
  TOO_MANY_BODIES_FROM_CLIENT,
  TOO_MANY_UPLOADS_FROM_ACCOUNT,
} from './bodyBudget';

afterEach(destroyRawSockets);

/** A real app listening on loopback, trusting X-Forwarded-For so a test can be several clients. */
function useListeningApp(
  driver: Parameters<typeof createTestDatabase>[0],
  limits: Partial<BodyLimits>,
) {
  let ctx: TestApp | undefined;
  let testDb: TestDatabase | undefined;
  let port = 0;
  beforeAll(async () => {
    testDb = await createTestDatabase(driver);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent-test-data-dir',
      WEB_DIST: '/nonexistent-web-dist',
      DATA_ENCRYPTION_KEY: testDataKey,
      TRUST_PROXY: 'true',
      GENERATE_WORKERS: '1',
    });
    const app = await buildApp({ config, database: testDb.database, bodyLimits: limits });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
    ctx = { app, database: testDb.database, config };
  });
  afterAll(async () => {
    await ctx?.app.close();
    await testDb?.drop();
  });
  return () => {
    if (!ctx) throw new Error('test app not ready');
    return { ...ctx, port };
  };
}

async function post(
  port: number,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { detail?: unknown } }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, body: (await res.json()) as { detail?: unknown } };
}

const settled = (answer: Promise<RawAnswer>, ms: number) =>
  Promise.race([answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]).catch(
    () => null,
  );

describe.each(testDrivers)('slow request bodies with the default limits (%s)', (driver) => {
  // the production budget and shares; only the slow-body cut is left long so nothing trickles out
  const ctx = useListeningApp(driver, {});

  it('ten slow chunked uploads from one account leave other users their sign-in, save and generation', async () => {
    const { port } = ctx();
    const attacker = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const victim = await createTestUser(ctx(), { subscriptionTier: 'premium' });
    const uploads = Array.from({ length: 10 }, (_, i) =>
      chunkedUpload(port, {
        path: '/api/flowcharts',
        firstChunk: 512,
        headers: {
          Authorization: `Bearer ${attacker.token}`,
          // spread over addresses too: the account's share holds wherever it sends from
          'X-Forwarded-For': `203.0.113.${i + 1}`,
        },
      }),
    );
    const answers = await Promise.all(uploads.map((u) => settled(u.answer, 1500)));
    const refused = answers.filter((a) => a !== null);
    // four (GENERATIONS_IN_FLIGHT) are being received; the other six are refused at once,
    // before their bodies
    expect(refused).toHaveLength(10 - GENERATIONS_IN_FLIGHT);
    for (const answer of refused) {
      expect(answer?.status).toBe(429);
      expect(JSON.parse(answer?.body ?? '{}')).toEqual({ detail: TOO_MANY_UPLOADS_FROM_ACCOUNT });
    }

    const auth = { authorization: `Bearer ${victim.token}`, 'x-forwarded-for': '198.51.100.7' };
    const signIn = await post(
      port,
      '/api/auth/login',
      { username: victim.user.email, password: victim.password },
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(signIn.status).toBe(200);
    // a save of about 1.5 MB: more than what was left of the old shared budget
    const save = await post(
      port,
      '/api/flowcharts',
      {
        title: 'mine',
        language: 'python',
        code: 'x = 1\n',
        flowchart: `flowchart TD\n${'  A --> B\n'.repeat(150_000)}`,
      },
      auth,
    );
    expect(save.status).toBe(201);
    const generated = await post(
      port,
      '/api/generate-flowchart',
      { code: 'x = 1\nprint(x)\n', language: 'python' },
      auth,
    );
    expect(generated.status).toBe(200);
  });

  it('caps the bodies one address sends at once (16); another address still signs in', async () => {
    const { port } = ctx();
    const user = await createTestUser(ctx());
    const sockets = Array.from({ length: 24 }, () =>
      chunkedUpload(port, {
        path: '/api/auth/login',
        firstChunk: 30,
        headers: { 'X-Forwarded-For': '192.0.2.66' },
      }),
    );
    const answers = await Promise.all(sockets.map((s) => settled(s.answer, 2000)));
    const refused = answers.filter((a) => a !== null);
    expect(refused).toHaveLength(8);
    for (const answer of refused) {
      expect(answer?.status).toBe(429);
      expect(answer?.head).toMatch(/retry-after: \d+/);
      expect(JSON.parse(answer?.body ?? '{}')).toEqual({ detail: TOO_MANY_BODIES_FROM_CLIENT });
    }
    const signIn = await post(
      port,
      '/api/auth/login',
      { username: user.user.email, password: user.password },
      { 'x-forwarded-for': '192.0.2.67' },
    );
    expect(signIn.status).toBe(200);
    for (const s of sockets) s.socket.destroy();
  });
});

describe.each(testDrivers)('trickled request bodies (%s)', (driver) => {
  const ctx = useListeningApp(driver, {
    idleMs: 400,
    graceMs: 600,
    minBytesPerSecond: 200,
  });

  it('cuts a body that trickles in with 408 and a clear message, and closes the connection', async () => {
    const { port } = ctx();
    const { token } = await createTestUser(ctx());
    const started = Date.now();
    // one byte every 100 ms: never idle, far below the minimum rate
    const trickle = chunkedUpload(port, {
      path: '/api/flowcharts',
      firstChunk: 20,
      everyMs: 100,
      headers: { Authorization: `Bearer ${token}` },
    });
    const answer = await within(trickle.answer, 5000, 'trickled upload');
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ detail: BODY_TOO_SLOW });
    expect(answer.head).toContain('connection: close');
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('cuts a body that stops arriving (idle) with 408, for anonymous calls too', async () => {
    const { port } = ctx();
    const stalled = partialRequest(port, {
      path: '/api/auth/login',
      length: 2000,
      sent: 100,
    });
    const answer = await within(stalled.answer, 5000, 'stalled sign-in');
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ detail: BODY_TOO_SLOW });
  });
});
